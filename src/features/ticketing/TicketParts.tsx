import { Trans } from '@lingui/react/macro';
import { TICKET_PRIORITY, TICKET_STATUS } from '../../../contract/constants.ts';

/** A ticket status (spec §3) in words. */
export function TicketStatusLabel({ status }: { status: number }) {
  switch (status) {
    case TICKET_STATUS.queue:
      return <Trans>In the queue</Trans>;
    case TICKET_STATUS.open:
      return <Trans>Open</Trans>;
    case TICKET_STATUS.waiting:
      return <Trans>Waiting</Trans>;
    case TICKET_STATUS.closed:
      return <Trans>Closed</Trans>;
    case TICKET_STATUS.inProgress:
      return <Trans>In progress</Trans>;
    case TICKET_STATUS.auto:
      return <Trans>Answered automatically</Trans>;
    case TICKET_STATUS.archive:
      return <Trans>Archived</Trans>;
    case TICKET_STATUS.resolved:
      return <Trans>Resolved</Trans>;
    case TICKET_STATUS.waitingForCustomer:
      return <Trans>Waiting for you</Trans>;
    default:
      return <>{status}</>;
  }
}

/** A ticket priority (spec §3) in words. */
export function PriorityLabel({ priority }: { priority: number }) {
  switch (priority) {
    case TICKET_PRIORITY.high:
      return <Trans>High</Trans>;
    case TICKET_PRIORITY.urgent:
      return <Trans>Urgent</Trans>;
    case TICKET_PRIORITY.low:
      return <Trans>Low</Trans>;
    default:
      return <Trans>Normal</Trans>;
  }
}

export const STATUS_OPTIONS = Object.values(TICKET_STATUS);
export const PRIORITY_OPTIONS = [TICKET_PRIORITY.low, TICKET_PRIORITY.normal, TICKET_PRIORITY.high, TICKET_PRIORITY.urgent];

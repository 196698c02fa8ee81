import { useLingui } from '@lingui/react/macro';
import { TICKET_PRIORITY, TICKET_STATUS } from '../../../contract/constants.ts';

/** A ticket status (spec §3) in words, as text (a filter's choices). */
export function useStatusText(): (status: number) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case TICKET_STATUS.queue:
        return t`In the queue`;
      case TICKET_STATUS.open:
        return t`Open`;
      case TICKET_STATUS.waiting:
        return t`Waiting`;
      case TICKET_STATUS.closed:
        return t`Closed`;
      case TICKET_STATUS.inProgress:
        return t`In progress`;
      case TICKET_STATUS.auto:
        return t`Answered automatically`;
      case TICKET_STATUS.archive:
        return t`Archived`;
      case TICKET_STATUS.resolved:
        return t`Resolved`;
      case TICKET_STATUS.waitingForCustomer:
        return t`Waiting for you`;
      default:
        return String(status);
    }
  };
}

/** A ticket status (spec §3) in words. */
export function TicketStatusLabel({ status }: { status: number }) {
  return <>{useStatusText()(status)}</>;
}

/** A ticket priority (spec §3) in words, as text (a form's choices). */
export function usePriorityText(): (priority: number) => string {
  const { t } = useLingui();
  return (priority) => {
    switch (priority) {
      case TICKET_PRIORITY.high:
        return t`High`;
      case TICKET_PRIORITY.urgent:
        return t`Urgent`;
      case TICKET_PRIORITY.low:
        return t`Low`;
      default:
        return t`Normal`;
    }
  };
}

/** A ticket priority (spec §3) in words. */
export function PriorityLabel({ priority }: { priority: number }) {
  return <>{usePriorityText()(priority)}</>;
}

export const STATUS_OPTIONS = Object.values(TICKET_STATUS);
export const PRIORITY_OPTIONS = [TICKET_PRIORITY.low, TICKET_PRIORITY.normal, TICKET_PRIORITY.high, TICKET_PRIORITY.urgent];

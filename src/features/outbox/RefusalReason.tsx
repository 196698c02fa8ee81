import { useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../device/db/app-db.ts';
import { KEPT_TOO_LONG } from '../../device/outbox/outbox-rules.ts';

/** Why the server refused an entry: in the member's language when the refusal is a known one, else as the server said it. */
export function RefusalReason({ entry }: { entry: Pick<OutboxEntry, 'reason' | 'reason_code'> }) {
  const { t } = useLingui();
  switch (entry.reason_code) {
    case 'ticket_closed':
      return <>{t`This ticket is closed: it takes no more replies. Open a new ticket if you still need help.`}</>;
    case 'too_many_files':
      return <>{t`A message holds at most 5 files.`}</>;
    case 'not_finished':
      return <>{t`A ticket is rated once it is closed or resolved.`}</>;
    case 'upload_quota':
      return <>{t`You have sent as many files today as a day allows. Try again tomorrow, or send fewer or smaller files.`}</>;
    case KEPT_TOO_LONG:
      return <>{t`Kept here too long to be sent by itself. Check whether it arrived; if not, send it again.`}</>;
    default:
      return <>{entry.reason ?? ''}</>;
  }
}

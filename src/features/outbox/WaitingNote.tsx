import { useLingui } from '@lingui/react/macro';
import { useOutbox } from './use-outbox.ts';

/**
 * Where a change was made (a heart, a bell), that it waits in the outbox for the network: shown
 * while the member has an entry of `subject` of one of `kinds` queued or being sent.
 */
export function WaitingNote({ memberId, subject, kinds }: { memberId: number; subject: string; kinds: string }) {
  const { t } = useLingui();
  const waiting = (useOutbox(memberId) ?? []).some((e) => e.subject === subject && e.kind.startsWith(kinds) && (e.status === 'queued' || e.status === 'sending'));
  return waiting ? (
    <span className="pending-note" role="status">
      {t`Will be sent when you are online`}
    </span>
  ) : null;
}

import { Trans } from '@lingui/react/macro';
import { useOutboxSending } from '../outbox/pending-count.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { useHasUnsavedInput } from './dirty-forms.ts';
import { applyUpdate, dismissUpdate, useServiceWorkerState } from './sw-bridge.ts';

/**
 * Asks before a new version takes over: the page keeps running the old one until then. It waits
 * while a write is being sent and while a form holds input not yet sent (design.md §4), and says
 * in one line what the new version brings.
 */
export function UpdatePrompt() {
  const { updateReady, note, applying } = useServiceWorkerState();
  const locale = useLocale();
  const sending = useOutboxSending();
  const unsaved = useHasUnsavedInput();
  if (!updateReady || sending || unsaved) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-title" aria-describedby={note ? 'update-note' : undefined}>
      <p id="update-title">
        <Trans>A new version of the store is ready.</Trans>
      </p>
      {note ? (
        <p id="update-note" className="update-note">
          {note[locale]}
        </p>
      ) : null}
      <div className="update-actions">
        <button type="button" className="button-primary" onClick={() => void applyUpdate()} disabled={applying} aria-busy={applying}>
          {applying ? <Trans>Updating…</Trans> : <Trans>Update now</Trans>}
        </button>
        <button type="button" className="button-secondary" onClick={dismissUpdate} disabled={applying}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}

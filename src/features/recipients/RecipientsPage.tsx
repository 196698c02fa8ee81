import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Recipient } from '../../../contract/store.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { notify } from '../../ui/notifications.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { RecipientForm } from './RecipientForm.tsx';
import { RecipientLines } from './RecipientLines.tsx';
import { deleteRecipient } from './recipients-api.ts';
import '../orders/order.css';

/** `/dashboard/recipient`: the member's delivery recipients, to add, change and remove. */
export function RecipientsPage({ initial, savedAt }: { initial: Recipient[]; savedAt: number | null }) {
  const { t } = useLingui();
  usePageTitle(t`Recipients`);
  const locale = useLocale();
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<number | 'new' | null>(initial.length ? null : 'new');

  const remove = async (r: Recipient) => {
    try {
      await deleteRecipient(locale, r.id);
    } catch (err) {
      // Gone already (removed in another tab or on another device): as removed.
      if (!(err instanceof ApiCallError && err.status_code === 404)) {
        const offline = err instanceof ApiCallError && err.offline;
        notify({
          kind: 'error',
          title: offline ? t`You are offline: recipients change once you are back online.` : t`The recipient could not be removed. Try again.`,
        });
        return;
      }
    }
    setList((l) => l.filter((x) => x.id !== r.id));
  };

  return (
    <section aria-labelledby="recipients-title" className="recipients">
      <h1 id="recipients-title">
        <Trans>Recipients</Trans>
      </h1>
      <SavedNote savedAt={savedAt} />
      {/* The page's intro, as the organisation page's: a choice's small print was the wrong size for it. */}
      <p>
        <Trans>Who receives your orders: a person, a ward or a store room. Past orders keep the address they were sent to.</Trans>
      </p>
      {/* None yet: said before the form that opens for the first one (not under it, where it read as the form's result). */}
      {list.length ? null : (
        <p className="empty-list">
          <Trans>No recipients yet.</Trans>
        </p>
      )}
      {editing === 'new' ? (
        <RecipientForm
          onSaved={(r) => {
            setList((l) => [r, ...l]);
            setEditing(null);
          }}
          {...(list.length ? { onCancel: () => setEditing(null) } : {})}
        />
      ) : (
        <Button kind="primary" className="recipients-add" onClick={() => setEditing('new')}>
          <Trans>Add a recipient</Trans>
        </Button>
      )}
      {list.length ? (
        <ul className="recipient-list">
          {list.map((r) => {
            const name = r.name;
            return (
              <li key={r.id} className="recipient-item">
                {editing === r.id ? (
                  <RecipientForm
                    initial={r}
                    onSaved={(saved) => {
                      setList((l) => l.map((x) => (x.id === saved.id ? saved : x)));
                      setEditing(null);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="recipient-row">
                    <div>
                      <RecipientLines recipient={r} />
                    </div>
                    <div className="form-actions">
                      <Button onClick={() => setEditing(r.id)} aria-label={t`Change ${name}`}>
                        <Trans>Change</Trans>
                      </Button>
                      <ConfirmButton title={t`Remove ${name}?`} okText={t`Remove`} cancelText={t`Keep`} onConfirm={() => remove(r)} className="button-secondary is-danger" label={t`Remove ${name}`}>
                        <Trans>Remove</Trans>
                      </ConfirmButton>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

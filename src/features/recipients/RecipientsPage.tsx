import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Popconfirm } from 'antd';
import { useState } from 'react';
import type { Recipient } from '../../../contract/store.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { AntdScope } from '../../ui/antd/AntdScope.tsx';
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
    <AntdScope>
      <section aria-labelledby="recipients-title" className="recipients">
        <h1 id="recipients-title">
          <Trans>Recipients</Trans>
        </h1>
        <SavedNote savedAt={savedAt} />
        <p className="choice-detail">
          <Trans>Who receives your orders: a person, a ward or a store room. Past orders keep the address they were sent to.</Trans>
        </p>
        {editing === 'new' ? (
          <RecipientForm
            onSaved={(r) => {
              setList((l) => [r, ...l]);
              setEditing(null);
            }}
            {...(list.length ? { onCancel: () => setEditing(null) } : {})}
          />
        ) : (
          <Button type="primary" onClick={() => setEditing('new')}>
            <Trans>Add a recipient</Trans>
          </Button>
        )}
        <List
          className="recipient-list"
          dataSource={list}
          locale={{ emptyText: t`No recipients yet.` }}
          renderItem={(r) => {
            const name = r.name;
            return (
              <List.Item key={r.id}>
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
                      <Popconfirm title={t`Remove ${name}?`} okText={t`Remove`} okButtonProps={{ danger: true }} cancelText={t`Keep`} onConfirm={() => remove(r)}>
                        <Button danger aria-label={t`Remove ${name}`}>
                          <Trans>Remove</Trans>
                        </Button>
                      </Popconfirm>
                    </div>
                  </div>
                )}
              </List.Item>
            );
          }}
        />
      </section>
    </AntdScope>
  );
}

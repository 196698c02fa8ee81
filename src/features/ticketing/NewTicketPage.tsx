import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { TICKET_PRIORITY, type TicketPriority } from '../../../contract/constants.ts';
import type { Titled } from '../../../contract/ticketing.ts';
import { Button } from '../../ui/Button.tsx';
import { Options } from '../../ui/Options.tsx';
import { useForm, type Checks } from '../../ui/use-form.tsx';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { formatDate, localDigits } from '../../i18n/format.ts';
import { useOnline } from '../../ui/use-online.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { submit } from '../outbox/outbox-runner.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { PRIORITY_OPTIONS, usePriorityText } from './TicketParts.tsx';
import './tickets.css';

type Values = { category_id: string; role_id: string; priority: string; order_id: string; title: string; description: string };
type Field = keyof Values;
const titled = (x: Titled) => ({ value: x.id, label: x.title });
const FIELDS: Field[] = ['category_id', 'role_id', 'priority', 'order_id', 'title', 'description'];

/** What is wrong with each field, as the server checks it (null: nothing). */
function useChecks(): Checks<Field, Values> {
  const { t } = useLingui();
  const length = (text: string, min: number, max: number) => text.trim().length >= min && text.trim().length <= max;
  return {
    category_id: (v) => (v.category_id ? null : t`Choose what the ticket is about.`),
    role_id: (v) => (v.role_id ? null : t`Choose a unit.`),
    priority: () => null,
    order_id: () => null,
    title: (v) => (length(v.title, 3, 150) ? null : t`Give the ticket a title (3 to 150 characters).`),
    description: (v) => (length(v.description, 5, 5000) ? null : t`Describe it in at least 5 characters.`),
  };
}

/**
 * `/dashboard/ticket/new`: a ticket and its photos wait in the outbox (works offline) and are
 * delivered once, together, when the network allows.
 */
export function NewTicketPage({ units, categories, orders, orderId }: { units: Titled[]; categories: Titled[]; orders: { id: number; number: string; created_at: string }[]; orderId: number | null }) {
  const { t } = useLingui();
  usePageTitle(t`New ticket`);
  const localeParam = useLocaleParam();
  const locale = useLocale();
  const navigate = useNavigate();
  const online = useOnline();
  const priorityText = usePriorityText();
  const [values, setValues] = useState<Values>({ category_id: '', role_id: '', priority: String(TICKET_PRIORITY.normal), order_id: orderId ? String(orderId) : '', title: '', description: '' });
  const form = useForm(FIELDS, useChecks(), values);
  const set = (f: Field, value: string) => setValues((v) => ({ ...v, [f]: value }));
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.ready()) return;
    const v = values;
    setBusy(true);
    try {
      await submit(
        'ticket.create',
        {
          local_id: crypto.randomUUID(),
          title: v.title.trim(),
          description: v.description.trim(),
          category_id: Number(v.category_id),
          role_id: Number(v.role_id),
          priority: Number(v.priority) as TicketPriority,
          order_id: v.order_id ? Number(v.order_id) : null,
        },
        { blobs: files.map((f) => ({ blob: f, name: f.name, type: f.type })) },
      );
      notify({
        kind: 'success',
        title: online ? t`Your ticket is on its way` : t`Your ticket is saved on this device`,
        description: online ? undefined : t`It is sent, with its files, as soon as you are back online.`,
      });
      await navigate({ to: '/{-$locale}/dashboard/ticket', params: { locale: localeParam } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="new-ticket-title" className="tickets">
        <h1 id="new-ticket-title">
          <Trans>New ticket</Trans>
        </h1>
        {!online ? (
          <p className="offline-note" role="status">
            <Trans>You are offline: write your ticket now; it waits on this device and is sent once you are back online.</Trans>
          </p>
        ) : null}
        <form className="ticket-form fields" noValidate onSubmit={(e) => void send(e)}>
          {form.field('category_id', t`What is it about?`, (p) => (
            <select {...p} className="field-input" value={values.category_id} onChange={(e) => set('category_id', e.target.value)}>
              <Options placeholder={t`Choose a subject`} options={categories.map(titled)} />
            </select>
          ))}
          {form.field('role_id', t`Which unit should answer?`, (p) => (
            <select {...p} className="field-input" value={values.role_id} onChange={(e) => set('role_id', e.target.value)}>
              <Options placeholder={t`Choose a unit`} options={units.map(titled)} />
            </select>
          ))}
          {form.field(
            'priority',
            t`Priority`,
            (p) => (
              <select {...p} className="field-input" value={values.priority} onChange={(e) => set('priority', e.target.value)}>
                <Options options={PRIORITY_OPTIONS.map((o) => ({ value: o, label: priorityText(o) }))} />
              </select>
            ),
            { optional: true },
          )}
          {orders.length || orderId
            ? form.field(
                'order_id',
                t`About an order`,
                (p) => (
                  <select {...p} className="field-input" value={values.order_id} onChange={(e) => set('order_id', e.target.value)}>
                    <option value="">{t`Not about an order`}</option>
                    {orderId && !orders.some((o) => o.id === orderId) ? <option value={orderId}>{localDigits(`ORD-${orderId}`, locale)}</option> : null}
                    {orders.map((o) => (
                      <option key={o.id} value={o.id}>
                        {`${localDigits(o.number, locale)} · ${formatDate(o.created_at, locale)}`}
                      </option>
                    ))}
                  </select>
                ),
                { optional: true },
              )
            : null}
          {form.field('title', t`Title`, (p) => (
            <input {...p} className="field-input" maxLength={150} value={values.title} onChange={(e) => set('title', e.target.value)} />
          ))}
          {form.field('description', t`Describe the problem or the request`, (p) => (
            <textarea {...p} className="field-input" rows={5} maxLength={5000} value={values.description} onChange={(e) => set('description', e.target.value)} />
          ))}
          <AttachmentPicker files={files} onChange={setFiles} />
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy}>
              <Trans>Send the ticket</Trans>
            </Button>
          </div>
        </form>
    </section>
  );
}

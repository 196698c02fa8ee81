import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { TICKET_PRIORITY, type TicketPriority } from '../../../contract/constants.ts';
import type { Titled } from '../../../contract/ticketing.ts';
import { AntdScope } from '../../ui/antd/AntdScope.tsx';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { formatDate, localDigits } from '../../i18n/format.ts';
import { useOnline } from '../../ui/use-online.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { submit } from '../outbox/outbox-runner.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { PRIORITY_OPTIONS, PriorityLabel } from './TicketParts.tsx';
import './tickets.css';

type Values = { category_id: number; role_id: number; priority: TicketPriority; title: string; description: string; order_id?: number };

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
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async (v: Values) => {
    setBusy(true);
    try {
      await submit(
        'ticket.create',
        { local_id: crypto.randomUUID(), title: v.title.trim(), description: v.description.trim(), category_id: v.category_id, role_id: v.role_id, priority: v.priority, order_id: v.order_id ?? null },
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
    <AntdScope>
      <section aria-labelledby="new-ticket-title" className="tickets">
        <h1 id="new-ticket-title">
          <Trans>New ticket</Trans>
        </h1>
        {!online ? (
          <p className="offline-note" role="status">
            <Trans>You are offline: write your ticket now; it waits on this device and is sent once you are back online.</Trans>
          </p>
        ) : null}
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={{ priority: TICKET_PRIORITY.normal, ...(orderId ? { order_id: orderId } : {}) }}
          onFinish={(v) => void send(v)}
          className="ticket-form"
        >
          <Form.Item name="category_id" label={t`What is it about?`} rules={[{ required: true, message: t`Choose what the ticket is about.` }]}>
            <Select placeholder={t`Choose a subject`} options={categories.map((c) => ({ value: c.id, label: c.title }))} />
          </Form.Item>
          <Form.Item name="role_id" label={t`Which unit should answer?`} rules={[{ required: true, message: t`Choose a unit.` }]}>
            <Select placeholder={t`Choose a unit`} options={units.map((u) => ({ value: u.id, label: u.title }))} />
          </Form.Item>
          <Form.Item name="priority" label={t`Priority`}>
            <Select options={PRIORITY_OPTIONS.map((p) => ({ value: p, label: <PriorityLabel priority={p} /> }))} />
          </Form.Item>
          {orders.length || orderId ? (
            <Form.Item name="order_id" label={t`About an order`}>
              <Select
                allowClear
                placeholder={t`Not about an order`}
                options={[
                  ...(orderId && !orders.some((o) => o.id === orderId) ? [{ value: orderId, label: localDigits(`ORD-${orderId}`, locale) }] : []),
                  ...orders.map((o) => ({ value: o.id, label: `${localDigits(o.number, locale)} · ${formatDate(o.created_at, locale)}` })),
                ]}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="title" label={t`Title`} rules={[{ required: true, min: 3, max: 150, whitespace: true, message: t`Give the ticket a title (3 to 150 characters).` }]}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t`Describe the problem or the request`}
            rules={[{ required: true, min: 5, max: 5000, whitespace: true, message: t`Describe it in at least 5 characters.` }]}
          >
            <Input.TextArea rows={5} maxLength={5000} />
          </Form.Item>
          <AttachmentPicker files={files} onChange={setFiles} />
          <div className="form-actions">
            <Button type="primary" htmlType="submit" loading={busy}>
              <Trans>Send the ticket</Trans>
            </Button>
          </div>
        </Form>
      </section>
    </AntdScope>
  );
}

/**
 * One order at the desk: what to pack and where it goes, its payments and history, and the moves
 * its status allows (contract ORDER_TRANSITIONS): prepare, ship (carrier and tracking code), mark
 * delivered, or cancel with a reason (the money goes back as the rules say). Of two people moving
 * it at once one move happens; the other is told what happened and sees the order as it is.
 */
import { ShippedLots } from '../orders/ShippedLots.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, Descriptions, Drawer, Form, Input, Popconfirm, Skeleton, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { ORDER_TRANSITIONS } from '../../../contract/constants.ts';
import type { DeskOrder } from '../../../contract/staff.ts';
import type { OrderLine } from '../../../contract/store.ts';
import { formatNumber, localDigits, placeLine } from '../../i18n/format.ts';
import { Price } from '../../product/Price.tsx';
import { QuantityInBoxes } from '../../product/PackWords.tsx';
import { Code } from '../../ui/Code.tsx';
import { PersonText } from '../../ui/PersonText.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { RoleLabel, StatusLabel } from '../orders/order-parts.tsx';
import { OrderNote } from '../orders/OrderNote.tsx';
import { currentDesk, holds } from './desk-client.ts';
import { fetchDeskOrder, moveOrder, type OrderMove } from './desk-api.ts';
import { DeskError, MemberLine, When } from './DeskParts.tsx';
import { reloadWhenStale, useDeskAction, useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

type Sheet = 'ship' | 'cancel' | null;

export function DeskOrderPage({ id }: { id: number }) {
  const { t } = useLingui();
  const lang = useLocale();
  const locale = useLocaleParam();
  const order = useDeskData(() => fetchDeskOrder(lang, id), [lang, id]);
  const data = order.data;
  usePageTitle(data ? data.number : t`Order`);
  const [sheet, setSheet] = useState<Sheet>(null);
  const move = useDeskAction(async (m: OrderMove) => {
    await moveOrder(lang, id, m);
    const fresh = await fetchDeskOrder(lang, id);
    order.set(fresh);
    setSheet(null);
    return fresh;
    // Someone else moved it first (409) or the move no longer applies (422): the order as it is now.
  }, reloadWhenStale(order.reload, [409, 422]));

  if (order.error && !data) {
    return (
      <section className="desk-page">
        <DeskError error={order.error} retry={order.reload} />
      </section>
    );
  }
  if (!data) return <Skeleton active className="desk-page" />;

  const may = holds(currentDesk().session, 'fulfilment');
  const next = ORDER_TRANSITIONS[data.status];
  const r = data.recipient;

  return (
    <div className="desk-page">
      <p className="desk-back">
        <Link to="/{-$locale}/desk/orders" params={{ locale }} activeOptions={CURRENT_WHEN_SAME}>
          <Trans>All orders</Trans>
        </Link>
      </p>
      <h1 id="desk-title">
        <bdi dir="ltr">{data.number}</bdi>{' '}
        <Tag bordered={false} className="desk-tag-strong">
          <StatusLabel status={data.status} />
        </Tag>
      </h1>

      <div className="desk-actions" role="group" aria-label={t`What to do with the order`}>
        {may && next.includes('processing') ? (
          <Button type="primary" loading={move.busy} onClick={() => void move.run({ to: 'processing' })}>
            <Trans>Start preparing</Trans>
          </Button>
        ) : null}
        {may && next.includes('shipped') ? (
          <Button type="primary" onClick={() => setSheet('ship')}>
            <Trans>Ship…</Trans>
          </Button>
        ) : null}
        {may && next.includes('delivered') ? (
          <Popconfirm title={t`Mark this order as delivered?`} okText={t`Delivered`} cancelText={t`Not yet`} onConfirm={() => void move.run({ to: 'delivered' })}>
            <Button type="primary" loading={move.busy}>
              <Trans>Mark delivered</Trans>
            </Button>
          </Popconfirm>
        ) : null}
        <Link to="/{-$locale}/desk/orders/$orderId/slip" params={{ locale, orderId: id }} className="button-secondary">
          <Trans>Packing slip</Trans>
        </Link>
        <Link to="/{-$locale}/desk/orders/$orderId/invoice" params={{ locale, orderId: id }} className="button-secondary">
          <Trans>Invoice</Trans>
        </Link>
        {may && next.includes('cancelled') ? (
          <Button danger onClick={() => setSheet('cancel')}>
            <Trans>Cancel the order…</Trans>
          </Button>
        ) : null}
      </div>
      <DeskError error={move.error} retry={() => void move.retry()} />

      <div className="desk-split">
        <section aria-labelledby="desk-lines-title">
          <h2 id="desk-lines-title">
            <Trans>What to pack</Trans>
          </h2>
          <DeskTable<OrderLine>
            rowKey={(l) => `${l.product_id}:${l.guaranteed}`}
            pagination={false}
            dataSource={data.items}
            columns={[
              { title: t`Code`, key: 'code', render: (_, l) => <Code>{l.code}</Code> },
              {
                title: t`Product`,
                key: 'title',
                render: (_, l) => (
                  <>
                    <bdi>
                      <ProductTitle text={l.title} />
                    </bdi>
                    {l.guaranteed ? (
                      <Tag bordered={false} className="desk-tag-inline">
                        <Trans>With replacement guarantee</Trans>
                      </Tag>
                    ) : null}
                    {l.comment ? <PersonText as="span" className="desk-muted desk-block" text={l.comment} /> : null}
                    <ShippedLots line={l} className="desk-muted" />
                  </>
                ),
              },
              {
                title: t`Qty`,
                key: 'qty',
                render: (_, l) => (
                  <>
                    {formatNumber(l.quantity, lang)}
                    <QuantityInBoxes quantity={l.quantity} boxes={l.boxes} className="desk-muted desk-block" />
                  </>
                ),
              },
              { title: t`Amount`, key: 'amount', render: (_, l) => <Price rial={l.line_total} /> },
            ]}
          />
          <Descriptions size="small" column={1} className="desk-facts">
            <Descriptions.Item label={t`Total`}>
              <Price rial={data.total} />
            </Descriptions.Item>
            {data.note ? <Descriptions.Item label={t`The member's note`}>{data.note}</Descriptions.Item> : null}
          </Descriptions>

          <h2>
            <Trans>History</Trans>
          </h2>
          <Timeline
            items={data.history.map((e) => ({
              children: (
                <>
                  <strong>
                    <StatusLabel status={e.status} />
                  </strong>{' '}
                  <When at={e.created_at} />
                  {e.by ? (
                    <>
                      {' '}
                      — {e.by.name} (<RoleLabel role={e.by.role} />)
                    </>
                  ) : null}
                  <div className="desk-muted">
                    <OrderNote line={e} reader="staff" />
                  </div>
                </>
              ),
            }))}
          />
        </section>

        <aside className="desk-side" aria-labelledby="desk-to-title">
          <h2 id="desk-to-title">
            <Trans>Deliver to</Trans>
          </h2>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t`Recipient`}>{r.name}</Descriptions.Item>
            <Descriptions.Item label={t`Mobile`}>
              <bdi dir="ltr">{localDigits(`0${r.mobile}`, lang)}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t`Address`}>{placeLine([r.province.title, r.city.title, r.address], lang)}</Descriptions.Item>
            <Descriptions.Item label={t`Postal code`}>
              <bdi dir="ltr">{localDigits(r.postal_code, lang)}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t({ message: 'Shipping', context: 'shipping method' })}>{data.transmit.title}</Descriptions.Item>
            {data.shipment ? (
              <Descriptions.Item label={t`Tracking`}>
                {data.shipment.carrier} <Code>{data.shipment.tracking_code}</Code>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t`Member`}>
              <MemberLine member={data.member} />
            </Descriptions.Item>
            <Descriptions.Item label={t`Ordered`}>
              <When at={data.created_at} />
            </Descriptions.Item>
          </Descriptions>
          <h2>
            <Trans>Payments</Trans>
          </h2>
          <ul className="desk-order-list">
            {data.payments.map((p) => (
              <li key={p.id}>
                <Price rial={p.amount} /> · {p.method === 'credit' ? t`Store credit` : p.method === 'transfer' ? t`Bank transfer` : (p.gateway ?? t`Gateway`)} · <PaymentState status={p.status} refund={!!p.refund} />
                {p.receipt ? (
                  <div className="desk-muted">
                    <Code>{p.receipt}</Code>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <ShipDrawer open={sheet === 'ship'} order={data} busy={move.busy} onClose={() => setSheet(null)} onShip={(carrier, code) => void move.run({ to: 'shipped', carrier, tracking_code: code })} />
      <CancelDrawer open={sheet === 'cancel'} order={data} busy={move.busy} onClose={() => setSheet(null)} onCancel={(reason) => void move.run({ to: 'cancelled', reason })} />
    </div>
  );
}

function PaymentState({ status, refund }: { status: 'pending' | 'paid' | 'failed' | 'cancelled'; refund: boolean }) {
  if (refund) return <Trans context="staff desk">Refund</Trans>;
  switch (status) {
    case 'pending':
      return <Trans>Pending</Trans>;
    case 'paid':
      return <Trans>Paid</Trans>;
    case 'failed':
      return <Trans>Failed</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
  }
}

function ShipDrawer({ open, order, busy, onClose, onShip }: { open: boolean; order: DeskOrder; busy: boolean; onClose: () => void; onShip: (carrier: string, code: string) => void }) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ carrier: string; tracking_code: string }>();
  const n = order.number;
  return (
    <Drawer open={open} onClose={onClose} title={t`Ship ${n}`} destroyOnHidden width={420}>
      <Form form={form} layout="vertical" initialValues={{ carrier: order.transmit.title, tracking_code: '' }} onFinish={(v) => onShip(v.carrier.trim(), v.tracking_code.trim())}>
        <Form.Item name="carrier" label={t`Carrier`} rules={[{ required: true, whitespace: true, message: t`Name the carrier.` }, { max: 60 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="tracking_code"
          label={t`Tracking code`}
          extra={t`As printed on the carrier's label: letters, digits, - and _.`}
          rules={[
            { required: true, whitespace: true, message: t`Enter the parcel's tracking code.` },
            { pattern: /^\s*[\w-]{1,40}\s*$/, message: t`Letters, digits, - and _ only, at most 40.` },
          ]}
        >
          <Input dir="ltr" autoComplete="off" inputMode="text" />
        </Form.Item>
        <p className="desk-muted">
          <Trans>The member is told, with the tracking code.</Trans>
        </p>
        <Button type="primary" htmlType="submit" loading={busy} block>
          <Trans>Mark shipped</Trans>
        </Button>
      </Form>
    </Drawer>
  );
}

function CancelDrawer({ open, order, busy, onClose, onCancel }: { open: boolean; order: DeskOrder; busy: boolean; onClose: () => void; onCancel: (reason: string) => void }) {
  const { t } = useLingui();
  const n = order.number;
  const paid = order.payments.some((p) => p.status === 'paid' && !p.refund);
  const byTransfer = order.payments.some((p) => p.status === 'paid' && !p.refund && p.method === 'transfer');
  return (
    <Drawer open={open} onClose={onClose} title={t`Cancel ${n}`} destroyOnHidden width={420}>
      <Form layout="vertical" onFinish={(v: { reason: string }) => onCancel(v.reason.trim())}>
        <Form.Item name="reason" label={t`Why is it cancelled?`} extra={t`The member reads this in the order's history.`} rules={[{ required: true, whitespace: true, message: t`Give the reason.` }, { max: 300 }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={300} showCount />
        </Form.Item>
        {paid ? (
          <p>
            <Trans>What was paid goes back: to the card through the bank, and store credit to the member's credit.</Trans>
          </p>
        ) : null}
        {byTransfer ? (
          <p>
            <Trans>A bank transfer goes back by bank: the accounts team sends it and records it on the organisation's page.</Trans>
          </p>
        ) : null}
        <Button danger type="primary" htmlType="submit" loading={busy} block>
          <Trans>Cancel the order</Trans>
        </Button>
      </Form>
    </Drawer>
  );
}

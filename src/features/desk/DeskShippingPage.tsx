/**
 * Admins' shipping methods: each method's price, the cart total over which it is free, and the
 * carrier's tracking page (`{code}` where the parcel's tracking code goes), which members open
 * from their shipped orders. A change applies to the next checkout.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Form, Input, InputNumber, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { DeskShipping } from '../../../contract/staff.ts';
import { Price } from '../../product/Price.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { changeShipping, fetchShipping } from './desk-api.ts';
import { DeskError, InToman, localNumberField } from './DeskParts.tsx';
import { useDeskAction, useDeskData } from './use-desk-data.ts';
import { useDeliveryDays } from '../orders/order-parts.tsx';
import { DeskTable } from './DeskTable.tsx';

/** Where a template takes the tracking code (the server's word for it, not translated). */
const CODE = '{code}';

type Change = { price: number; free_over: number | null; tracking_url: string };

export function DeskShippingPage() {
  const { t } = useLingui();
  const deliveryDays = useDeliveryDays();
  const lang = useLocale();
  usePageTitle(t`Shipping`);
  const methods = useDeskData(() => fetchShipping(lang), [lang]);
  const [open, setOpen] = useState<DeskShipping | null>(null);

  const columns: TableColumnsType<DeskShipping> = [
    {
      title: t`Method`,
      key: 'title',
      render: (_, m) => (
        <Button type="link" className="desk-row-button" onClick={() => setOpen(m)}>
          {m.title}
          {m.active ? null : (
            <Tag bordered={false} className="desk-tag-inline">
              <Trans>Not offered</Trans>
            </Tag>
          )}
        </Button>
      ),
    },
    { title: t`Price`, key: 'price', render: (_, m) => <Price rial={m.price} /> },
    { title: t`Free over`, key: 'free', responsive: ['md'], render: (_, m) => (m.free_over === null ? '—' : <Price rial={m.free_over} />) },
    {
      title: t`Delivery time`,
      key: 'days',
      responsive: ['md'],
      render: (_, m) => deliveryDays(m.delivery_days_min, m.delivery_days_max),
    },
    { title: t`Tracking page`, key: 'tracking', responsive: ['lg'], render: (_, m) => (m.tracking_url ? <bdi dir="ltr" className="desk-change">{m.tracking_url}</bdi> : '—') },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Shipping</Trans>
      </h1>
      <DeskError error={methods.error} retry={methods.reload} />
      <DeskTable<DeskShipping> rowKey="id" columns={columns} dataSource={methods.data ?? []} loading={methods.loading} pagination={false} />
      {open ? (
        <ShippingDrawer
          key={open.id}
          method={open}
          onClose={() => setOpen(null)}
          onChanged={(m) => {
            methods.set((methods.data ?? []).map((x) => (x.id === m.id ? m : x)));
            setOpen(null);
          }}
        />
      ) : null}
    </section>
  );
}

function ShippingDrawer({ method, onClose, onChanged }: { method: DeskShipping; onClose: () => void; onChanged: (m: DeskShipping) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const numberField = localNumberField(lang);
  const save = useDeskAction(async (v: Change) => {
    const next = await changeShipping(lang, method.id, { price: v.price, free_over: v.free_over ?? null, tracking_url: v.tracking_url.trim() || null });
    onChanged(next);
    return next;
  });
  return (
    <Drawer open onClose={onClose} title={method.title} destroyOnHidden width={460}>
      <Form<Change>
        layout="vertical"
        initialValues={{ price: method.price, free_over: method.free_over, tracking_url: method.tracking_url ?? '' }}
        onFinish={(v) => void save.run(v)}
      >
        <Form.Item name="price" label={t`Price (Rial)`} extra={<InToman name="price" />} rules={[{ required: true, message: t`Enter the price.` }]}>
          <InputNumber<number> className="desk-number" min={0} precision={0} {...numberField} />
        </Form.Item>
        <Form.Item
          name="free_over"
          label={t`Free for carts over (Rial)`}
          extra={<InToman name="free_over" note={t`Empty: never free.`} />}
        >
          <InputNumber<number> className="desk-number" min={0} precision={0} {...numberField} />
        </Form.Item>
        <Form.Item
          name="tracking_url"
          label={t`Tracking page`}
          extra={t`The carrier's page for a parcel, with ${CODE} where the tracking code goes. Empty: none.`}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const s = (v ?? '').trim();
                if (!s) return Promise.resolve();
                let https = false;
                try {
                  https = new URL(s.replace('{code}', 'X')).protocol === 'https:';
                } catch {
                  https = false;
                }
                return https && s.includes('{code}') ? Promise.resolve() : Promise.reject(new Error(t`An https address with ${CODE} in it.`));
              },
            },
          ]}
        >
          <Input dir="ltr" inputMode="url" autoComplete="off" placeholder="https://tracking.example/?id={code}" />
        </Form.Item>
        <DeskError error={save.error} retry={() => void save.retry()} />
        <Button type="primary" htmlType="submit" loading={save.busy} block>
          <Trans>Save</Trans>
        </Button>
      </Form>
    </Drawer>
  );
}

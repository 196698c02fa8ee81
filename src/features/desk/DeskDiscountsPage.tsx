/**
 * Admins' discount codes: each code's terms, its period and how many orders hold it (of its
 * limit); a new code made with its terms; a code's limit changed, the code ended now, and the
 * orders that used it. Dates are chosen as days from today and shown in the page's calendar.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, Checkbox, Descriptions, Drawer, Form, Input, InputNumber, Popconfirm, Radio, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { DeskDiscount, DeskDiscountTerms, DeskDiscountUse } from '../../../contract/staff.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { Price } from '../../product/Price.tsx';
import { Code } from '../../ui/Code.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { StatusLabel } from '../orders/order-parts.tsx';
import { addDiscount, changeDiscount, discountUses, endDiscount, fetchDiscounts } from './desk-api.ts';
import { DeskError, InToman, localNumberField, MemberLine, When } from './DeskParts.tsx';
import { useDeskAction, useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';

const DAY_MS = 86_400_000;
type State = 'active' | 'ended' | 'waiting' | 'used_up';
const stateOf = (d: DeskDiscount, now = Date.now()): State =>
  d.expires_at && Date.parse(d.expires_at) <= now ? 'ended' : Date.parse(d.starts_at) > now ? 'waiting' : d.max_uses !== null && d.used_count >= d.max_uses ? 'used_up' : 'active';

function StateTag({ state }: { state: State }) {
  switch (state) {
    case 'active':
      return (
        <Tag bordered={false} className="desk-ok">
          <Trans>In use</Trans>
        </Tag>
      );
    case 'waiting':
      return (
        <Tag bordered={false}>
          <Trans>Not started</Trans>
        </Tag>
      );
    case 'used_up':
      return (
        <Tag bordered={false} className="desk-turn">
          <Trans>Used up</Trans>
        </Tag>
      );
    case 'ended':
      return (
        <Tag bordered={false}>
          <Trans>Ended</Trans>
        </Tag>
      );
  }
}

/** What a code takes off, in words: `10%, at most 500,000 Toman` or `500,000 Toman`. */
function Takes({ d }: { d: DeskDiscount }) {
  const locale = useLocale();
  const percent = formatNumber(d.value, locale);
  return d.kind === 'percent' ? (
    <>
      <Trans>{percent}% off</Trans>
      {d.max_discount !== null ? (
        <>
          {' '}
          (<Trans>at most</Trans> <Price rial={d.max_discount} />)
        </>
      ) : null}
    </>
  ) : (
    <>
      <Price rial={d.value} /> <Trans>off</Trans>
    </>
  );
}

export function DeskDiscountsPage() {
  const { t } = useLingui();
  const lang = useLocale();
  usePageTitle(t`Discount codes`);
  const codes = useDeskData(() => fetchDiscounts(), []);
  const [open, setOpen] = useState<DeskDiscount | 'new' | null>(null);
  const replace = (d: DeskDiscount) => {
    const list = codes.data ?? [];
    codes.set(list.some((x) => x.id === d.id) ? list.map((x) => (x.id === d.id ? d : x)) : [d, ...list]);
  };

  const columns: TableColumnsType<DeskDiscount> = [
    {
      title: t`Code`,
      key: 'code',
      render: (_, d) => (
        <Button type="link" className="desk-row-button" onClick={() => setOpen(d)}>
          <Code>{d.code}</Code>
        </Button>
      ),
    },
    { title: t`Takes off`, key: 'takes', render: (_, d) => <Takes d={d} /> },
    { title: t`State`, key: 'state', render: (_, d) => <StateTag state={stateOf(d)} /> },
    {
      title: t`Used`,
      key: 'used',
      render: (_, d) => {
        const used = formatNumber(d.used_count, lang);
        const limit = d.max_uses === null ? null : formatNumber(d.max_uses, lang);
        return limit === null ? used : t`${used} of ${limit}`;
      },
    },
    { title: t`Ends`, key: 'ends', responsive: ['md'], render: (_, d) => (d.expires_at ? <When at={d.expires_at} /> : t`No end`) },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <div className="desk-title-row">
        <h1 id="desk-title">
          <Trans>Discount codes</Trans>
        </h1>
        <Button type="primary" onClick={() => setOpen('new')}>
          <Trans>New code</Trans>
        </Button>
      </div>
      <DeskError error={codes.error} retry={codes.reload} />
      <DeskTable<DeskDiscount> rowKey="id" columns={columns} dataSource={codes.data ?? []} loading={codes.loading} pagination={false} />
      {open === 'new' ? (
        <NewCodeDrawer
          onClose={() => setOpen(null)}
          onMade={(d) => {
            replace(d);
            setOpen(d);
          }}
        />
      ) : open ? (
        <CodeDrawer
          key={open.id}
          code={open}
          onClose={() => setOpen(null)}
          onChanged={(d) => {
            replace(d);
            setOpen(d);
          }}
        />
      ) : null}
    </section>
  );
}

type NewCode = { code: string; kind: 'percent' | 'fixed'; value: number; max_discount: number | null; min_total: number | null; starts_in: number; lasts: number | null; once_per_member: boolean; max_uses: number | null };

function NewCodeDrawer({ onClose, onMade }: { onClose: () => void; onMade: (d: DeskDiscount) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const [form] = Form.useForm<NewCode>();
  // Today, as the drawer opened: the dates shown under the fields count from it.
  const [today] = useState(() => Date.now());
  const kind = Form.useWatch('kind', form) ?? 'percent';
  const startsIn = Form.useWatch('starts_in', form) ?? 0;
  const lasts = Form.useWatch('lasts', form);
  const numberField = localNumberField(lang);
  const make = useDeskAction(async (v: NewCode) => {
    const starts = new Date(Date.now() + (v.starts_in ?? 0) * DAY_MS);
    const made = await addDiscount({
      code: v.code.trim().toUpperCase(),
      kind: v.kind,
      value: v.value,
      max_discount: v.kind === 'percent' ? (v.max_discount ?? null) : null,
      min_total: v.min_total ?? 0,
      starts_at: starts.toISOString(),
      expires_at: v.lasts ? new Date(starts.getTime() + v.lasts * DAY_MS).toISOString() : null,
      once_per_member: v.once_per_member,
      max_uses: v.max_uses ?? null,
    });
    onMade(made);
    return made;
  });
  const startsAt = new Date(today + startsIn * DAY_MS);
  const from = startsIn ? formatDateTime(startsAt, lang) : t`now`;
  const until = lasts ? formatDateTime(new Date(startsAt.getTime() + lasts * DAY_MS), lang) : t`no end`;

  return (
    <Drawer open onClose={onClose} title={t`New discount code`} destroyOnHidden width={460}>
      <Form<NewCode> form={form} layout="vertical" initialValues={{ kind: 'percent', starts_in: 0, once_per_member: false }} onFinish={(v) => void make.run(v)}>
        <Form.Item name="code" label={t`Code`} extra={t`What members type at checkout: 3 to 30 letters, digits, - or _.`} rules={[{ required: true, pattern: /^\s*[A-Za-z0-9_-]{3,30}\s*$/, message: t`3 to 30 letters, digits, - or _.` }]}>
          <Input dir="ltr" autoComplete="off" className="desk-code-input" />
        </Form.Item>
        <Form.Item name="kind" label={t`It takes off`}>
          <Radio.Group
            options={[
              { value: 'percent', label: t`A percentage` },
              { value: 'fixed', label: t`An amount (Rial)` },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={kind === 'percent' ? t`Percent` : t`Amount (Rial)`}
          extra={kind === 'percent' ? undefined : <InToman name="value" />}
          rules={[{ required: true, message: t`Enter how much.` }, { type: 'number', min: 1, max: kind === 'percent' ? 100 : 1e13, message: kind === 'percent' ? t`1 to 100.` : t`At least 1.` }]}
        >
          <InputNumber<number> className="desk-number" precision={0} {...numberField} />
        </Form.Item>
        {kind === 'percent' ? (
          <Form.Item
            name="max_discount"
            label={t`At most (Rial)`}
            extra={<InToman name="max_discount" note={t`Empty: no cap.`} />}
          >
            <InputNumber<number> className="desk-number" min={0} precision={0} {...numberField} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="min_total"
          label={t`For carts of at least (Rial)`}
          extra={<InToman name="min_total" note={t`Empty: any cart.`} />}
        >
          <InputNumber<number> className="desk-number" min={0} precision={0} {...numberField} />
        </Form.Item>
        <Form.Item name="starts_in" label={t`Starts in (days from today)`} extra={t`From ${from}.`}>
          <InputNumber<number> className="desk-number" min={0} max={365} precision={0} {...numberField} />
        </Form.Item>
        <Form.Item name="lasts" label={t`Lasts (days)`} extra={t`Until ${until}. Empty: no end.`}>
          <InputNumber<number> className="desk-number" min={1} max={3650} precision={0} {...numberField} />
        </Form.Item>
        <Form.Item name="max_uses" label={t`Orders that may use it`} extra={t`Empty: no limit.`}>
          <InputNumber<number> className="desk-number" min={1} precision={0} {...numberField} />
        </Form.Item>
        <Form.Item name="once_per_member" valuePropName="checked">
          <Checkbox>
            <Trans>Once per member</Trans>
          </Checkbox>
        </Form.Item>
        <DeskError error={make.error} retry={() => void make.retry()} />
        <Button type="primary" htmlType="submit" loading={make.busy} block>
          <Trans>Make the code</Trans>
        </Button>
      </Form>
    </Drawer>
  );
}

function CodeDrawer({ code, onClose, onChanged }: { code: DeskDiscount; onClose: () => void; onChanged: (d: DeskDiscount) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const locale = useLocaleParam();
  const uses = useDeskData(() => discountUses(code.id), [code.id, code.used_count]);
  const numberField = localNumberField(lang);
  const limit = useDeskAction(async (max_uses: number | null) => {
    const terms: DeskDiscountTerms = {
      kind: code.kind,
      value: code.value,
      max_discount: code.max_discount,
      min_total: code.min_total,
      starts_at: code.starts_at,
      expires_at: code.expires_at,
      once_per_member: code.once_per_member,
      max_uses,
    };
    const next = await changeDiscount(code.id, terms);
    onChanged(next);
    return next;
  });
  const end = useDeskAction(async () => {
    const next = await endDiscount(code.id);
    onChanged(next);
    return next;
  });
  const state = stateOf(code);

  const columns: TableColumnsType<DeskDiscountUse> = [
    {
      title: t`Order`,
      key: 'order',
      render: (_, u) => (
        <Link to="/{-$locale}/desk/orders/$orderId" params={{ locale, orderId: u.id }}>
          <bdi dir="ltr" className="code">{u.number}</bdi>
        </Link>
      ),
    },
    { title: t`Status`, key: 'status', render: (_, u) => <StatusLabel status={u.status} /> },
    { title: t`Member`, key: 'member', responsive: ['md'], render: (_, u) => <MemberLine member={u.member} /> },
    { title: t`Took off`, key: 'discount', render: (_, u) => <Price rial={u.discount} /> },
    { title: t`When`, key: 'when', responsive: ['md'], render: (_, u) => <When at={u.created_at} /> },
  ];

  return (
    <Drawer open onClose={onClose} title={<Code>{code.code}</Code>} destroyOnHidden width={560}>
      <Descriptions size="small" column={1} className="desk-facts">
        <Descriptions.Item label={t`State`}>
          <StateTag state={state} />
        </Descriptions.Item>
        <Descriptions.Item label={t`Takes off`}>
          <Takes d={code} />
        </Descriptions.Item>
        {code.min_total ? (
          <Descriptions.Item label={t`For carts of at least`}>
            <Price rial={code.min_total} />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t`Starts`}>
          <When at={code.starts_at} />
        </Descriptions.Item>
        <Descriptions.Item label={t`Ends`}>{code.expires_at ? <When at={code.expires_at} /> : t`No end`}</Descriptions.Item>
        <Descriptions.Item label={t`Once per member`}>{code.once_per_member ? t`Yes` : t`No`}</Descriptions.Item>
      </Descriptions>
      <Form layout="vertical" initialValues={{ max_uses: code.max_uses }} onFinish={(v: { max_uses: number | null | undefined }) => void limit.run(v.max_uses ?? null)}>
        <Form.Item name="max_uses" label={t`Orders that may use it`} extra={t`Empty: no limit.`}>
          <InputNumber<number> className="desk-number" min={1} precision={0} {...numberField} />
        </Form.Item>
        <div className="desk-actions">
          <Button htmlType="submit" loading={limit.busy}>
            <Trans>Save the limit</Trans>
          </Button>
          {state !== 'ended' ? (
            <Popconfirm title={t`End this code now?`} description={t`Orders that used it keep their discount.`} okText={t`End it`} okButtonProps={{ danger: true }} cancelText={t`Keep it`} onConfirm={() => void end.run()}>
              <Button danger loading={end.busy}>
                <Trans>End now</Trans>
              </Button>
            </Popconfirm>
          ) : null}
        </div>
      </Form>
      <DeskError error={limit.error ?? end.error} retry={limit.error ? () => void limit.retry() : () => void end.retry()} />
      <h2 className="desk-subtitle">
        <Trans>Orders that used it</Trans>
      </h2>
      <DeskError error={uses.error} retry={uses.reload} />
      <DeskTable<DeskDiscountUse> rowKey="id" columns={columns} dataSource={uses.data ?? []} loading={uses.loading} pagination={false} locale={{ emptyText: <span className="desk-muted">{t`None yet.`}</span> }} />
    </Drawer>
  );
}

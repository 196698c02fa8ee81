/**
 * The catalogue team's prices and stock: find a product, change its price, its price with the
 * replacement guarantee and its stock (against the stock the screen showed: an order that took some
 * meanwhile is never overwritten), with the product's history of changes beside the form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Drawer, Form, Input, InputNumber, Table, Timeline, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { DeskProduct } from '../../../contract/staff.ts';
import { formatNumber } from '../../i18n/format.ts';
import { Price } from '../../product/Price.tsx';
import { Code } from '../../ui/Code.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { changeProduct, findProducts, productHistory } from './desk-api.ts';
import { DeskError, localNumberField, When } from './DeskParts.tsx';
import { DeskLots } from './DeskLots.tsx';
import { DeskProductDocs } from './DeskProductDocs.tsx';
import { useDeskAction, useDeskData } from './use-desk-data.ts';

export function DeskProductsPage({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  usePageTitle(t`Prices and stock`);
  const found = useDeskData(() => findProducts(q ?? ''), [q]);
  const [open, setOpen] = useState<DeskProduct | null>(null);
  const title = (p: DeskProduct) => (lang === 'fa' ? p.title_fa : p.title_en);

  const columns: TableColumnsType<DeskProduct> = [
    { title: t`Code`, key: 'code', render: (_, p) => <Code>{p.code}</Code> },
    {
      title: t`Product`,
      key: 'title',
      render: (_, p) => (
        <Button type="link" className="desk-row-button" onClick={() => setOpen(p)}>
          <bdi>{title(p)}</bdi>
        </Button>
      ),
    },
    { title: t`Price`, key: 'price', render: (_, p) => <Price rial={p.price} /> },
    { title: t`With guarantee`, key: 'pwg', responsive: ['md'], render: (_, p) => (p.price_with_guarantee === null ? '—' : <Price rial={p.price_with_guarantee} />) },
    { title: t`Stock`, key: 'stock', render: (_, p) => formatNumber(p.stock, lang) },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Prices and stock</Trans>
      </h1>
      <div className="desk-filters">
        <Input.Search
          aria-label={t`Find a product`}
          placeholder={t`Code, title or id`}
          defaultValue={q}
          allowClear
          enterButton={t`Find`}
          onSearch={(v) => onSearch(v.trim() || undefined)}
          className="desk-search"
        />
      </div>
      <DeskError error={found.error} retry={found.reload} />
      <Table<DeskProduct>
        rowKey="id"
        columns={columns}
        dataSource={found.data ?? []}
        loading={found.loading}
        scroll={{ x: true }}
        pagination={false}
        locale={{ emptyText: <span className="desk-muted">{t`No product matches.`}</span> }}
      />
      {open ? (
        <ProductDrawer
          key={open.id}
          product={open}
          title={title(open)}
          onClose={() => setOpen(null)}
          onChanged={(p) => {
            found.set((found.data ?? []).map((x) => (x.id === p.id ? p : x)));
            setOpen(p);
          }}
        />
      ) : null}
    </section>
  );
}

type Change = { price: number; price_with_guarantee: number | null; stock: number; taxable: boolean };

function ProductDrawer({ product, title, onClose, onChanged }: { product: DeskProduct; title: string; onClose: () => void; onChanged: (p: DeskProduct) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const history = useDeskData(() => productHistory(product.id), [product.id, product.price, product.price_with_guarantee, product.stock, product.taxable]);
  const [form] = Form.useForm<Change>();
  const [saved, setSaved] = useState<'saved' | 'same' | null>(null);
  const save = useDeskAction(async (v: Change) => {
    const next = await changeProduct(product.id, { ...v, stock_was: product.stock });
    onChanged(next);
    setSaved('saved');
    return next;
  });
  // The stock moved meanwhile (an order took or returned some): the figure the server has, to decide again.
  const staleStock = save.error?.status_code === 409 && typeof save.error.details?.stock === 'number' ? save.error.details.stock : null;
  const nowStock = staleStock === null ? '' : formatNumber(staleStock, lang);
  const digits = (v: number | string | undefined) => formatNumber(Number(v ?? 0), lang);
  const numberField = localNumberField(lang);

  return (
    <Drawer open onClose={onClose} title={<bdi>{title}</bdi>} destroyOnHidden width={460}>
      <p>
        <Code>{product.code}</Code>
        {product.gtin ? (
          <>
            {' · '}
            <Trans>GTIN</Trans> <Code>{product.gtin}</Code>
          </>
        ) : null}
      </p>
      <Form<Change>
        form={form}
        layout="vertical"
        initialValues={{ price: product.price, price_with_guarantee: product.price_with_guarantee, stock: product.stock, taxable: product.taxable }}
        onValuesChange={() => setSaved(null)}
        onFinish={(v) => {
          const next = { price: v.price, price_with_guarantee: v.price_with_guarantee ?? null, stock: v.stock, taxable: v.taxable };
          // The figures it has already: nothing to send, and nothing for its history.
          if (next.price === product.price && next.price_with_guarantee === product.price_with_guarantee && next.stock === product.stock && next.taxable === product.taxable) setSaved('same');
          else void save.run(next);
        }}
      >
        <Form.Item name="price" label={t`Price (Rial)`} rules={[{ required: true, message: t`Enter the price.` }]}>
          <InputNumber<number> min={0} max={1e13} step={10_000} precision={0} className="desk-number" {...numberField} />
        </Form.Item>
        <Form.Item
          name="price_with_guarantee"
          label={t`Price with replacement guarantee (Rial)`}
          extra={t`Empty: the product has no guarantee option.`}
          dependencies={['price']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: number | null | undefined) =>
                v === null || v === undefined || v >= Number(getFieldValue('price')) ? Promise.resolve() : Promise.reject(new Error(t`Not below the price.`)),
            }),
          ]}
        >
          <InputNumber<number> min={0} max={1e13} step={10_000} precision={0} className="desk-number" {...numberField} />
        </Form.Item>
        <Form.Item name="stock" label={t`Stock`} rules={[{ required: true, message: t`Enter the stock.` }]}>
          <InputNumber<number> min={0} max={1_000_000} precision={0} className="desk-number" {...numberField} />
        </Form.Item>
        <Form.Item name="taxable" valuePropName="checked" extra={t`Off for goods the VAT law exempts. Orders placed already keep their tax.`}>
          <Checkbox>
            <Trans>Value-added tax applies</Trans>
          </Checkbox>
        </Form.Item>
        {staleStock !== null ? (
          <Alert
            type="warning"
            showIcon
            className="desk-alert"
            message={t`Orders changed the stock meanwhile: it is now ${nowStock}. Nothing was saved; check the stock and save again.`}
            action={
              <Button
                onClick={() => {
                  onChanged({ ...product, stock: staleStock });
                  form.setFieldValue('stock', staleStock);
                  save.clear();
                }}
              >
                <Trans>Use {nowStock}</Trans>
              </Button>
            }
          />
        ) : (
          <DeskError error={save.error} retry={() => void save.retry()} />
        )}
        {saved === 'saved' ? <Alert type="success" showIcon className="desk-alert" role="status" message={t`Saved. The product's pages show it now.`} /> : null}
        {saved === 'same' ? <Alert type="info" showIcon className="desk-alert" role="status" message={t`These are the figures it has already: nothing to save.`} /> : null}
        <Button type="primary" htmlType="submit" loading={save.busy} block>
          <Trans>Save</Trans>
        </Button>
      </Form>
      <DeskLots product={product} />
      <DeskProductDocs product={product} />
      <h2 className="desk-subtitle">
        <Trans>History</Trans>
      </h2>
      <DeskError error={history.error} retry={history.reload} />
      {history.data?.length ? (
        <Timeline
          items={history.data.map((e) => {
            const was = (e.before ?? {}) as Partial<Change>;
            const now = (e.after ?? {}) as Partial<Change>;
            return {
              children: (
                <>
                  <When at={e.created_at} />
                  <ul className="desk-changes">
                    {(['price', 'price_with_guarantee', 'stock'] as const)
                      .filter((k) => was[k] !== now[k])
                      .map((k) => (
                        <li key={k}>
                          {k === 'price' ? t`Price` : k === 'price_with_guarantee' ? t`With guarantee` : t`Stock`}: {was[k] === null || was[k] === undefined ? '—' : digits(was[k])} → {now[k] === null || now[k] === undefined ? '—' : digits(now[k])}
                        </li>
                      ))}
                    {was.taxable !== undefined && now.taxable !== undefined && was.taxable !== now.taxable ? (
                      <li>{now.taxable ? t`Value-added tax: now applies` : t`Value-added tax: now exempt`}</li>
                    ) : null}
                    <PartChange action={e.action} before={e.before} after={e.after} />
                  </ul>
                </>
              ),
            };
          })}
        />
      ) : (
        <p className="desk-muted">
          <Trans>No change made at the desk yet.</Trans>
        </p>
      )}
    </Drawer>
  );
}

type Part = { lot?: string; quantity?: number; title_en?: string };
/** A lot or a document in the product's history (issue 31 §4). */
function PartChange({ action, before, after }: { action: string; before: unknown; after: unknown }) {
  const { t } = useLingui();
  const lang = useLocale();
  const was = (before ?? {}) as Part;
  const now = (after ?? {}) as Part;
  const lot = now.lot ?? was.lot ?? '';
  const units = formatNumber(now.quantity ?? 0, lang);
  const unitsWere = formatNumber(was.quantity ?? 0, lang);
  const title = now.title_en ?? was.title_en ?? '';
  switch (action) {
    case 'product.lot.add':
      return <li>{t`Lot ${lot} recorded: ${units} units`}</li>;
    case 'product.lot.change':
      return <li>{t`Lot ${lot}: ${unitsWere} → ${units} units`}</li>;
    case 'product.document.add':
      return <li>{t`Document added: ${title}`}</li>;
    case 'product.document.remove':
      return <li>{t`Document removed: ${title}`}</li>;
    default:
      return null;
  }
}

/**
 * The catalogue team's prices and stock: find a product, change its price, its price with the
 * replacement guarantee and its stock (against the stock the screen showed: an order that took some
 * meanwhile is never overwritten), with the product's history of changes beside the form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Drawer, Form, Input, InputNumber, Timeline, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { DeskProduct } from '../../../contract/staff.ts';
import { formatNumber } from '../../i18n/format.ts';
import { Price } from '../../product/Price.tsx';
import { Code } from '../../ui/Code.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { changeArrow } from '../../i18n/locale.ts';
import { changeProduct, findProducts, productHistory } from './desk-api.ts';
import { DeskError, InToman, localNumberField, When } from './DeskParts.tsx';
import { MAX_PRICE_TIERS, termsProblem, type TermsProblem } from '../../../shared/pack-pricing.ts';
import { DeskLots } from './DeskLots.tsx';
import { DeskProductDocs } from './DeskProductDocs.tsx';
import { useDeskAction, useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

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
          <bdi>
            <ProductTitle text={title(p)} />
          </bdi>
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
      <DeskTable<DeskProduct>
        rowKey="id"
        columns={columns}
        dataSource={found.data ?? []}
        loading={found.loading}
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

type Change = { price: number; price_with_guarantee: number | null; stock: number; taxable: boolean; pack: DeskProduct['pack']; price_tiers: DeskProduct['price_tiers'] };
/** The form's fields: the box as two numbers, the tiers as rows. */
type ChangeForm = Omit<Change, 'pack'> & { pack_size: number | null; pack_price: number | null };

const sameFigures = (a: Change, b: Change) => JSON.stringify([a.price, a.price_with_guarantee, a.stock, a.taxable, a.pack, a.price_tiers]) === JSON.stringify([b.price, b.price_with_guarantee, b.stock, b.taxable, b.pack, b.price_tiers]);

function ProductDrawer({ product, title, onClose, onChanged }: { product: DeskProduct; title: string; onClose: () => void; onChanged: (p: DeskProduct) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const history = useDeskData(() => productHistory(product.id), [product.id, product.price, product.price_with_guarantee, product.stock, product.taxable, JSON.stringify([product.pack, product.price_tiers])]);
  const [form] = Form.useForm<ChangeForm>();
  /** The box and tiers refused in the staff member's words, on the field they are about (shared/pack-pricing.ts's rules, as the server's). */
  const termsWords: Record<TermsProblem, [keyof ChangeForm, string]> = {
    pack_size: ['pack_size', t`A box holds 2 to 10,000 units.`],
    pack_price: ['pack_price', t`A box costs less than its units bought one by one.`],
    tier_from: ['price_tiers', t`A tier starts from 2 units or more.`],
    tier_price: ['price_tiers', t`A tier's unit price is below the price.`],
    tier_order: ['price_tiers', t`Each tier starts from more units than the last, at a lower unit price.`],
    too_many_tiers: ['price_tiers', t`At most 5 tiers.`],
  };
  const [saved, setSaved] = useState<'saved' | 'same' | null>(null);
  const [tiersError, setTiersError] = useState<string | null>(null);
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
  // A box and tiers in the history, in Rial as typed: "12 × 132,840,000"; "36+: 10,455,000".
  const boxWords = (pack: DeskProduct['pack'] | undefined) => (pack ? `${digits(pack.size)} × ${digits(pack.price)}` : '—');
  const tierWords = (tiers: DeskProduct['price_tiers'] | undefined) => (tiers?.length ? tiers.map((x) => `${digits(x.from)}+: ${digits(x.unit_price)}`).join(lang === 'fa' ? '، ' : ', ') : '—');
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
      <Form<ChangeForm>
        form={form}
        layout="vertical"
        initialValues={{
          price: product.price,
          price_with_guarantee: product.price_with_guarantee,
          stock: product.stock,
          taxable: product.taxable,
          pack_size: product.pack?.size ?? null,
          pack_price: product.pack?.price ?? null,
          price_tiers: product.price_tiers,
        }}
        onValuesChange={(changed: Partial<ChangeForm>) => {
          setSaved(null);
          setTiersError(null);
          // The box refused on saving: a new figure clears what was said of the old one.
          if ('pack_price' in changed) form.setFields([{ name: 'pack_price', errors: [] }]);
        }}
        onFinish={(v) => {
          const pack = v.pack_size && v.pack_price ? { size: v.pack_size, price: v.pack_price } : null;
          const tiers = (v.price_tiers ?? []).filter((x) => x?.from && x.unit_price).sort((a, b) => a.from - b.from);
          const next: Change = { price: v.price, price_with_guarantee: v.price_with_guarantee ?? null, stock: v.stock, taxable: v.taxable, pack, price_tiers: tiers };
          const problem = termsProblem({ price: next.price, pack, price_tiers: tiers });
          setTiersError(null);
          if (problem) {
            const [name, words] = termsWords[problem];
            if (name === 'price_tiers') setTiersError(words);
            else form.setFields([{ name, errors: [words] }]);
            return;
          }
          // The figures it has already: nothing to send, and nothing for its history.
          if (sameFigures(next, product)) setSaved('same');
          else void save.run(next);
        }}
      >
        <Form.Item name="price" label={t`Price (Rial)`} extra={<InToman name="price" />} rules={[{ required: true, message: t`Enter the price.` }]}>
          <InputNumber<number> min={0} max={1e13} step={10_000} precision={0} className="desk-number" {...numberField} />
        </Form.Item>
        <Form.Item
          name="price_with_guarantee"
          label={t`Price with replacement guarantee (Rial)`}
          extra={<InToman name="price_with_guarantee" note={t`Empty: the product has no guarantee option.`} />}
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
        <fieldset className="desk-fieldset">
          <legend>
            <Trans>Sold by the box</Trans>
          </legend>
          <p className="desk-muted">
            <Trans>Stock and quantities stay in units. Whole boxes in a line cost the box's price; both empty: sold by the unit only.</Trans>
          </p>
          <div className="desk-pair">
            <Form.Item
              name="pack_size"
              label={t`Units in a box`}
              dependencies={['pack_price']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v: number | null | undefined) => (!v === !getFieldValue('pack_price') ? Promise.resolve() : Promise.reject(new Error(t`Enter both, or neither.`))),
                }),
              ]}
            >
              <InputNumber<number> min={2} max={10_000} precision={0} className="desk-number" {...numberField} />
            </Form.Item>
            <Form.Item name="pack_price" label={t`Price of a box (Rial)`} extra={<InToman name="pack_price" />}>
              <InputNumber<number> min={1} max={1e13} step={10_000} precision={0} className="desk-number" {...numberField} />
            </Form.Item>
          </div>
        </fieldset>
        <fieldset className="desk-fieldset">
          <legend>
            <Trans>Lower unit price by quantity</Trans>
          </legend>
          <Form.List name="price_tiers">
            {(rows, { add, remove }, { errors }) => (
              <>
                {rows.map((row) => (
                  <div key={row.key} className="desk-pair">
                    <Form.Item name={[row.name, 'from']} label={t`From units`} rules={[{ required: true, message: t`Enter the units.` }]}>
                      <InputNumber<number> min={2} max={1_000_000} precision={0} className="desk-number" {...numberField} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'unit_price']} label={t`Unit price (Rial)`} extra={<InToman name={['price_tiers', row.name, 'unit_price']} />} rules={[{ required: true, message: t`Enter the unit price.` }]}>
                      <InputNumber<number> min={1} max={1e13} step={10_000} precision={0} className="desk-number" {...numberField} />
                    </Form.Item>
                    <Button danger className="desk-pair-remove" onClick={() => remove(row.name)} aria-label={t`Remove this tier`}>
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                ))}
                <Form.ErrorList errors={[...errors, ...(tiersError ? [tiersError] : [])]} />
                {rows.length < MAX_PRICE_TIERS ? (
                  <Button onClick={() => add()}>
                    <Trans>Add a tier</Trans>
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>
        </fieldset>
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
      <DeskLots product={product} onRecorded={history.reload} />
      <DeskProductDocs product={product} onRecorded={history.reload} />
      <h2 className="desk-subtitle">
        <Trans>History</Trans>
      </h2>
      <DeskError error={history.error} retry={history.reload} />
      {history.data?.length ? (
        <Timeline
          items={history.data.map((e) => {
            const arrow = changeArrow(lang);
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
                          {k === 'price' ? t`Price` : k === 'price_with_guarantee' ? t`With guarantee` : t`Stock`}: {was[k] === null || was[k] === undefined ? '—' : digits(was[k])} {arrow} {now[k] === null || now[k] === undefined ? '—' : digits(now[k])}
                        </li>
                      ))}
                    {was.taxable !== undefined && now.taxable !== undefined && was.taxable !== now.taxable ? (
                      <li>{now.taxable ? t`Value-added tax: now applies` : t`Value-added tax: now exempt`}</li>
                    ) : null}
                    {now.pack !== undefined && JSON.stringify(was.pack ?? null) !== JSON.stringify(now.pack) ? <li>
                        {t`Box`}: {boxWords(was.pack)} {arrow} {boxWords(now.pack)}
                      </li> : null}
                    {now.price_tiers !== undefined && JSON.stringify(was.price_tiers ?? []) !== JSON.stringify(now.price_tiers) ? (
                      <li>
                        {t`Tiers`}: {tierWords(was.price_tiers)} {arrow} {tierWords(now.price_tiers)}
                      </li>
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
      return <li>{now.quantity === 1 ? t`Lot ${lot} recorded: ${units} unit` : t`Lot ${lot} recorded: ${units} units`}</li>;
    case 'product.lot.change':
      return <li>{now.quantity === 1 ? t`Lot ${lot}: ${unitsWere} → ${units} unit` : t`Lot ${lot}: ${unitsWere} → ${units} units`}</li>;
    case 'product.document.add':
      return <li>{t`Document added: ${title}`}</li>;
    case 'product.document.remove':
      return <li>{t`Document removed: ${title}`}</li>;
    default:
      return null;
  }
}

/**
 * A product's lots at the desk (issue 31 §4): the lots in stock with their expiry and units, the
 * first to expire first (the one buyers receive), and a form to record a lot from its boxes: scan
 * the box's GS1 code (a USB scanner types it) or type the lot and the date printed on the box.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import type { DeskLot, DeskProduct } from '../../../contract/staff.ts';
import { readGs1 } from '../../../shared/gs1.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { Code } from '../../ui/Code.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { boxVerdict, storeToday } from '../scan/box-check.ts';
import { addLot, changeLot, productLots } from './desk-api.ts';
import { LOT_NUMBER } from '../../../contract/constants.ts';
import { DeskError, localNumberField } from './DeskParts.tsx';
import { useDeskAction, useDeskData } from './use-desk-data.ts';

type NewLot = { box?: string; lot: string; expires_on: string; quantity: number };

/** `onRecorded`: a lot was added or changed (the product's history has a new entry). */
export function DeskLots({ product, onRecorded }: { product: DeskProduct; onRecorded?: () => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const lots = useDeskData(() => productLots(product.id), [product.id]);
  const [form] = Form.useForm<NewLot>();
  const [boxNote, setBoxNote] = useState<string | null>(null);
  const today = storeToday();
  const add = useDeskAction(async (v: NewLot) => {
    const added = await addLot(product.id, { lot: v.lot.trim(), expires_on: v.expires_on, quantity: v.quantity });
    lots.set([...(lots.data ?? []), added].sort((a, b) => a.expires_on.localeCompare(b.expires_on) || a.id - b.id));
    form.resetFields();
    setBoxNote(null);
    onRecorded?.();
    return added;
  });
  const exists = add.error?.status_code === 409;
  const lotName = (form.getFieldValue('lot') as string | undefined) ?? '';

  // A box's code scanned into the field: its lot and expiry fill the form, if it is this product's box.
  const readBox = (text: string) => {
    if (!text.trim()) return setBoxNote(null);
    const code = readGs1(text, Number(today.slice(0, 4)));
    if (!code) return setBoxNote(t`Not a GS1 code: type the lot and the date from the box.`);
    const gtin = code.gtin;
    if (product.gtin && gtin !== product.gtin) return setBoxNote(t`This box is another product's (GTIN ${gtin}).`);
    form.setFieldsValue({ ...(code.lot ? { lot: code.lot } : {}), ...(code.expiry ? { expires_on: code.expiry } : {}) });
    setBoxNote(code.lot && code.expiry ? null : t`The code has no lot or no expiry: type what is missing from the box.`);
  };

  return (
    <section aria-labelledby="desk-lots-title">
      <h2 className="desk-subtitle" id="desk-lots-title">
        <Trans>Lots</Trans>
      </h2>
      <DeskError error={lots.error} retry={lots.reload} />
      {lots.data?.length ? (
        <ul className="desk-lots">
          {lots.data.map((lot) => (
            <LotRow key={lot.id} productId={product.id} lot={lot} today={today} onChanged={(next) => {
                lots.set((lots.data ?? []).map((l) => (l.id === next.id ? next : l)));
                onRecorded?.();
              }}
            />
          ))}
        </ul>
      ) : lots.data ? (
        <p className="desk-muted">
          <Trans>No lot recorded: the product page shows no expiry.</Trans>
        </p>
      ) : null}
      <Form<NewLot> form={form} layout="vertical" className="desk-lot-form" onFinish={(v) => void add.run(v)} onValuesChange={() => add.clear()}>
        <Form.Item name="box" label={t`Box code (scan it, or type the text under it)`} help={boxNote ?? undefined} validateStatus={boxNote ? 'warning' : undefined}>
          <Input dir="ltr" autoComplete="off" onChange={(e) => readBox(e.target.value)} placeholder="(01)…(17)…(10)…" />
        </Form.Item>
        <Form.Item name="lot" label={t`Lot`} rules={[{ required: true, transform: (v: string | undefined) => v?.trim(), pattern: LOT_NUMBER, message: t`The lot as printed on the box: up to 20 letters, digits or signs, no spaces.` }]}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="expires_on"
          label={t`Expiry date, as printed on the box`}
          rules={[{ required: true, message: t`Enter the expiry date.` }]}
          extra={<ExpiryHint />}
        >
          <Input type="date" dir="ltr" />
        </Form.Item>
        <Form.Item name="quantity" label={t`Units in stock`} rules={[{ required: true, message: t`Enter the units.` }]}>
          <InputNumber<number> min={0} max={1_000_000} precision={0} className="desk-number" {...localNumberField(lang)} />
        </Form.Item>
        {exists ? (
          <Alert type="warning" showIcon className="desk-alert" message={t`Lot ${lotName} of this product is recorded already: change its units in the list above.`} />
        ) : (
          <DeskError error={add.error} retry={() => void add.retry()} />
        )}
        <Button htmlType="submit" loading={add.busy} block>
          <Trans>Record the lot</Trans>
        </Button>
      </Form>
    </section>
  );
}

/** The chosen expiry in the page's calendar (staff read boxes in Gregorian, and think in Jalali). */
function ExpiryHint() {
  const lang = useLocale();
  const value = Form.useWatch<string | undefined>('expires_on');
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? <span>{formatDate(value, lang)}</span> : null;
}

function LotRow({ productId, lot, today, onChanged }: { productId: number; lot: DeskLot; today: string; onChanged: (l: DeskLot) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const [units, setUnits] = useState<number | null>(lot.quantity);
  const save = useDeskAction(async (quantity: number) => {
    const next = await changeLot(productId, lot.id, { quantity, quantity_was: lot.quantity });
    onChanged(next);
    return next;
  });
  const stale = save.error?.status_code === 409 && typeof save.error.details?.quantity === 'number' ? save.error.details.quantity : null;
  const nowUnits = stale === null ? '' : formatNumber(stale, lang);
  const verdict = boxVerdict(lot.expires_on, today);
  const name = lot.lot;
  return (
    <li className="desk-lot">
      <div className="desk-lot-head">
        <Code>{lot.lot}</Code>
        <span>{formatDate(lot.expires_on, lang)}</span>
        {verdict.state === 'expired' ? <Tag color="error">{t`Expired`}</Tag> : verdict.state === 'near' ? <Tag color="warning">{t`Expires soon`}</Tag> : null}
      </div>
      <div className="desk-lot-units">
        <InputNumber<number> aria-label={t`Units of lot ${name}`} min={0} max={1_000_000} precision={0} value={units} onChange={setUnits} className="desk-number" {...localNumberField(lang)} />
        <Button onClick={() => units !== null && units !== lot.quantity && void save.run(units)} loading={save.busy} disabled={units === null || units === lot.quantity}>
          <Trans>Update</Trans>
        </Button>
      </div>
      {stale !== null ? (
        <Alert
          type="warning"
          showIcon
          className="desk-alert"
          message={t`The units of this lot changed meanwhile: now ${nowUnits}. Nothing was saved.`}
          action={
            <Button
              onClick={() => {
                onChanged({ ...lot, quantity: stale });
                setUnits(stale);
                save.clear();
              }}
            >
              <Trans>Use {nowUnits}</Trans>
            </Button>
          }
        />
      ) : (
        <DeskError error={save.error} retry={() => void save.retry()} />
      )}
    </li>
  );
}

/**
 * `/dashboard/organisation/order/{id}` (issue 31 §1): an organisation's order as its members see
 * it, with what the member's role does to it: an approver approves it (with an optional comment)
 * or returns it (saying what should change); a buyer pays an approved one with the purchase-order
 * number. Each answer from the server is said in words; nothing typed is lost on a refusal.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isGatewayRefusal, PO_NUMBER } from '../../../contract/constants.ts';
import type { Membership } from '../../../contract/organisation.ts';
import type { Order } from '../../../contract/store.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { formatNumber } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import '../../ui/fields.css';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { Price } from '../../product/Price.tsx';
import { OrderDetailPage } from '../orders/OrderDetailPage.tsx';
import { useGatewayMessage, useLimitMessage } from '../orders/OrderLimits.tsx';
import { payable } from '../orders/order-parts.tsx';
import { approveOrder, payForOrganisation, returnOrder } from './organisation-api.ts';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/** What an approver's decision met, in words. */
function useDecisionError() {
  const { t } = useLingui();
  return (err: unknown) => {
    const reason = err instanceof ApiCallError ? err.details?.reason : undefined;
    if (err instanceof ApiCallError && err.offline) return t`You are offline: deciding needs the network.`;
    if (reason === 'over_limit') return t`This order’s total is more than you may approve: ask an approver with a higher limit.`;
    if (reason === 'stock') return t`Some items are no longer in stock in these quantities: return the order so that it can be changed.`;
    if (reason === 'status') return t`This order was already decided (by another approver, or by you in another tab or a try whose answer was lost): the page shows it as it is now.`;
    return t`It could not be done. Try again.`;
  };
}

function ApproverActions({ order, membership }: { order: Order; membership: Membership }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<'approve' | 'return' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const say = useDecisionError();
  const limit = membership.approval_limit;
  const over = limit !== null && order.total > limit;
  const missingComment = t`Say what should change before returning it.`;
  const decide = async (to: 'approve' | 'return') => {
    if (to === 'return' && comment.trim().length < 2) {
      setError(missingComment);
      return;
    }
    setBusy(to);
    setError(null);
    try {
      await (to === 'approve' ? approveOrder(locale, order.id, comment.trim()) : returnOrder(locale, order.id, comment.trim()));
      notify({ kind: 'success', title: to === 'approve' ? t`Approved: the order is placed and waits for your buyer to pay.` : t`Returned to the requester with your comment.` });
      await router.invalidate();
    } catch (err) {
      setError(say(err));
      if (err instanceof ApiCallError && err.details?.reason === 'status') await router.invalidate();
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="decision-form" aria-labelledby="decision-title">
      <h2 id="decision-title">
        <Trans>Your decision</Trans>
      </h2>
      {over && limit !== null ? (
        <p className="hold-note" role="note">
          <Trans>
            You approve orders up to <Price rial={limit} />: this one is more.
          </Trans>
        </p>
      ) : null}
      <label htmlFor="decision-comment">
        <Trans>Comment (needed to return it)</Trans>
      </label>
      <textarea id="decision-comment" className="field-input" rows={2} maxLength={500} value={comment} onChange={(e) => {
          setComment(e.target.value);
          // The missing word is being written: the note that asked for it goes.
          if (error === missingComment) setError(null);
        }} />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <Button kind="primary" busy={busy === 'approve'} disabled={busy !== null || over} onClick={() => void decide('approve')}>
          <Trans>Approve and place the order</Trans>
        </Button>
        <ConfirmButton title={t`Return this order to its requester?`} okText={t`Return it`} cancelText={t`Keep it`} onConfirm={() => decide('return')} className="button-secondary is-danger" disabled={busy !== null}>
          <Trans>Return for changes</Trans>
        </ConfirmButton>
      </div>
    </section>
  );
}

function BuyerActions({ order, membership }: { order: Order; membership: Membership }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const limitMessage = useLimitMessage();
  const gatewayMessage = useGatewayMessage();
  const [po, setPo] = useState(order.po_number ?? '');
  const [busy, setBusy] = useState<'gateway' | 'terms' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const required = membership.organisation.po_required;
  const terms = membership.organisation.terms_days ?? null;
  const days = formatNumber(terms ?? 0, locale);
  const pay = async (method: 'gateway' | 'terms') => {
    const typed = po.trim();
    if ((required && !typed) || (typed && !PO_NUMBER.test(typed))) {
      setError(required && !typed ? t`Your organisation asks for its purchase-order number.` : t`A purchase-order number has up to 30 letters, digits or signs.`);
      return;
    }
    setBusy(method);
    setError(null);
    try {
      const started = await payForOrganisation(locale, order.id, typed, method);
      if (started.redirect_url) window.location.assign(started.redirect_url);
      else {
        setBusy(null);
        if (method === 'terms') notify({ kind: 'success', title: t`Placed on terms: it is prepared now; pay by bank transfer by its due day.` });
        await router.invalidate();
      }
    } catch (err) {
      setBusy(null);
      const reason = err instanceof ApiCallError ? err.details?.reason : undefined;
      setError(
        err instanceof ApiCallError && err.offline
          ? t`You are offline: paying needs the network.`
          : reason === 'po_required'
            ? t`Your organisation asks for its purchase-order number.`
            : reason === 'credit_limit'
              ? t`This order would take your organisation past its credit limit on terms: pay it online.`
              : reason === 'overdue'
                ? t`Your organisation has an invoice on terms past its due day: pay it first, or pay this order online.`
            : reason === 'hold_expired'
              ? limitMessage('hold_expired', null)
              : isGatewayRefusal(reason)
                ? gatewayMessage()
                : t`The payment could not be started. Try again.`,
      );
      if (reason === 'hold_expired') await router.invalidate();
    }
  };
  return (
    <section className="decision-form" aria-labelledby="pay-title">
      <h2 id="pay-title">
        <Trans>Pay for the organisation</Trans>
      </h2>
      <label htmlFor="po-number">{required ? <Trans>Purchase-order number</Trans> : <Trans>Purchase-order number (optional)</Trans>}</label>
      <input id="po-number" className="field-input po-input" dir="ltr" maxLength={30} value={po} onChange={(e) => setPo(e.target.value)} autoComplete="off" />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <Button kind="primary" busy={busy === 'gateway'} disabled={busy !== null} onClick={() => void pay('gateway')}>
          <Trans>Pay online</Trans>
        </Button>
        {terms !== null ? (
          <Button busy={busy === 'terms'} disabled={busy !== null} onClick={() => void pay('terms')}>
            <Trans>Place on terms (net {days} days)</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function OrganisationOrderPage({ order, membership, savedAt }: { order: Order; membership: Membership | null; savedAt: number | null }) {
  const localeParam = useLocaleParam();
  const role = membership?.status === 'approved' ? membership.role : null;
  const actions = (
    <>
      {role === 'approver' && order.status === 'awaiting_approval' ? <ApproverActions order={order} membership={membership!} /> : null}
      {role === 'buyer' && payable(order) ? <BuyerActions order={order} membership={membership!} /> : null}
      <div className="form-actions">
        <Link to="/{-$locale}/order/invoice/$orderId" params={{ locale: localeParam, orderId: String(order.id) }} className="button-secondary">
          <Trans>Invoice</Trans>
        </Link>
        <Link to="/{-$locale}/dashboard/organisation" params={{ locale: localeParam }} className="button-secondary" activeOptions={CURRENT_WHEN_SAME}>
          <Trans>The organisation’s orders</Trans>
        </Link>
      </div>
    </>
  );
  return <OrderDetailPage order={order} savedAt={savedAt} actions={actions} />;
}

/**
 * `/dashboard/organisation` (issue 31 §1): the organisation the member buys for — their role, and
 * where the desk's decision stands — and, once approved, its orders (those waiting for approval
 * first for an approver). A member with none registers theirs or asks to join one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import type { ListResponse } from '../../../contract/common.ts';
import type { Membership } from '../../../contract/organisation.ts';
import type { Order } from '../../../contract/store.ts';
import { formatNumber, localDigits } from '../../i18n/format.ts';
import { Price } from '../../product/Price.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { OrderRowFacts, RoleLabel } from '../orders/order-parts.tsx';
import '../orders/order.css';
import { JoinForm, KindLabel, RegisterForm } from './OrganisationForms.tsx';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

type Data = { offered: boolean; membership: Membership | null; orders: ListResponse<Order> | null };

function Place({ m }: { m: Membership }) {
  const locale = useLocale();
  const o = m.organisation;
  const nationalId = localDigits(o.national_id, locale);
  const economicCode = localDigits(o.economic_code, locale);
  const limit = m.approval_limit;
  const why = m.note;
  return (
    <section aria-labelledby="place-title" className="recipient-form">
      <h2 id="place-title">
        {o.legal_name} <span className="choice-detail"><KindLabel kind={o.kind} /></span>
      </h2>
      <p>
        <Trans>National ID: {nationalId}</Trans> · <Trans>Economic code: {economicCode}</Trans>
        <br />
        <Trans>Your role:</Trans> <RoleLabel role={m.role} />
        {m.role === 'approver' && m.status === 'approved' ? (
          <>
            {' '}
            · {limit === null ? <Trans>you approve orders of any amount</Trans> : <Trans>you approve orders up to <Price rial={limit} /></Trans>}
          </>
        ) : null}
      </p>
      {o.terms_days != null && m.status === 'approved' ? (
        <p className={o.overdue ? 'hold-note' : undefined}>
          <TermsLine organisation={o} />
        </p>
      ) : null}
      {m.status === 'pending' || o.status === 'pending' ? (
        <p className="hold-note" role="status">
          <Trans>Your request is with our accounts team. You are told here and in your notifications when it is decided.</Trans>
        </p>
      ) : m.status === 'rejected' || o.status === 'rejected' ? (
        <p className="hold-note" role="status">
          <Trans>Your request was declined.</Trans> {why ? <Trans>Why: {why}</Trans> : null}
        </p>
      ) : null}
    </section>
  );
}

/** Its terms, what it owes on them now, and an overdue invoice said first. */
function TermsLine({ organisation: o }: { organisation: Membership['organisation'] }) {
  const locale = useLocale();
  const days = formatNumber(o.terms_days ?? 0, locale);
  return (
    <>
      {o.overdue ? (
        <>
          <Trans>An invoice on terms is past its due day: no order is placed on terms until it is paid.</Trans>{' '}
        </>
      ) : null}
      <Trans>
        Pays on terms: net {days} days, up to <Price rial={o.credit_limit ?? 0} />; owed now <Price rial={o.owed ?? 0} />.
      </Trans>
    </>
  );
}

function OrganisationOrders({ orders }: { orders: ListResponse<Order> }) {
  const localeParam = useLocaleParam();
  if (!orders.data.length)
    return (
      <p className="empty-list">
        <Trans>No orders here yet.</Trans>
      </p>
    );
  return (
    <>
      <ul className="order-list">
        {orders.data.map((o) => (
          <li key={o.id} className="order-row">
            <Link to="/{-$locale}/dashboard/organisation/order/$orderId" params={{ locale: localeParam, orderId: String(o.id) }} className="order-row-link">
              <OrderRowFacts order={o} by={o.history[0]?.by?.name ?? ''} />
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={Math.floor(orders.paging.offset / Math.max(orders.paging.limit, 1)) + 1} paging={orders.paging} />
    </>
  );
}

export function OrganisationPage({ data, savedAt, tab }: { data: Data; savedAt: number | null; tab: string }) {
  const { t } = useLingui();
  usePageTitle(t`Your organisation`);
  const router = useRouter();
  const localeParam = useLocaleParam();
  const m = data.membership;
  const acting = m?.status === 'approved' && m.organisation.status === 'approved';
  const canAsk = !m || m.status === 'rejected' || m.organisation.status === 'rejected';
  const done = () => void router.invalidate();
  const joinLabel = t`Join an organisation`;
  const registerLabel = t`Register an organisation`;
  return (
    <section aria-labelledby="organisation-page-title" className="organisation-page">
      <h1 id="organisation-page-title">
        <Trans>Your organisation</Trans>
      </h1>
      <SavedNote savedAt={savedAt} />
      {!data.offered ? (
        <p className="empty-list">
          <Trans>This store does not take orders for organisations.</Trans>
        </p>
      ) : null}
      {m ? <Place m={m} /> : null}
      {data.offered && canAsk ? (
        <>
          <p>
            <Trans>Buying for a hospital, clinic or pharmacy? Register it, or ask to join it if a colleague already has. Our accounts team checks each request.</Trans>
          </p>
          <Tabs
            label={t`How to buy for it`}
            tabs={[
              { key: 'join', label: joinLabel, panel: <JoinForm onDone={done} label={joinLabel} /> },
              { key: 'register', label: registerLabel, panel: <RegisterForm onDone={done} label={registerLabel} /> },
            ]}
          />
        </>
      ) : null}
      {acting && data.orders ? (
        <section aria-labelledby="organisation-orders-title">
          <h2 id="organisation-orders-title">
            <Trans>The organisation’s orders</Trans>
          </h2>
          <nav aria-label={t`Orders by status`} className="order-tabs">
            {(
              [
                { key: 'approval', label: t`Approval` },
                { key: 'awaiting', label: t`Awaiting payment` },
                { key: 'all', label: t`All` },
              ] as const
            ).map((x) => (
              <Link
                key={x.key}
                to="/{-$locale}/dashboard/organisation"
                params={{ locale: localeParam }}
                search={x.key === 'all' ? {} : { tab: x.key }}
                activeOptions={CURRENT_WHEN_SAME}
                aria-current={tab === x.key ? 'page' : undefined}
                className="order-tab"
              >
                {x.label}
              </Link>
            ))}
          </nav>
          <OrganisationOrders orders={data.orders} />
        </section>
      ) : null}
    </section>
  );
}

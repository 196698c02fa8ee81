import { Trans, useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { markSavedCopy } from '../../ui/saved-copy.ts';
import type { ListResponse } from '../../../contract/common.ts';
import type { Balance, Credit, CreditAccount } from '../../../contract/member.ts';
import { formatDate, formatNumber, localDigits, rialToToman } from '../../i18n/format.ts';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ProductGrid } from '../../product/ProductCard.tsx';
import { Price } from '../../product/Price.tsx';
import { memberIdOf, useSessionState } from '../session/session-view.ts';
import { useFavoriteRows } from './favorites-repo.ts';
import { DocTable } from '../../ui/DocTable.tsx';
import { CardActions } from '../cart/CardActions.tsx';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/** The favourites this device knows (reconciled with the server when online): works offline. */
export function FavoritesPage({ fresh }: { fresh: boolean }) {
  const { t } = useLingui();
  usePageTitle(t`Favourites`);
  const locale = useLocaleParam();
  const router = useRouter();
  const memberId = useSessionState(memberIdOf);
  const rows = useFavoriteRows(memberId);
  // Read again by the session's watch once the network is back, as the other saved pages are.
  useEffect(() => (fresh ? undefined : markSavedCopy()), [fresh]);
  if (rows === undefined) return <section aria-busy="true" />;
  return (
    <section aria-labelledby="fav-title">
      <h1 id="fav-title">
        <Trans>Favourites</Trans>
      </h1>
      {fresh ? null : (
        <div className="saved-note" role="status">
          <Trans>Your favourites could not be read from the server just now: these are the ones saved on this device.</Trans>{' '}
          <button type="button" className="link-button inline-link-button" onClick={() => void router.invalidate()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {rows.length ? (
        <ProductGrid products={rows.map((r) => r.product)} Actions={CardActions} />
      ) : fresh ? (
        <p className="empty-list">
          <Trans>No favourites yet. Use ♥ on a product page to keep it here.</Trans>{' '}
          <Link to="/{-$locale}/product" params={{ locale }} activeOptions={CURRENT_WHEN_SAME}>
            <Trans>Browse products</Trans>
          </Link>
        </p>
      ) : (
        <p className="empty-list">
          <Trans>None are saved on this device.</Trans>
        </p>
      )}
    </section>
  );
}

const KIND: Record<number, 'topUp' | 'refund' | 'purchase' | 'gift'> = { 1: 'topUp', 2: 'refund', 3: 'purchase', 4: 'gift' };

function Amount({ rial }: { rial: number }) {
  const locale = useLocale();
  const sign = rial < 0 ? '−' : '+';
  const amount = formatNumber(rialToToman(Math.abs(rial)), locale);
  return (
    <span className={rial < 0 ? 'amount-out' : 'amount-in'}>
      <bdi>
        <Trans>
          {sign}
          {amount} Toman
        </Trans>
      </bdi>
    </span>
  );
}

function KindLabel({ kind }: { kind: number }) {
  switch (KIND[kind]) {
    case 'topUp':
      return <Trans>Top-up</Trans>;
    case 'refund':
      return <Trans>Refund</Trans>;
    case 'purchase':
      return <Trans>Purchase</Trans>;
    case 'gift':
      return <Trans>Gift</Trans>;
    default:
      return null;
  }
}


export function CreditPage({
  data,
  savedAt,
  page,
  q,
}: {
  data: { balance: Balance; list: ListResponse<Credit> };
  savedAt: number | null;
  page: number;
  q: string;
}) {
  const { t } = useLingui();
  usePageTitle(t`Store credit`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="credit-title">
      <h1 id="credit-title">
        <Trans>Store credit</Trans>
      </h1>
      <SavedNote savedAt={savedAt} />
      <p className="balance">
        <Trans>Balance:</Trans> <Price rial={data.balance.balance} className="price price-large" />
        <Link to="/{-$locale}/credit/account" params={{ locale: localeParam }}>
          <Trans>Account details</Trans>
        </Link>
      </p>
      {/* No movement at all: what credit is, not a search over an empty history. */}
      {data.list.data.length === 0 && !q && page === 1 ? (
        <p className="empty-list">
          <Trans>No movements yet. Refunds and credit from the shop come here, and your balance can pay for an order at checkout.</Trans>
        </p>
      ) : (
        <>
          <SearchBox
            id="credit-q"
            label={t`Search your credit history`}
            initial={q}
            onSearch={(next) => void navigate({ to: '.', search: next ? { q: next } : {} })}
          />
          {data.list.data.length ? (
            <DocTable
              className="credit-table"
              heads={[<Trans key="date">Date</Trans>, <Trans key="description">Description</Trans>, <Trans key="type">Type</Trans>, <Trans key="amount">Amount</Trans>]}
              rows={data.list.data}
              rowKey={(c) => c.id}
              cells={(c) => [
                <time key="date" dateTime={c.created_at}>
                  {formatDate(c.created_at, locale)}
                </time>,
                <Link key="description" to="/{-$locale}/credit/$creditId" params={{ locale: localeParam, creditId: String(c.id) }}>
                  {c.description}
                </Link>,
                <KindLabel key="kind" kind={c.kind} />,
                <Amount key="amount" rial={c.amount} />,
              ]}
            />
          ) : (
            <EmptyPage list={data.list} page={page}>
              <p className="empty-list">
                <Trans>No credit movements found.</Trans>
              </p>
            </EmptyPage>
          )}
        </>
      )}
      <Pager paging={data.list.paging} page={page} />
    </section>
  );
}

function CreditBreadcrumb() {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/{-$locale}/credit" params={{ locale: localeParam }} activeOptions={CURRENT_WHEN_SAME}>
            <Trans>Store credit</Trans>
          </Link>
        </li>
      </ol>
    </nav>
  );
}

export function CreditDetailPage({ credit, savedAt }: { credit: Credit; savedAt: number | null }) {
  usePageTitle(credit.description);
  const locale = useLocale();
  return (
    <section aria-labelledby="credit-detail-title">
      <CreditBreadcrumb />
      <h1 id="credit-detail-title">{credit.description}</h1>
      <SavedNote savedAt={savedAt} />
      <dl className="profile-list">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <Amount rial={credit.amount} />
        </dd>
        <dt>
          <Trans>Type</Trans>
        </dt>
        <dd>
          <KindLabel kind={credit.kind} />
        </dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatDate(credit.created_at, locale)}</dd>
        {credit.reference ? (
          <>
            <dt>
              <Trans>Reference</Trans>
            </dt>
            <dd dir="ltr">{credit.reference}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function AccountPage({ account, savedAt }: { account: CreditAccount; savedAt: number | null }) {
  const { t } = useLingui();
  usePageTitle(t`Credit account`);
  const locale = useLocale();
  // A number that names the account, as an order's does: its digits, not a quantity's groups (5,000).
  const id = localDigits(String(account.id), locale);
  const count = formatNumber(account.credit_count, locale);
  return (
    <section aria-labelledby="account-title">
      <CreditBreadcrumb />
      <h1 id="account-title">
        <Trans>Credit account</Trans>
      </h1>
      <SavedNote savedAt={savedAt} />
      <dl className="profile-list">
        <dt>
          <Trans>Account number</Trans>
        </dt>
        <dd>{id}</dd>
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd>
          <Price rial={account.balance} />
        </dd>
        <dt>
          <Trans>Movements</Trans>
        </dt>
        <dd>{count}</dd>
        <dt>
          <Trans context="credit account">Opened</Trans>
        </dt>
        <dd>{formatDate(account.created_at, locale)}</dd>
      </dl>
    </section>
  );
}

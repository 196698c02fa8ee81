import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ProductListItem, Review } from '../../../contract/catalog.ts';
import { ListPhoto } from '../../ui/ListPhoto.tsx';
import type { ListResponse } from '../../../contract/common.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { formatDate } from '../../i18n/format.ts';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { Stars } from '../../ui/Stars.tsx';
import { notify } from '../../ui/notifications.tsx';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { deleteMyReview } from './review-loaders.ts';
import { PersonText } from '../../ui/PersonText.tsx';
import type { ReviewPayload } from '../../device/outbox/outbox-kinds.ts';
import { useOutbox, useReloadWhenDelivered } from '../outbox/use-outbox.ts';
import { memberIdOf, useSessionState } from '../session/session-view.ts';

/**
 * `/dashboard/review`: the member's reviews, each with its product, published or waiting for
 * moderation, with delete; above them the reviews still on this device, with their state, until
 * the server has them (the list is read again when one arrives).
 */
export function MyReviewsPage({ data, savedAt, asOf, page, products }: { data: ListResponse<Review>; savedAt: number | null; asOf: number; page: number; products: Record<number, ProductListItem> }) {
  const { t } = useLingui();
  usePageTitle(t`My reviews`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const [gone, setGone] = useState<number[]>([]);
  const written = useOutbox(useSessionState(memberIdOf))?.filter((e) => e.kind === 'review.add');
  const waiting = (written ?? []).filter((e) => e.status !== 'sent');
  useReloadWhenDelivered(written, asOf);
  const shown = data.data.filter((r) => !gone.includes(r.id));
  const remove = async (r: Review) => {
    try {
      await deleteMyReview(locale, r.id);
    } catch (err) {
      // Gone already (deleted in another tab, or by a try whose answer was lost): as deleted.
      if (!(err instanceof ApiCallError && err.status_code === 404)) {
        notify({ kind: 'error', title: err instanceof ApiCallError && err.offline ? t`You are offline: delete it once you are back online.` : t`The review could not be deleted. Try again.` });
        return;
      }
    }
    setGone((g) => [...g, r.id]);
    notify({ kind: 'success', title: t`Your review was deleted` });
  };
  return (
    <section aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title">
        <Trans>My reviews</Trans>
      </h1>
      <SavedNote savedAt={savedAt} />
      {waiting.length ? (
        <ul className="my-reviews-waiting" aria-label={t`Reviews waiting to be sent`}>
          {waiting.map((e) => {
            const review = e.payload as ReviewPayload;
            return (
              <li key={e.id} className="my-review is-waiting" data-status={e.status}>
                <PersonText as="strong" text={review.title} />
                <span className="status">{e.status === 'failed' ? <Trans>Refused: see Changes to send</Trans> : <Trans>Waiting to be sent</Trans>}</span>
                <PersonText text={review.description} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {shown.length ? (
        <ul className="my-reviews">
          {shown.map((r) => {
            const when = formatDate(r.created_at, locale);
            const product = products[r.product_id];
            const image = product?.images[0]?.url;
            return (
              <li key={r.id} className="my-review-item">
                <div className="my-review">
                  <Link className="my-review-product" to="/{-$locale}/product/$productId" params={{ locale: localeParam, productId: String(r.product_id) }}>
                    <ListPhoto url={image} widths={[160]} sizes="56px" size={56} />
                    <span>{product ? product.title : <Trans>See the product</Trans>}</span>
                  </Link>
                  <span>
                    <Stars value={r.rate} said />{' '}
                    <span className="status">
                      {r.status === 'published' ? <Trans>Published</Trans> : r.status === 'rejected' ? <Trans>Not published</Trans> : <Trans>Waiting for moderation</Trans>}
                    </span>
                  </span>
                  {r.status === 'rejected' && r.reject_reason ? (
                    <span className="reject-reason">
                      <Trans>Why</Trans>: <span dir="auto">{r.reject_reason}</span>
                    </span>
                  ) : null}
                  <PersonText text={r.description} />
                  <time dateTime={r.created_at}>{when}</time>
                </div>
                <ConfirmButton title={t`Delete this review?`} okText={t`Delete`} cancelText={t`Keep`} onConfirm={() => remove(r)} className="link-button is-danger">
                  <Trans>Delete</Trans>
                </ConfirmButton>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyPage list={data} page={page}>
          <p className="empty-list">
            <Trans>You have not written a review yet. “Write a review” is on each product’s page.</Trans>{' '}
            <Link to="/{-$locale}/product" params={{ locale: localeParam }}>
              <Trans>Browse products</Trans>
            </Link>
          </p>
        </EmptyPage>
      )}
      <Pager page={page} paging={data.paging} />
    </section>
  );
}

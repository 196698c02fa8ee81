/**
 * A product's reviews on its page: the rating, the list with replies under the review they answer,
 * and the form to write one (loaded when a member may write), or a way to sign in.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Product, Review } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { formatDate } from '../../i18n/format.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { memberIdOf, useSessionState } from '../session/session-view.ts';
import { PersonText } from '../../ui/PersonText.tsx';
import { Stars } from '../../ui/Stars.tsx';


const ReviewForm = lazy(() => import('./ReviewForm.tsx'));

/** Signed in (or offline with the saved view): the review form, loaded on demand; else a way to sign in. */
function WriteReview({ product }: { product: Product }) {
  const localeParam = useLocaleParam();
  const memberId = useSessionState(memberIdOf);
  const here = useLocation({ select: (l) => l.href });
  if (memberId === null) {
    return (
      <p>
        <Link to="/{-$locale}/member/signin" params={{ locale: localeParam }} search={{ redirect: here }}>
          <Trans>Sign in to write a review</Trans>
        </Link>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReviewForm product={product} memberId={memberId} />
    </Suspense>
  );
}

function ReviewItem({ review: r, product, replies }: { review: Review; product: Product; replies: Review[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [replying, setReplying] = useState(false);
  const memberId = useSessionState(memberIdOf);
  const rate = formatNumber(r.rate, locale);
  const author = r.author_name;
  return (
    <li lang={r.lang} className="review">
      <p className="review-head">
        <strong>{r.author_name}</strong> <Stars value={r.rate} />
        <span className="visually-hidden">{t`Rated ${rate} out of 5`}</span>
        <time dateTime={r.created_at}>{formatDate(r.created_at, locale)}</time>
      </p>
      <PersonText text={r.description} />
      {replies.length ? (
        <ul className="review-replies" aria-label={t`Replies to ${author}`}>
          {replies.map((x) => (
            <li key={x.id} lang={x.lang} className="review">
              <p className="review-head">
                <strong>{x.author_name}</strong> <time dateTime={x.created_at}>{formatDate(x.created_at, locale)}</time>
              </p>
              <PersonText text={x.description} />
            </li>
          ))}
        </ul>
      ) : null}
      {memberId !== null && r.parent_id === null ? (
        replying ? (
          <Suspense fallback={null}>
            <ReviewForm product={product} memberId={memberId} parent={{ id: r.id, author: r.author_name }} />
          </Suspense>
        ) : (
          <button type="button" className="link-button" onClick={() => setReplying(true)} aria-label={t`Reply to ${author}`}>
            <Trans>Reply</Trans>
          </button>
        )
      ) : null}
    </li>
  );
}

export function ProductReviews({ product, reviews }: { product: Product; reviews: ListResponse<Review> | null }) {
  const locale = useLocale();
  const { average, count } = product.rating;
  const avg = average === null ? '' : formatNumber(average, locale, 1);
  const n = formatNumber(count, locale);
  return (
    <section aria-labelledby="reviews-title" className="product-section">
      <h2 id="reviews-title">
        <Trans>Reviews</Trans>
      </h2>
      {average !== null ? (
        <p className="rating-summary">
          <Stars value={average} /> <span>
            {/* One or many by hand: Lingui's plural makes an Intl.PluralRules, which hydration must not pay for. */}
            {count === 1 ? <Trans>Average {avg} out of 5 from one review</Trans> : <Trans>Average {avg} out of 5 from {n} reviews</Trans>}
          </span>
        </p>
      ) : (
        <p className="empty-list">
          <Trans>No reviews yet.</Trans>
        </p>
      )}
      {reviews === null && count > 0 ? (
        <p className="empty-list">
          <Trans>The reviews are not saved on this device.</Trans>
        </p>
      ) : null}
      <WriteReview product={product} />
      {reviews?.data.length ? (
        <ul className="review-list">
          {/* A reply sits under the review it answers (when that review is on this page). */}
          {reviews.data
            .filter((r) => r.parent_id === null || !reviews.data.some((p) => p.id === r.parent_id))
            .map((r) => (
              <ReviewItem key={r.id} review={r} product={product} replies={reviews.data.filter((x) => x.parent_id === r.id)} />
            ))}
        </ul>
      ) : null}
    </section>
  );
}

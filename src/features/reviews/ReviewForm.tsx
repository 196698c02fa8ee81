import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { ProductListItem, Review } from '../../../contract/catalog.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { submit } from '../outbox/outbox-runner.ts';
import { useOutbox, useReloadWhenDelivered } from '../outbox/use-outbox.ts';
import { refreshPublicCopies } from '../../device/api/client.ts';
import { CACHE_NAMES } from '../../device/api/cache-names.ts';
import { productReviewReads } from '../../product/catalog-api.ts';
import { RefusalReason } from '../outbox/RefusalReason.tsx';
import type { ReviewPayload } from '../../device/outbox/outbox-kinds.ts';
import { loadMyPendingReviews } from './review-loaders.ts';
import { PersonText } from '../../ui/PersonText.tsx';
import { StarInput } from '../../ui/StarInput.tsx';

/**
 * A member's review of the product: stars and words, written offline too (the outbox delivers it
 * once). The member's reviews on their way show here with their state until the server has them.
 */
export default function ReviewForm({ product, memberId, parent }: { product: ProductListItem; memberId: number; parent?: { id: number; author: string } }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [rate, setRate] = useState(0);
  const [text, setText] = useState('');
  const [alert, setAlert] = useState(false);
  const parentAuthor = parent?.author ?? '';
  const [error, setError] = useState<string | null>(null);
  const mine = useOutbox(memberId)?.filter(
    (e) => e.kind === 'review.add' && (e.payload as ReviewPayload).product_id === product.id && ((e.payload as ReviewPayload).parent_id ?? null) === (parent?.id ?? null),
  );
  // Delivered once the form is shown: the product's reviews are read again (published at once in
  // demo mode). The page's reviews are the catalogue's, read before: one delivered earlier is
  // counted as in them, as the member's own pages count theirs (use-outbox.ts).
  const [shownAt] = useState(() => Date.now());
  useReloadWhenDelivered(mine, shownAt, () => refreshPublicCopies(productReviewReads(locale, product.id), CACHE_NAMES.catalogue));
  // Under moderation a delivered review is not public yet: its author still sees it here, as waiting.
  const [pending, setPending] = useState<Review[]>([]);
  const delivered = (mine ?? []).filter((e) => e.status === 'sent').length;
  const waiting = (mine ?? []).filter((e) => e.status !== 'sent');
  const parentId = parent?.id ?? null;
  useEffect(() => {
    let live = true;
    loadMyPendingReviews(locale, product.id).then(
      (list) => live && setPending(list.filter((r) => r.parent_id === parentId)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, product.id, parentId, delivered]);
  const send = async () => {
    if (rate < 1) return setError(t`Choose from 1 to 5 stars.`);
    if (text.trim().length < 2) return setError(t`Write a few words about the product.`);
    setError(null);
    await submit('review.add', { product_id: product.id, title: product.title, description: text.trim(), rate, alert_published: alert, ...(parent ? { parent_id: parent.id } : {}) });
    setRate(0);
    setText('');
  };
  return (
    <div className="review-form">
      <h3>{parent ? <Trans>Reply to {parentAuthor}</Trans> : <Trans>Write a review</Trans>}</h3>
      <StarInput value={rate} onChange={setRate} legend={<Trans>Your rating</Trans>} />
      <label htmlFor={`${id}-text`}>
        <Trans>Your review</Trans>
      </label>
      <textarea id={`${id}-text`} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      <label className="check-label">
        <input type="checkbox" checked={alert} onChange={(e) => setAlert(e.target.checked)} /> <Trans>Tell me when it is published</Trans>
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button-primary" onClick={() => void send()}>
        <Trans>Send the review</Trans>
      </button>
      {pending.length ? (
        <ul className="review-list" aria-label={t`Your reviews waiting for moderation`}>
          {pending.map((r) => (
            <li key={r.id} lang={r.lang} className="review is-mine is-pending">
              <PersonText text={r.description} />
              <p className="review-state">
                <Trans>Waiting for moderation: only you see it until it is published.</Trans>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {waiting.length ? (
        <ul className="review-list">
          {waiting.map((e) => {
            return (
              <li key={e.id} className="review is-mine" data-status={e.status}>
                <PersonText text={(e.payload as ReviewPayload).description} />
                <p className="review-state">
                  {e.status === 'failed' ? (
                    <>
                      <Trans>Refused:</Trans> <RefusalReason entry={e} />
                    </>
                  ) : (
                    <Trans>Your review waits on this device and is sent when you are online.</Trans>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

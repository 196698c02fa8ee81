/**
 * Moderators' reviews: the queue (the longest waiting first), and what was published or rejected.
 * A review opens beside the list with its product and its author's other reviews, to publish (its
 * product's pages show it at once) or reject with a reason (the author is told it).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Form, Input, Rate, Segmented, Skeleton, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { DeskReview, DeskReviewRow } from '../../../contract/staff.ts';
import { productPath, productSlug } from '../../../shared/site-paths.ts';
import { localePath } from '../../../shared/locale.ts';
import { Code } from '../../ui/Code.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { fetchDeskReview, fetchDeskReviews, publishReview, rejectReview } from './desk-api.ts';
import { deskPagination, DeskError, When } from './DeskParts.tsx';
import { DESK_PAGE_SIZE, pageOffset, type ReviewQueueSearch } from './desk-search.ts';
import { reloadWhenStale, useDeskAction, useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

type Status = DeskReviewRow['status'];

function StatusName({ status }: { status: Status }) {
  switch (status) {
    case 'pending':
      return <Trans>Waiting</Trans>;
    case 'published':
      return <Trans>Published</Trans>;
    case 'rejected':
      return <Trans>Rejected</Trans>;
  }
}

export function DeskReviewsPage({ search, onSearch }: { search: ReviewQueueSearch; onSearch: (next: ReviewQueueSearch) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  usePageTitle(t`Reviews`);
  const status: Status = search.status ?? 'pending';
  const list = useDeskData(() => fetchDeskReviews(status, { limit: DESK_PAGE_SIZE, offset: pageOffset(search.page) }), [status, search.page]);
  const [open, setOpen] = useState<number | null>(null);
  const title = (p: DeskReviewRow['product']) => (lang === 'fa' ? p.title_fa : p.title_en);

  const columns: TableColumnsType<DeskReviewRow> = [
    {
      title: t`Review`,
      key: 'text',
      render: (_, r) => (
        <Button type="link" className="desk-row-button desk-review-cell" onClick={() => setOpen(r.id)}>
          <span dir="auto" className="desk-review-text">
            {r.description}
          </span>
        </Button>
      ),
    },
    { title: t`Stars`, key: 'rate', render: (_, r) => <Rate disabled value={r.rate} className="desk-rate" /> },
    {
      title: t`Product`,
      key: 'product',
      responsive: ['md'],
      render: (_, r) => (
        <bdi>
          <ProductTitle text={title(r.product)} />
        </bdi>
      ),
    },
    { title: t`Author`, key: 'author', responsive: ['lg'], render: (_, r) => <bdi>{r.author_name}</bdi> },
    { title: t`Written`, key: 'created', render: (_, r) => <When at={r.created_at} /> },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Reviews</Trans>
      </h1>
      <Segmented<Status>
        className="desk-tabs"
        value={status}
        onChange={(v) => onSearch({ ...(v === 'pending' ? {} : { status: v }) })}
        options={(['pending', 'published', 'rejected'] as const).map((s) => ({ value: s, label: <StatusName status={s} /> }))}
      />
      <DeskError error={list.error} retry={list.reload} />
      <DeskTable<DeskReviewRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        locale={{ emptyText: <span className="desk-muted">{status === 'pending' ? t`No review is waiting.` : t`None yet.`}</span> }}
        pagination={deskPagination(lang, search.page, list.data?.paging.total ?? 0, (page) => onSearch({ ...search, page }))}
      />
      {open !== null ? (
        <ReviewDrawer
          key={open}
          id={open}
          onClose={() => setOpen(null)}
          onDecided={(r) => list.set({ ...list.data!, data: (list.data?.data ?? []).filter((x) => x.id !== r.id || r.status === status) })}
        />
      ) : null}
    </section>
  );
}

function ReviewDrawer({ id, onClose, onDecided }: { id: number; onClose: () => void; onDecided: (r: DeskReview) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const review = useDeskData(() => fetchDeskReview(id), [id]);
  const [rejecting, setRejecting] = useState(false);
  const decide = useDeskAction(async (how: { to: 'published' } | { to: 'rejected'; reason: string }) => {
    const next = how.to === 'published' ? await publishReview(id) : await rejectReview(id, how.reason);
    review.set(next);
    setRejecting(false);
    onDecided(next);
    return next;
    // Another moderator decided first: the review as it is now.
  }, reloadWhenStale(review.reload));
  const r = review.data;
  const productTitle = r ? (lang === 'fa' ? r.product.title_fa : r.product.title_en) : '';

  return (
    <Drawer open onClose={onClose} title={t`Review`} destroyOnHidden width={520}>
      <DeskError error={review.error} retry={review.reload} />
      {!r ? (
        <Skeleton active />
      ) : (
        <div className="desk-review">
          <p>
            <Tag bordered={false} className="desk-tag-strong">
              <StatusName status={r.status} />
            </Tag>
            <Rate disabled value={r.rate} className="desk-rate" />
          </p>
          <blockquote className="desk-quote" dir="auto">
            {r.description}
          </blockquote>
          <p className="desk-muted">
            <bdi>{r.author_name}</bdi> · <When at={r.created_at} />
          </p>
          {r.reject_reason ? (
            <p>
              <Trans>Rejected because</Trans>: <span dir="auto">{r.reject_reason}</span>
            </p>
          ) : null}
          <p>
            <Trans>Product</Trans>:{' '}
            <a href={localePath(lang, productPath(r.product.id, productSlug(productTitle)))} target="_blank" rel="noopener">
              <bdi>{productTitle}</bdi>
            </a>{' '}
            <Code>{r.product.code}</Code>
          </p>

          <div className="desk-actions">
            {r.status !== 'published' ? (
              <Button type="primary" loading={decide.busy && !rejecting} onClick={() => void decide.run({ to: 'published' })}>
                <Trans>Publish</Trans>
              </Button>
            ) : null}
            {r.status !== 'rejected' && !rejecting ? (
              <Button danger onClick={() => setRejecting(true)}>
                {r.status === 'published' ? <Trans>Take down…</Trans> : <Trans>Reject…</Trans>}
              </Button>
            ) : null}
          </div>
          {rejecting ? (
            <Form layout="vertical" onFinish={(v: { reason: string }) => void decide.run({ to: 'rejected', reason: v.reason.trim() })}>
              <Form.Item
                name="reason"
                label={t`Why is it not published?`}
                extra={t`The author reads this.`}
                rules={[{ required: true, whitespace: true, min: 2, message: t`Give the reason.` }, { max: 300 }]}
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={300} showCount />
              </Form.Item>
              <div className="desk-actions">
                <Button danger type="primary" htmlType="submit" loading={decide.busy}>
                  {r.status === 'published' ? <Trans>Take it down</Trans> : <Trans>Reject</Trans>}
                </Button>
                <Button onClick={() => setRejecting(false)}>
                  <Trans>Back</Trans>
                </Button>
              </div>
            </Form>
          ) : null}
          <DeskError error={decide.error} retry={() => void decide.retry()} conflict={t`Another moderator decided this review meanwhile; it is shown as it is now.`} />

          <h2 className="desk-subtitle">
            <Trans>The author's other reviews</Trans>
          </h2>
          {r.others.length === 0 ? (
            <p className="desk-muted">
              <Trans>None.</Trans>
            </p>
          ) : (
            <ul className="desk-order-list">
              {r.others.map((o) => (
                <li key={o.id}>
                  <Tag bordered={false}>
                    <StatusName status={o.status} />
                  </Tag>
                  <Rate disabled value={o.rate} className="desk-rate" />
                  <div dir="auto">{o.description}</div>
                  <div className="desk-muted">
                    <bdi>{lang === 'fa' ? o.product.title_fa : o.product.title_en}</bdi> · <When at={o.created_at} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Drawer>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Paging } from '../../contract/common.ts';
import { formatNumber } from '../i18n/format.ts';
import { isPastTheEnd, lastPage, pageWindow } from '../product/pagination.ts';
import { useLocale } from './use-locale.ts';
import { CURRENT_WHEN_SAME } from './link-state.ts';

/** Page links for any list whose search has a `page` param; numbers in the page's digits. */
export function Pager({ paging, page }: { paging: Paging; page: number }) {
  const { t } = useLingui();
  const last = lastPage(paging, page);
  // One page has no pager, unless the page asked for is past it (an old link): then its link back.
  if (last <= 1 && page <= last) return null;
  return (
    <nav aria-label={t`Pages`} className="pagination">
      <ul>
        {pageWindow(page, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <PageLink key={p} page={p} current={page} />
          ),
        )}
      </ul>
    </nav>
  );
}

function PageLink({ page, current }: { page: number; current: number }) {
  const { t } = useLingui();
  const number = formatNumber(page, useLocale());
  return (
    <li>
      <Link
        to="."
        search={(prev: Record<string, unknown>) => ({ ...prev, page: page > 1 ? page : undefined })}
        activeOptions={CURRENT_WHEN_SAME}
        aria-current={page === current ? 'page' : undefined}
        aria-label={t`Page ${number}`}
      >
        {number}
      </Link>
    </li>
  );
}

/**
 * What an empty page of a list says. Past the list's end (an old link, `isPastTheEnd`): that the
 * page asked for is not there, and which is the last; the pager under it offers the pages there
 * are. Else `children`, the list's own words for having nothing.
 */
export function EmptyPage({ list, page, children }: { list: { data: readonly unknown[]; paging: Paging }; page: number; children: ReactNode }) {
  const locale = useLocale();
  if (!isPastTheEnd(list, page)) return children;
  const pageShown = formatNumber(page, locale);
  const lastShown = formatNumber(lastPage(list.paging, page), locale);
  return (
    <p className="empty-list">
      <Trans>
        There is no page {pageShown} in this list: its last page is {lastShown}.
      </Trans>
    </p>
  );
}

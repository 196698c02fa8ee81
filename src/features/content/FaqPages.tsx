import { Trans, useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Faq } from '../../../contract/content.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import type { FaqSearch } from './content-search.ts';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/** Categories in the order their questions come. */
function categoriesOf(faqs: Faq[]) {
  const seen = new Map<number, string>();
  for (const f of faqs) if (!seen.has(f.category.id)) seen.set(f.category.id, f.category.title);
  return [...seen];
}

export function FaqPage({ data, search }: { data: { all: Faq[]; shown: Faq[] }; search: FaqSearch }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  usePageTitle(t`Frequently asked questions`);
  const categories = categoriesOf(data.all);
  return (
    <div className="container content-page">
      <h1>
        <Trans>Frequently asked questions</Trans>
      </h1>
      <SearchBox
        id="faq-q"
        label={t`Search the questions`}
        initial={search.q ?? ''}
        onSearch={(q) =>
          void navigate({ to: '.', search: { ...(search.category ? { category: search.category } : {}), ...(q ? { q } : {}) } })
        }
      />
      <nav aria-label={t`Categories`} className="tabs">
        <Link to="/{-$locale}/faq" params={{ locale }} search={search.q ? { q: search.q } : {}} activeOptions={CURRENT_WHEN_SAME} aria-current={search.category ? undefined : 'page'}>
          <Trans>All</Trans>
        </Link>
        {categories.map(([id, title]) => (
          <Link
            key={id}
            to="/{-$locale}/faq"
            params={{ locale }}
            search={{ category: id, ...(search.q ? { q: search.q } : {}) }}
            activeOptions={CURRENT_WHEN_SAME}
            aria-current={search.category === id ? 'page' : undefined}
          >
            {title}
          </Link>
        ))}
      </nav>
      {data.shown.length ? (
        <div className="faq-list">
          {data.shown.map((f) => (
            <details key={f.id} className="faq-item">
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
              <Link to="/{-$locale}/faq/$faqId" params={{ locale, faqId: String(f.id) }} className="faq-permalink">
                <Trans>Link to this answer</Trans>
              </Link>
            </details>
          ))}
        </div>
      ) : (
        <p className="empty-list">
          <Trans>No question matches your search.</Trans>
        </p>
      )}
    </div>
  );
}

export function FaqDetailPage({ faq }: { faq: Faq }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  usePageTitle(faq.question);
  return (
    <article className="container content-page">
      <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/{-$locale}/faq" params={{ locale }} activeOptions={CURRENT_WHEN_SAME}>
              <Trans>Frequently asked questions</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/faq" params={{ locale }} search={{ category: faq.category.id }} activeOptions={CURRENT_WHEN_SAME}>
              {faq.category.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1>{faq.question}</h1>
      <p className="lead">{faq.answer}</p>
    </article>
  );
}

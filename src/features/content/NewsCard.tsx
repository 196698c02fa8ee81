import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { NewsItem } from '../../../contract/content.ts';
import { mediaImage } from '../../ui/media-image.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';

/** A news card's picture: the width of the list on phones. */
const CARD_SIZES = '(max-width: 900px) 100vw, 400px';

function NewsLink({ item, children, className }: { item: NewsItem; children: React.ReactNode; className?: string }) {
  const locale = useLocaleParam();
  return (
    <Link
      to="/{-$locale}/news/$newsId/$slug"
      params={{ locale, newsId: String(item.id), slug: item.seo.url_keywords }}
      className={className}
    >
      {children}
    </Link>
  );
}

/** `level`: the card's heading level, one below the heading of the list it is in. */
export function NewsCard({ item, level = 3 }: { item: NewsItem; level?: 2 | 3 }) {
  const locale = useLocale();
  const Heading = level === 2 ? 'h2' : 'h3';
  const eventDate = item.event ? formatDate(item.event.starts_at, locale) : '';
  return (
    <article className="news-card">
      {item.image ? <img {...mediaImage(item.image.url, [320, 480, 640], CARD_SIZES)} alt="" width="400" height="250" loading="lazy" /> : null}
      <div className="news-card-body">
        <Heading>
          <NewsLink item={item}>{item.title}</NewsLink>
        </Heading>
        <p className="news-meta">
          {item.event ? (
            <Trans>
              Event: <time dateTime={item.event.starts_at}>{eventDate}</time>
            </Trans>
          ) : (
            <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
          )}
        </p>
        <p>{item.summary}</p>
      </div>
    </article>
  );
}

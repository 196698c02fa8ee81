import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDocument } from '../../../contract/catalog.ts';
import { formatDate } from '../../i18n/format.ts';
import { DOCUMENT_KIND_WORDS, documentKilobytes } from '../../product/document-words.ts';
import { useLocale } from '../../ui/use-locale.ts';

/**
 * A product's documents (issue 31 §4): what each is, its language, date and size, to open or
 * download. PDFs served by the store; a pack saved for offline keeps them, so they open offline.
 */
export function ProductDocuments({ documents, title }: { documents: ProductDocument[] | undefined; title: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if (!documents?.length) return null;
  return (
    <section aria-labelledby="documents-title" className="product-section">
      <h2 id="documents-title">
        <Trans>Documents</Trans>
      </h2>
      <ul className="document-list" aria-label={t`Documents of ${title}`}>
        {documents.map((d) => {
          const kind = i18n._(DOCUMENT_KIND_WORDS[d.kind]);
          const size = documentKilobytes(d.bytes, locale);
          const date = formatDate(d.issued_on, locale);
          const language = d.lang === 'fa' ? t`Persian` : t`English`;
          return (
            <li key={d.url} className="document-item">
              <a href={d.url} target="_blank" rel="noopener" hrefLang={d.lang} type="application/pdf" className="document-open">
                <span className="document-kind">{kind}</span>
                <span className="document-title">{d.title}</span>
              </a>
              <span className="document-meta">
                <Trans>
                  {language} · PDF, {size} kB · {date}
                </Trans>
              </span>
              <a href={d.url} download className="compare-button document-download" aria-label={t`Download ${kind} (${language})`}>
                <Trans>Download</Trans>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

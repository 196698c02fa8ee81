import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductDocument } from '../../../contract/catalog.ts';
import type { DocumentKind } from '../../../contract/constants.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';

const KIND_WORDS: Record<DocumentKind, MessageDescriptor> = {
  ifu: msg`Instructions for use`,
  ce: msg`CE certificate`,
  iso13485: msg`ISO 13485 certificate`,
  imed: msg`IMED registration`,
  datasheet: msg`Datasheet`,
};

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
          const kind = i18n._(KIND_WORDS[d.kind]);
          const size = formatNumber(Math.max(1, Math.round(d.bytes / 1024)), locale);
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
                  {language} · PDF, {size} KB · {date}
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

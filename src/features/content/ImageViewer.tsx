import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { mediaImage } from '../../ui/media-image.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';

type Picture = { url: string; alt: string; caption: string };

/**
 * A full-screen picture viewer in a modal <dialog>: Escape closes it and focus returns to the
 * picture that opened it; the arrow keys follow the reading direction (in RTL, ← is "next").
 */
export function ImageViewer({ images, start, onClose }: { images: Picture[]; start: number; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  const rtl = locale === 'fa';
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(rtl ? -1 : 1);
    else if (e.key === 'ArrowLeft') go(rtl ? 1 : -1);
    else return;
    e.preventDefault();
  };
  const img = images[index]!;
  const current = formatNumber(index + 1, locale);
  const total = formatNumber(count, locale);
  const position = t`${current} of ${total}`;
  return (
    <dialog ref={ref} className="viewer" aria-label={img.caption} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="viewer-bar">
        <span aria-live="polite">{position}</span>
        <button type="button" className="viewer-close" onClick={() => ref.current?.close()} aria-label={t`Close`}>
          ×
        </button>
      </div>
      <figure className="viewer-figure">
        <img {...mediaImage(img.url, [640, 960], '100vw')} alt={img.alt} />
        <figcaption>{img.caption}</figcaption>
      </figure>
      {count > 1 ? (
        <div className="viewer-nav">
          <button type="button" onClick={() => go(-1)} aria-label={t`Previous picture`}>
            <span aria-hidden="true">{rtl ? '→' : '←'}</span>
          </button>
          <button type="button" onClick={() => go(1)} aria-label={t`Next picture`}>
            <span aria-hidden="true">{rtl ? '←' : '→'}</span>
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

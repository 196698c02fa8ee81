import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const SHOW_AFTER_PX = 400;

/** The back-to-top anchor (spec §2), shown once the page is scrolled. */
export function BackToTop() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <a href="#top" className={`back-to-top${shown ? ' is-shown' : ''}`} aria-label={t`Back to top`} tabIndex={shown ? 0 : -1}>
      <span aria-hidden="true">↑</span>
    </a>
  );
}

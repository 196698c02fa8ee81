import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const SHOW_AFTER_PX = 400;

/** The back-to-top anchor (spec §2), shown once the page is scrolled. */
export function BackToTop() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    // A page opened already scrolled (a reload, the back button) shows the anchor too. Reading
    // scrollY lays the page out, so not in this commit: there it forced the layout of everything
    // the render had just inserted (antd's styles included) into the hydration's task, 140-190 ms
    // of a member page's start on a throttled phone. After the first paint the layout is done.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(onScroll, 0);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <a href="#top" className={`back-to-top${shown ? ' is-shown' : ''}`} aria-label={t`Back to top`} tabIndex={shown ? 0 : -1}>
      <span aria-hidden="true">↑</span>
    </a>
  );
}

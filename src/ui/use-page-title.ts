import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Sets the tab title (and the title screen readers announce after a navigation). */
export function usePageTitle(title: string | null) {
  const { t } = useLingui();
  const site = t`Medical Supplies Store`;
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
}

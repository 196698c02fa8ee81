import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { config } from '../../device/config.ts';

/** A thin bar while a navigation loads; it stops 200 ms after loading ends (spec §9). */
export function ProgressBar() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' });
  // After loading ends the bar lingers for the stop delay, then hides.
  const [lingering, setLingering] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setLingering(loading), loading ? 0 : config.progressStopDelayMs);
    return () => window.clearTimeout(id);
  }, [loading]);
  const visible = loading || lingering;
  return (
    <div
      className={`progress-bar${visible ? ' is-visible' : ''}${loading ? ' is-loading' : ''}`}
      role="progressbar"
      aria-label={t`Loading the page`}
      aria-hidden={!visible}
      aria-busy={loading}
      data-testid="progress-bar"
    />
  );
}

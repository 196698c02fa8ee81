import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { config } from '../../config.ts';

/** A thin bar while a navigation loads; it stops 200 ms after loading ends (spec §9). */
export function ProgressBar() {
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (loading) {
      setVisible(true);
      return;
    }
    const id = window.setTimeout(() => setVisible(false), config.progressStopDelayMs);
    return () => window.clearTimeout(id);
  }, [loading]);
  return (
    <div
      className={`progress-bar${visible ? ' is-visible' : ''}${loading ? ' is-loading' : ''}`}
      role="progressbar"
      aria-hidden={!visible}
      aria-busy={loading}
      data-testid="progress-bar"
    />
  );
}

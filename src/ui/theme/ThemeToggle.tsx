import { useLingui } from '@lingui/react/macro';
import { setPaletteMode, usePaletteMode } from './theme-store.ts';

export function ThemeToggle() {
  const { t } = useLingui();
  const mode = usePaletteMode();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t`Dark theme`}
      title={dark ? t`Switch to light theme` : t`Switch to dark theme`}
      onClick={() => setPaletteMode(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}

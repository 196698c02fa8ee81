/**
 * antd's direction, locale and theme for the page's language and palette. Only the lazily
 * loaded parts that use antd components are wrapped in it, which keeps antd out of the first
 * paint (a page with antd in its entry chunk scored 75-78 on Lighthouse mobile here, 99 without).
 */
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import type { ReactNode } from 'react';
import { directionOf } from '../../i18n/locale.ts';
import { usePaletteMode } from '../theme/theme-store.ts';
import { useLocale } from '../use-locale.ts';

/** antd's secondary text (a form's "(optional)", hints) is 3.4:1 on white by default: WCAG AA needs 4.5:1. */
const DESCRIPTION = { dark: 'rgba(255, 255, 255, 0.6)', light: 'rgba(0, 0, 0, 0.6)' } as const;

/** The page's font stack (ui/global.css: each language its own Vazirmatn file). */
const FONT = 'var(--font)';

export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const mode = usePaletteMode();
  return (
    <ConfigProvider
      direction={directionOf(locale)}
      locale={locale === 'fa' ? faIR : enUS}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        // Links keep the brand's colours on hover too (antd's default hover blue is 2.2:1 on white).
        token: {
          colorPrimary: '#0f766e',
          colorLink: mode === 'dark' ? '#2dd4bf' : '#0f766e',
          colorLinkHover: mode === 'dark' ? '#5eead4' : '#115e59',
          colorLinkActive: mode === 'dark' ? '#5eead4' : '#115e59',
          fontFamily: FONT,
          borderRadius: 8,
          colorTextDescription: DESCRIPTION[mode === 'dark' ? 'dark' : 'light'],
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

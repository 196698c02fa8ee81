/**
 * antd's direction, locale and theme for the page's language and palette. Only the lazily
 * loaded parts that use antd components are wrapped in it, which keeps antd out of the first
 * paint (a page with antd in its entry chunk scored 75-78 on Lighthouse mobile here, 99 without).
 *
 * The theme is the site's own (ui/global.css): its colours, radius and font, pill buttons, the
 * danger colour for what destroys, and controls at least 44 px high, as on the public pages, so
 * that checkout, the member's area and tickets look like the same product; on a phone the small
 * controls (a pop-confirm's buttons) are 44 px too.
 */
import { ConfigProvider, theme } from 'antd';
import antdStyles from 'virtual:antd-styles';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import { useSyncExternalStore, type ReactNode } from 'react';
import { directionOf } from '../../i18n/locale.ts';
import { PHONE_QUERY } from '../breakpoints.ts';
import { usePaletteMode } from '../theme/theme-store.ts';
import { useLocale } from '../use-locale.ts';

/** The site's palette (ui/global.css :root and [data-theme='dark']). */
const PALETTE = {
  light: { brand: '#0f766e', brandStrong: '#115e59', bg: '#f8fafc', surface: '#ffffff', text: '#0f172a', muted: '#475569', border: '#e2e8f0', danger: '#b91c1c', warn: '#b45309', ok: '#166534', description: 'rgba(0, 0, 0, 0.6)' },
  dark: { brand: '#2dd4bf', brandStrong: '#5eead4', bg: '#0b1120', surface: '#111827', text: '#e5e7eb', muted: '#9ca3af', border: '#1f2937', danger: '#f87171', warn: '#fbbf24', ok: '#4ade80', description: 'rgba(255, 255, 255, 0.6)' },
} as const;

/** The page's font stack (ui/global.css: each language its own Vazirmatn file). */
const FONT = 'var(--font)';

const subscribe = (change: () => void) => {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
/** Whether the window is a phone's width (PHONE_QUERY), following it as it changes. */
export const usePhone = () => useSyncExternalStore(subscribe, () => window.matchMedia?.(PHONE_QUERY).matches ?? false, () => false);

// antd's styles of the member's components, made at build time (scripts/antd-styles.ts): antd
// skips making those on the device. First in <head>, where antd puts the styles it makes, so that
// the site's own sheets after them win as before.
if (typeof document !== 'undefined' && !document.getElementById('antd-styles')) {
  const sheet = document.createElement('style');
  sheet.id = 'antd-styles';
  sheet.textContent = antdStyles;
  document.head.prepend(sheet);
}

export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const mode = usePaletteMode() === 'dark' ? 'dark' : 'light';
  const phone = usePhone();
  const c = PALETTE[mode];
  return (
    <ConfigProvider
      direction={directionOf(locale)}
      locale={locale === 'fa' ? faIR : enUS}
      // A button's spinner shows and goes with its loading, without antd's width motion: a motion
      // whose end never came (an answer arriving within it, on a busy device) left the spinner in
      // the button, named "loading", after the work was done.
      button={{ loadingIcon: <LoadingOutlined /> }}
      theme={{
        // Unhashed, as the styles made at build time are (scripts/antd-styles.ts).
        hashed: false,
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          // The teal under white text in both palettes (the dark palette's lighter teal is for text and links).
          colorPrimary: '#0f766e',
          colorInfo: '#0f766e',
          colorError: c.danger,
          colorWarning: c.warn,
          colorSuccess: c.ok,
          colorText: c.text,
          colorTextSecondary: c.muted,
          // antd's secondary text (a form's "(optional)", hints) is 3.4:1 on white by default: WCAG AA needs 4.5:1.
          colorTextDescription: c.description,
          // Likewise a field's placeholder and a description's label (antd's 0.25 and 0.45 alpha): 4.5:1 at least.
          colorTextPlaceholder: c.description,
          colorTextTertiary: c.description,
          colorBgContainer: c.surface,
          colorBgElevated: c.surface,
          colorBgLayout: c.bg,
          colorBorder: c.border,
          colorBorderSecondary: c.border,
          // Links keep the brand's colours on hover too (antd's default hover blue is 2.2:1 on white).
          colorLink: c.brand,
          colorLinkHover: c.brandStrong,
          colorLinkActive: c.brandStrong,
          fontFamily: FONT,
          fontSize: 15,
          borderRadius: 12,
          borderRadiusSM: 8,
          controlHeight: 44,
          controlHeightLG: 48,
          controlHeightSM: phone ? 44 : 36,
        },
        components: {
          Button: { borderRadius: 999, borderRadiusLG: 999, borderRadiusSM: 999, fontWeight: 600, primaryShadow: 'none', dangerShadow: 'none', defaultShadow: 'none' },
          Rate: { starSize: 36 },
          Steps: { iconSize: 28 },
          // A calendar's day as wide as it is high (antd's 1.5× of a 44 px control made the month
          // 462 px wide, wider than a phone): seven days and the padding in 332 px.
          DatePicker: { cellWidth: 44 },
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

/**
 * Providers for every page: Lingui, and antd's direction, locale and theme for the page's
 * language and palette. The notification stack is bottom-left, at most 3, 5 s (spec §9).
 */
import { I18nProvider } from '@lingui/react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import faIR from 'antd/locale/fa_IR';
import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { config } from '../config.ts';
import { i18n } from '../i18n/i18n.ts';
import { directionOf } from '../i18n/locale.ts';
import { usePaletteMode } from '../features/theme/theme-store.ts';
import { useLocale } from './use-locale.ts';

const FONT = "'Vazirmatn Variable', Vazirmatn, Tahoma, system-ui, sans-serif";

function ConnectivityNotices() {
  const { t } = useLingui();
  const { notification } = AntApp.useApp();
  useEffect(() => {
    const offline = () =>
      notification.warning({ key: 'net', title: t`You are offline`, description: t`Saved pages still open.` });
    const online = () => notification.success({ key: 'net', title: t`You are back online` });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [notification, t]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const mode = usePaletteMode();
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider
        direction={directionOf(locale)}
        locale={locale === 'fa' ? faIR : enUS}
        theme={{
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: { colorPrimary: '#0f766e', fontFamily: FONT, borderRadius: 8 },
        }}
      >
        <AntApp
          notification={{
            placement: config.notification.placement,
            maxCount: config.notification.maxCount,
            duration: config.notification.durationS,
          }}
        >
          <ConnectivityNotices />
          {children}
        </AntApp>
      </ConfigProvider>
    </I18nProvider>
  );
}

/**
 * Providers for every page: Lingui, the notification stack and the connectivity notices. antd is
 * not here: it loads with the routes that use it (see ui/antd/AntdScope.tsx), so that the first
 * catalogue paint carries no UI library.
 */
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { notify, NotificationStack } from './notifications.tsx';

function ConnectivityNotices() {
  const { t } = useLingui();
  useEffect(() => {
    const offline = () =>
      notify({ key: 'net', kind: 'warning', title: t`You are offline`, description: t`Saved pages still open.` });
    const online = () => notify({ key: 'net', kind: 'success', title: t`You are back online` });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ConnectivityNotices />
      {children}
      <NotificationStack />
    </I18nProvider>
  );
}

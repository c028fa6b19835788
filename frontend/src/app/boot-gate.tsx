import { Button } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { Logo } from '@/components/logo';
import { StatusPage } from '@/components/status-page';
import { useSystemConfiguration } from '@/features/system-configuration/api/get-system-configuration';
import { MaintenancePage } from '@/features/system-configuration/components/maintenance-page';
import { loadAuth } from '@/lib/amplify';
import { applyPreferredLanguage } from '@/lib/i18n';

/**
 * Nothing of the site shows before the system configuration is known: it may put the whole site in maintenance,
 * and it names the default language, which must be in place before the first word is painted.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const systemConfiguration = useSystemConfiguration();
  const languageReady = useInitialLanguage(systemConfiguration.data?.defaultLanguage);
  usePreparedAuth(systemConfiguration.isSuccess);

  if (systemConfiguration.isError) {
    return <BootError retrying={systemConfiguration.isFetching} onRetry={() => void systemConfiguration.refetch()} />;
  }
  if (!systemConfiguration.data || !languageReady) return <FullPageLoader />;
  if (systemConfiguration.data.maintenanceMode) return <MaintenancePage message={systemConfiguration.data.maintenanceMessage} />;
  return children;
}

/** Switches once to the visitor's stored choice, else the deployment's default language; true when done. */
function useInitialLanguage(defaultLanguage: string | undefined): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (defaultLanguage === undefined) return;
    void applyPreferredLanguage(defaultLanguage).then(() => setReady(true));
  }, [defaultLanguage]);
  return ready;
}

/** Configures Amplify in the background once the site is up, so sign-in and authenticated calls find it ready. */
function usePreparedAuth(siteIsUp: boolean) {
  useEffect(() => {
    // A failure here is not the visitor's concern yet: the first call that needs a session retries and reports it.
    if (siteIsUp) loadAuth().catch((error: unknown) => console.error('Amplify Auth could not be prepared', error));
  }, [siteIsUp]);
}

function BootError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main>
      <StatusPage
        mark={<Logo />}
        title={t('bootError.title')}
        action={
          <Button onClick={onRetry} loading={retrying}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('bootError.body')}
      </StatusPage>
    </main>
  );
}

import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { StatusPage } from '@/components/status-page';

/** Shown instead of every page while an admin has switched maintenance on; the admin's message comes first. */
export function MaintenancePage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main>
      <title>{t('maintenance.pageTitle')}</title>
      <StatusPage
        mark={<Logo />}
        title={t('maintenance.title')}
        action={
          // The configuration is cached for the session: only a reload can notice that maintenance is over.
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('common.reloadPage')}
          </Button>
        }
      >
        {message || t('messages.maintenance')}
      </StatusPage>
    </main>
  );
}

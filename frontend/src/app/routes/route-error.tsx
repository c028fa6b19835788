import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusPage } from '@/components/status-page';
import { ApiError } from '@/lib/api-client';

/** A page whose code or data failed to load (often a stale chunk after a deploy): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // API failures were logged by the call layer; anything else would otherwise vanish.
    if (!(error instanceof ApiError)) console.error(error);
  }, [error]);

  return (
    <StatusPage
      title={t('routeError.title')}
      action={<Button onClick={() => window.location.reload()}>{t('common.reloadPage')}</Button>}
    >
      {error instanceof ApiError ? error.message : t('routeError.body')}
    </StatusPage>
  );
}

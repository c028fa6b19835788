import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/status-page';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('notFound.pageTitle')}</title>
      <StatusPage
        mark={
          <Text fz={96} fw={800} lh={1} ff="heading" c="indigo" aria-hidden="true">
            404
          </Text>
        }
        title={t('notFound.title')}
        action={
          <Button component={Link} to="/">
            {t('common.backHome')}
          </Button>
        }
      >
        {t('notFound.body')}
      </StatusPage>
    </>
  );
}

import { Button, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { StatusPage } from '@/components/status-page';
import { ApiError } from '@/lib/api-client';
import { useReports } from '../api/list-reports';
import { ImportPanel } from '../components/import-panel';
import { QuestionsPanel } from '../components/questions-panel';
import { ReportsPanel } from '../components/reports-panel';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * `/admin/questions`: the quiz questions of each level (edit, hide, add), CSV import and the players' reports. The
 * reports load at once: a 403 there shows the page is not for this visitor.
 */
export function AdminQuestionsRoute() {
  const { t } = useTranslation();
  // `?tab=reports`: the admin console's « Signalements » opens the reports directly.
  const [searchParams] = useSearchParams();
  // Same query as the reports tab (one request): its answer tells whether the visitor is an admin.
  const { error } = useReports();
  if (isForbidden(error)) {
    return (
      <>
        <title>{`${t('adminQuestions.forbidden.title')} — Plume`}</title>
        <StatusPage
          mark={
            <Text fz={72} fw={800} c="indigo" lh={1} aria-hidden="true">
              403
            </Text>
          }
          title={t('adminQuestions.forbidden.title')}
          action={
            <Button component={Link} to="/">
              {t('common.backHome')}
            </Button>
          }
        >
          {t('adminQuestions.forbidden.body')}
        </StatusPage>
      </>
    );
  }
  return (
    <AppPage title={t('adminQuestions.title')} subtitle={t('adminQuestions.subtitle')} size="xl">
      <Tabs defaultValue={searchParams.get('tab') === 'reports' ? 'reports' : 'questions'}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="questions">{t('adminQuestions.tabs.questions')}</Tabs.Tab>
          <Tabs.Tab value="import">{t('adminQuestions.tabs.import')}</Tabs.Tab>
          <Tabs.Tab value="reports">{t('adminQuestions.tabs.reports')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="questions">
          <QuestionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="import">
          <ImportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsPanel />
        </Tabs.Panel>
      </Tabs>
    </AppPage>
  );
}

import { Badge, Button, Card, Checkbox, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import type { Profile } from '@plume/shared/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useExams, useStartExam, type LearnerExam } from '../api/learner-exams';

/** `/quiz/exams` (premium): the exams the profile may take, the rules, the key, and the start. */
export function ExamsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('exams.title')} subtitle={t('exams.subtitle')} back="/quiz">
      <ProfileGate>{(profile) => <ExamList key={profile.id} profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function ExamList({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const exams = useExams(profile.id);
  const [chosen, setChosen] = useState<LearnerExam>();
  return (
    <QueryState query={exams}>
      {({ exams: list }) =>
        list.length === 0 ? (
          <EmptyState>{t('exams.empty')}</EmptyState>
        ) : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((exam) => (
              <li key={exam.examId}>
                <ExamCard exam={exam} onStart={() => setChosen(exam)} />
              </li>
            ))}
            {chosen && <RulesDialog exam={chosen} profileId={profile.id} onClose={() => setChosen(undefined)} />}
          </Stack>
        )
      }
    </QueryState>
  );
}

function ExamCard({ exam, onStart }: { exam: LearnerExam; onStart: () => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const window = { opens: format.date(exam.opensAt, { dateStyle: 'medium', timeStyle: 'short' }), closes: format.date(exam.closesAt, { dateStyle: 'medium', timeStyle: 'short' }) };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="exam-card">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {exam.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('exams.facts', { count: exam.questionCount, minutes: exam.durationMinutes, marks: exam.questionCount * exam.marksPerQuestion })}
          </Text>
          <Text size="sm">{t('exams.window', window)}</Text>
          {exam.level && <Text size="sm">{t('exams.level', { level: t(`qanda.levels.${exam.level}`) })}</Text>}
        </Stack>
        <Badge color={exam.state === 'open' ? 'green' : 'gray'} variant="light">
          {t(`exams.state.${exam.state}`)}
        </Badge>
      </Group>
      <Group mt="md">
        {exam.attempt ? (
          <Button component={Link} to={`/quiz/exams/attempt/${exam.attempt.attemptId}`} variant={exam.attempt.status === 'completed' ? 'light' : 'filled'} aria-label={`${t(exam.attempt.status === 'completed' ? 'exams.seeResult' : 'exams.resume')} — ${exam.title}`}>
            {t(exam.attempt.status === 'completed' ? 'exams.seeResult' : 'exams.resume')}
          </Button>
        ) : (
          exam.state === 'open' && (
            <Button onClick={onStart} aria-label={`${t('exams.take')} — ${exam.title}`}>
              {t('exams.take')}
            </Button>
          )
        )}
      </Group>
    </Card>
  );
}

/**
 * The rules screen: the learner reads them, ticks « J'accepte le règlement de l'examen », types the key and starts.
 * The server checks both again (and says so with the seed's messages); here they are only checked to say it sooner.
 */
function RulesDialog({ exam, profileId, onClose }: { exam: LearnerExam; profileId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartExam();
  const [agreed, setAgreed] = useState(false);
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<{ agreed?: string; key?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { agreed: agreed ? undefined : t('exams.rules.agreeRequired'), key: key.trim() ? undefined : t('exams.rules.keyRequired') };
    setErrors(found);
    if (found.agreed || found.key) return;
    start.mutateAsync({ profileId, examId: exam.examId, key, agreedToRules: true }).then(
      (attempt) => navigate(`/quiz/exams/attempt/${attempt.attemptId}`),
      () => undefined,
    );
  };
  return (
    <Dialog opened onClose={onClose} title={t('exams.rules.title', { title: exam.title })} size="lg">
      <form onSubmit={submit} noValidate aria-label={t('exams.rules.form')}>
        <Stack gap="md">
          <List spacing="xs" size="sm">
            <List.Item>{t('exams.rules.one', { count: exam.questionCount, minutes: exam.durationMinutes })}</List.Item>
            <List.Item>{t('exams.rules.two')}</List.Item>
            <List.Item>{t('exams.rules.three')}</List.Item>
            <List.Item>{t('exams.rules.four')}</List.Item>
            <List.Item>{t('exams.rules.five')}</List.Item>
          </List>
          <Checkbox label={t('exams.rules.agree')} checked={agreed} onChange={(event) => { setAgreed(event.currentTarget.checked); setErrors((e) => ({ ...e, agreed: undefined })); }} error={errors.agreed} />
          <TextInput
            label={t('exams.rules.key')}
            description={t('exams.rules.keyHint')}
            autoComplete="off"
            maxLength={64}
            value={key}
            onChange={(event) => { setKey(event.currentTarget.value); setErrors((e) => ({ ...e, key: undefined })); }}
            error={errors.key}
            aria-invalid={errors.key ? true : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={start.isPending}>
              {t('exams.rules.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

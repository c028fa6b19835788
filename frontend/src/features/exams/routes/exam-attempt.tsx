import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useAnswerExamQuestion, useExamAttempt, useExamHeartbeat, useReportExamViolation, useSubmitExam, type ExamAttempt } from '../api/learner-exams';
import { useAwayWatch, type Absence } from '../hooks/use-away-watch';

/** `/quiz/exams/attempt/:attemptId`: the exam while it runs, its result once it ended. */
export function ExamAttemptRoute() {
  const { t } = useTranslation();
  const { attemptId = '' } = useParams();
  return (
    <AppPage title={t('exams.attempt.title')} back="/quiz/exams">
      <ProfileGate>{(profile) => <Attempt key={`${profile.id}:${attemptId}`} profile={profile} attemptId={attemptId} />}</ProfileGate>
    </AppPage>
  );
}

function Attempt({ profile, attemptId }: { profile: Profile; attemptId: string }) {
  const attempt = useExamAttempt(profile.id, attemptId);
  return <QueryState query={attempt}>{(data) => (data.status === 'completed' ? <ExamResultScreen attempt={data} /> : <ExamScreen attempt={data} profileId={profile.id} />)}</QueryState>;
}

/**
 * The exam itself: the server's deadline counted down, every question with its options (each answer saved at once),
 * and the watch on the page: hidden or left for more than 5 s, the exam ends (the server records the violation).
 */
function ExamScreen({ attempt, profileId }: { attempt: ExamAttempt; profileId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerExamQuestion();
  const submit = useSubmitExam();
  const report = useReportExamViolation();
  const attemptRead = useExamAttempt(profileId, attempt.attemptId);
  const [answers, setAnswers] = useState(attempt.answers);
  const [confirming, setConfirming] = useState(false);
  const ids = { profileId, attemptId: attempt.attemptId };

  useAwayWatch(true, (absence: Absence) => report.mutate({ ...ids, ...absence }));
  // The server ended the attempt (a silence it saw, the deadline): read it again for the result.
  useExamHeartbeat(profileId, attempt.attemptId, () => void attemptRead.refetch());
  const remaining = useRemaining(attempt.deadline, attempt.serverTime);
  useEffect(() => {
    // Time is up: reading the attempt again ends it on the server and brings the result.
    if (remaining <= 0) void attemptRead.refetch();
  }, [remaining <= 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (index: number, choice: number) => {
    setAnswers((current) => current.map((given, i) => (i === index ? choice : given)));
    answer.mutateAsync({ ...ids, index, choice }).catch(() => void attemptRead.refetch());
  };
  const answered = answers.filter((given) => given !== null).length;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {attempt.title}
      </Title>
      <Alert color="red" variant="light" title={t('exams.attempt.recordingTitle')}>
        {t('exams.attempt.recording')}
      </Alert>
      <Card withBorder radius="md" padding="md" pos="sticky" top={8} style={{ zIndex: 2 }}>
        <Group justify="space-between">
          <Text fw={700} role="timer" aria-live="off" aria-label={t('exams.attempt.timeLeftLabel')} data-testid="exam-countdown">
            {formatClock(remaining)}
          </Text>
          <Text size="sm">{t('exams.attempt.answered', { answered, total: attempt.questions.length })}</Text>
        </Group>
      </Card>
      <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {attempt.questions.map((question) => (
          <li key={question.index}>
            <Card withBorder radius="md" padding="lg" data-testid="exam-question">
              <Radio.Group
                label={t('exams.attempt.question', { index: question.index + 1, total: attempt.questions.length, question: question.question })}
                value={answers[question.index] === null || answers[question.index] === undefined ? null : String(answers[question.index])}
                onChange={(value) => choose(question.index, Number(value))}
              >
                <Stack gap="xs" mt="sm">
                  {question.options.map((option, optionIndex) => (
                    <Radio key={optionIndex} value={String(optionIndex)} label={option} />
                  ))}
                </Stack>
              </Radio.Group>
            </Card>
          </li>
        ))}
      </Stack>
      {confirming ? (
        <Alert color="blue" title={t('exams.attempt.confirmTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('exams.attempt.confirm', { missing: attempt.questions.length - answered })}</Text>
            <Group>
              <Button onClick={() => submit.mutate(ids)} loading={submit.isPending}>
                {t('exams.attempt.confirmSubmit')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('exams.attempt.keepGoing')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button onClick={() => setConfirming(true)}>{t('exams.attempt.submit')}</Button>
        </Group>
      )}
    </Stack>
  );
}

/** Milliseconds left before the server's deadline, by the server's clock (its time at the answer corrects ours). */
function useRemaining(deadline: number, serverTime: number): number {
  const [offset] = useState(() => serverTime - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, deadline - (now + offset));
}

function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1_000);
  const hours = Math.floor(seconds / 3_600);
  const mm = String(Math.floor((seconds % 3_600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The result: total, correct, incorrect, unanswered and marks, and how the exam ended. */
function ExamResultScreen({ attempt }: { attempt: ExamAttempt }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const result = attempt.result!;
  const figures = [
    ['total', result.total], ['correct', result.correct], ['incorrect', result.incorrect], ['unanswered', result.unanswered],
  ] as const;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('exams.result.title', { title: attempt.title })}
      </Title>
      {attempt.completedBy === 'violation' ? (
        <Alert color="red" title={t('exams.result.violationTitle')} role="alert">
          {t('exams.result.violation')}
        </Alert>
      ) : attempt.completedBy === 'deadline' ? (
        <Alert color="yellow" title={t('exams.result.deadlineTitle')}>
          {t('exams.result.deadline')}
        </Alert>
      ) : null}
      <Card withBorder radius="md" ta="center" padding="lg">
        <Text size="sm" c="dimmed">
          {t('exams.result.marks')}
        </Text>
        <Text fz={36} fw={700} data-testid="exam-marks">
          {t('exams.result.marksValue', { marks: format.number(result.marks), total: format.number(result.totalMarks) })}
        </Text>
        <Text size="sm">{t('exams.result.percentage', { percentage: result.percentage })}</Text>
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" style={{ margin: 0 }}>
        {figures.map(([name, value]) => (
          <Card key={name} withBorder radius="md" ta="center">
            <Text component="dt" size="sm" c="dimmed">
              {t(`exams.result.${name}`)}
            </Text>
            <Text component="dd" fz={24} fw={700} m={0} data-testid={`exam-${name}`}>
              {format.number(value)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {attempt.completedAt && <Text size="sm" c="dimmed">{t('exams.result.completedAt', { date: format.date(attempt.completedAt, { dateStyle: 'long', timeStyle: 'short' }) })}</Text>}
      <ExamReview attempt={attempt} />
      <Group>
        <Button component={Link} to="/quiz/exams" variant="light">
          {t('exams.result.back')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The correction, once the server sends it (after the exam's end for everyone): each question with its right option and
 * the learner's own. Until then, when it will be there.
 */
function ExamReview({ attempt }: { attempt: ExamAttempt }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  if (!attempt.review) {
    return attempt.reviewAt === undefined ? null : (
      <Text size="sm">{t('exams.result.reviewLater', { date: format.date(attempt.reviewAt, { dateStyle: 'long', timeStyle: 'short' }) })}</Text>
    );
  }
  const total = attempt.questions.length;
  return (
    <Stack gap="md" component="section" aria-labelledby="exam-review-title">
      <Title order={3} size="h4" id="exam-review-title">
        {t('exams.result.reviewTitle')}
      </Title>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {attempt.review.map(({ index, correctChoice }) => {
          const question = attempt.questions[index]!;
          const given = attempt.answers[index];
          return (
            <Card key={index} component="li" withBorder radius="md" padding="md" data-testid="exam-review-question">
              <Text fw={600}>{t('exams.result.reviewQuestion', { index: index + 1, total, question: question.question })}</Text>
              <Stack gap={4} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {question.options.map((option, optionIndex) => {
                  const right = optionIndex === correctChoice;
                  const mine = optionIndex === given;
                  const label = right && mine ? t('exams.result.reviewYoursRight') : right ? t('exams.result.reviewRight') : mine ? t('exams.result.reviewYours') : undefined;
                  return (
                    <Text key={optionIndex} component="li" c={right ? 'teal.9' : mine ? 'red.9' : undefined} fw={right || mine ? 600 : undefined}>
                      {option}
                      {label && ` — ${label}`}
                    </Text>
                  );
                })}
              </Stack>
              {(given === null || given === undefined) && <Text size="sm" c="dimmed" mt="xs">{t('exams.result.reviewNone')}</Text>}
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

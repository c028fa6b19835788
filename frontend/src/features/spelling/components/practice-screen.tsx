import { Alert, Button, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { spellingRuleInfo } from '@plume/shared/french/spelling-rules';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerSpelling, type SpellingVerdict } from '../api/answer-spelling';
import { useFinishSpelling, type SpellingResults } from '../api/finish-spelling';
import type { SpellingSession } from '../api/start-spelling';
import { spellingInputs } from '../input-methods';
import { useClipPlayer } from '@/lib/use-clip-player';
import { WordSounds } from './word-sounds';

interface PracticeScreenProps {
  profileId: string;
  session: SpellingSession;
  method: string;
  onFinished: (results: SpellingResults) => void;
}

/**
 * One session, whatever the way of spelling: hear the word (again, slower) and its sentence, answer with the route's
 * input, see the verdict with the right spelling and its rule, move on. The server keeps the queue: it says which word
 * comes next, missed words included.
 */
export function PracticeScreen({ profileId, session, method, onFinished }: PracticeScreenProps) {
  const { t } = useTranslation();
  const Input = spellingInputs[method]!;
  const answer = useAnswerSpelling();
  const finish = useFinishSpelling();
  const [item, setItem] = useState(session.next);
  const [progress, setProgress] = useState(session.progress);
  const [verdict, setVerdict] = useState<SpellingVerdict | null>(null);
  const { play, failed } = useClipPlayer();
  const nextButton = useRef<HTMLButtonElement>(null);

  // Each new word is said once as it appears, as a teacher would.
  useEffect(() => {
    if (item) play(item.audio.url);
  }, [item, play]);
  useEffect(() => {
    if (verdict) nextButton.current?.focus({ preventScroll: true });
  }, [verdict]);

  const end = () => finish.mutateAsync({ profileId, sessionId: session.sessionId }).then(onFinished, () => undefined);
  const submit = (typed: string) => {
    if (!item) return;
    answer.mutateAsync({ profileId, sessionId: session.sessionId, itemId: item.itemId, answer: typed }).then((result) => {
      setVerdict(result);
      setProgress(result.progress);
    }, () => undefined);
  };
  const next = () => {
    if (!verdict?.next) {
      void end();
      return;
    }
    setItem(verdict.next);
    setVerdict(null);
  };

  const done = progress.answered;
  const total = progress.answered + progress.remaining;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600}>{t('spelling.practice.progress', { done, total })}</Text>
          <Text c="dimmed">{t('spelling.practice.correct', { count: progress.correct })}</Text>
        </Group>
        <Progress value={total ? (done / total) * 100 : 100} aria-label={t('spelling.practice.progressLabel')} />
      </Stack>
      {item && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h3">{t('spelling.practice.listen')}</Title>
              {item.retry && <Text c="dimmed">{t('spelling.practice.retry')}</Text>}
            </Group>
            <WordSounds item={item} play={play} failed={failed} />
            <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
              <Input key={item.itemId} length={item.letters} disabled={answer.isPending || verdict !== null} onSubmit={submit} />
            </Suspense>
          </Stack>
        </Card>
      )}
      {verdict && <VerdictCard verdict={verdict} />}
      <Group justify="space-between">
        {verdict ? (
          <Button ref={nextButton} onClick={next} loading={finish.isPending}>
            {verdict.next ? t('spelling.practice.next') : t('spelling.practice.results')}
          </Button>
        ) : !item ? (
          <Button onClick={() => void end()} loading={finish.isPending}>{t('spelling.practice.results')}</Button>
        ) : <span />}
        <Button variant="subtle" onClick={() => void end()} disabled={finish.isPending}>{t('spelling.practice.stop')}</Button>
      </Group>
    </Stack>
  );
}

/** The verdict: right, or which kind of mistake, with the expected word's letters to look at marked. */
function VerdictCard({ verdict }: { verdict: SpellingVerdict }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const right = verdict.result === 'correct';
  const marked = new Set(verdict.positions);
  return (
    <Alert color={right ? 'green' : verdict.result === 'wrong' ? 'red' : 'orange'} title={t(`spelling.verdict.${verdict.result}`)} role="status" data-testid="spelling-verdict">
      <Stack gap="xs">
        <Text size="xl" lang="fr" fw={600}>
          {[...verdict.word].map((letter, index) => (marked.has(index) ? <mark key={index}>{letter}</mark> : <span key={index}>{letter}</span>))}
        </Text>
        {!right && <Text>{t('spelling.verdict.typed', { typed: verdict.typed })}</Text>}
        {verdict.rule && <Text>{spellingRuleInfo[verdict.rule][language]}</Text>}
        {verdict.willReturn && <Text c="dimmed">{t('spelling.verdict.willReturn')}</Text>}
      </Stack>
    </Alert>
  );
}

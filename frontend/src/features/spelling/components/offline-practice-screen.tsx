import { Alert, Button, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClipPlayer } from '@/lib/use-clip-player';
import { WordSounds } from './word-sounds';
import { spellingKeys } from '../api/query-keys';
import { spellingInputs } from '../input-methods';
import { finishPlaying, keepAnswer, readDownloadedSession, sendWaitingAnswers, type DownloadedSession } from '../offline/downloaded-sessions';

interface OfflinePracticeScreenProps {
  session: DownloadedSession;
  method: string;
  /** The session was judged (the network was there at its end): its results. */
  onJudged: (session: DownloadedSession) => void;
  onBack: () => void;
}

/**
 * A downloaded session, played with or without network: each word's sound from the device (the clip player plays the
 * kept copies), the route's input, the
 * answer kept on the device and the next word — no verdict, since only the server knows the spellings. At the end the
 * answers go to the server if it can be reached (its verdicts then show), or wait on the device for the network.
 */
export function OfflinePracticeScreen({ session, method, onJudged, onBack }: OfflinePracticeScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const Input = spellingInputs[method]!;
  const [index, setIndex] = useState(() => Math.min(session.answers.length, session.items.length));
  const [kept, setKept] = useState(false);
  const [ended, setEnded] = useState<'sending' | 'waiting' | null>(null);
  const { play, failed } = useClipPlayer();
  const item = ended ? undefined : session.items[index];

  // Each new word is said once as it appears, as in a session online.
  useEffect(() => {
    if (item) play(item.audio.url);
  }, [item, play]);

  const end = async () => {
    await finishPlaying(session.sessionId);
    void queryClient.invalidateQueries({ queryKey: spellingKeys.downloaded(session.profileId) });
    if (!navigator.onLine) {
      setEnded('waiting');
      return;
    }
    setEnded('sending');
    await sendWaitingAnswers(queryClient);
    const after = await readDownloadedSession(session.sessionId);
    if (after?.judged) onJudged(after);
    else setEnded('waiting');
  };
  const submit = (typed: string) => {
    if (!item) return;
    void keepAnswer(session.sessionId, { itemId: item.itemId, answer: typed }).then(() => {
      setKept(true);
      if (index + 1 >= session.items.length) void end();
      else setIndex(index + 1);
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={600}>{t('spelling.offline.progress', { done: Math.min(index + 1, session.items.length), total: session.items.length })}</Text>
        <Progress value={(index / session.items.length) * 100} aria-label={t('spelling.practice.progressLabel')} />
      </Stack>
      {item && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h3">{t('spelling.practice.listen')}</Title>
            <WordSounds item={item} play={play} failed={failed} />
            <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
              <Input key={item.itemId} length={item.letters} disabled={false} onSubmit={submit} />
            </Suspense>
            {kept && <Text c="dimmed" role="status">{t('spelling.offline.kept')}</Text>}
          </Stack>
        </Card>
      )}
      {ended === 'sending' && <Alert role="status" color="blue" title={t('spelling.offline.sent')}><Loader size="sm" aria-label={t('common.loading')} /></Alert>}
      {ended === 'waiting' && <Alert role="status" color="gray" data-testid="spelling-offline-waiting">{t('spelling.offline.waitingNetwork')}</Alert>}
      <Group justify="space-between">
        {ended ? <Button onClick={onBack}>{t('spelling.offline.back')}</Button> : <Button variant="subtle" onClick={() => void end()}>{t('spelling.offline.finish')}</Button>}
      </Group>
    </Stack>
  );
}

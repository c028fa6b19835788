import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { crosswordLevels, gridSizes, type CrosswordLevel } from '@plume/shared/crosswords/clue';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { ApiError } from '@/lib/api-client';
import { useGetCrossword, type CrosswordProgress } from '../api/get-crossword';
import { useCrosswords, type CrosswordList } from '../api/get-crosswords';
import { useStartCrossword, type CrosswordPuzzle } from '../api/start-crossword';
import { useStartMistakesCrossword } from '../api/start-mistakes-crossword';
import { PlayScreen } from '../components/play-screen';

/**
 * `/crossword/` (premium): the active profile picks a level (or « Mes mots croisés », its own mistaken words) and
 * solves a grid our generator made for it. The answers stay on the server: checks and reveals ask it. The letters are
 * saved as the player types, so an unfinished grid reopens where it was (« Reprendre la grille »).
 */
export function CrosswordRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('crossword.title')} subtitle={t('crossword.subtitle')} size="xl">
      <ProfileGate>{(profile) => <Crosswords key={profile.id} profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

type Playing = { puzzle: CrosswordPuzzle; progress?: CrosswordProgress };

function Crosswords({ profileId }: { profileId: string }) {
  const start = useStartCrossword();
  const startMistakes = useStartMistakesCrossword();
  const reopen = useGetCrossword();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [tooFewMistakes, setTooFewMistakes] = useState(false);
  const shown = useRef<string | null>(null);

  // Back to the levels: the focus goes to the page's content, as after a move to another page.
  useEffect(() => {
    if (shown.current === (playing?.puzzle.puzzleId ?? null)) return;
    shown.current = playing?.puzzle.puzzleId ?? null;
    if (!playing) document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [playing]);

  const play = (next: Playing) => {
    window.scrollTo({ top: 0 });
    setTooFewMistakes(false);
    setPlaying(next);
  };
  // A refusal is already shown by the API client; the player stays where they were.
  const begin = (level: CrosswordLevel) => start.mutateAsync({ profileId, level }).then((puzzle) => play({ puzzle }), () => undefined);
  const beginMistakes = () => startMistakes.mutateAsync({ profileId }).then((puzzle) => play({ puzzle }), (error: unknown) => {
    if (error instanceof ApiError && error.code === 'crossword_too_few_mistakes') setTooFewMistakes(true);
  });
  const resume = (puzzleId: string) => reopen.mutateAsync({ profileId, puzzleId }).then(play, () => undefined);

  if (playing) return <PlayScreen key={playing.puzzle.puzzleId} profileId={profileId} puzzle={playing.puzzle} {...(playing.progress ? { progress: playing.progress } : {})} starting={start.isPending} onNew={() => setPlaying(null)} />;
  return (
    <ChooseLevel
      profileId={profileId}
      starting={start.isPending ? start.variables?.level ?? null : null}
      onStart={begin}
      mistakes={{ onStart: beginMistakes, starting: startMistakes.isPending, tooFew: tooFewMistakes }}
      resuming={reopen.isPending ? reopen.variables?.puzzleId ?? null : null}
      onResume={resume}
    />
  );
}

interface ChooseLevelProps {
  profileId: string;
  starting: CrosswordLevel | null;
  onStart: (level: CrosswordLevel) => void;
  mistakes: { onStart: () => void; starting: boolean; tooFew: boolean };
  resuming: string | null;
  onResume: (puzzleId: string) => void;
}

function ChooseLevel({ profileId, starting, onStart, mistakes, resuming, onResume }: ChooseLevelProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const list = useCrosswords(profileId);
  const kindLabel = (item: CrosswordList['puzzles'][number]) => (item.kind === 'mistakes' ? t('crosswordProgress.mistakes.title') : t(`crossword.levels.${item.level}`));
  // The newest grid not solved yet (the list is newest first).
  const unfinished = list.data?.puzzles.find((item) => !item.solvedAt);
  return (
    <Stack gap="xl">
      {unfinished && (
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Title order={2} size="h3">{t('crosswordProgress.resume.title')}</Title>
              <Text>{t('crosswordProgress.resume.about', { kind: kindLabel(unfinished), date: format.date(unfinished.startedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</Text>
            </div>
            <Button onClick={() => onResume(unfinished.puzzleId)} loading={resuming === unfinished.puzzleId}>{t('crosswordProgress.resume.action')}</Button>
          </Group>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {crosswordLevels.map((level) => (
          <Card key={level} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h3">{t(`crossword.levels.${level}`)}</Title>
                <Text size="sm" c="dimmed">{t('crossword.choose.size', { size: gridSizes[level] })}</Text>
                <Text mt={4}>{t(`crossword.choose.about.${level}`)}</Text>
              </div>
              <Button onClick={() => onStart(level)} loading={starting === level} disabled={starting !== null && starting !== level} aria-label={t('crossword.choose.startLabel', { level: t(`crossword.levels.${level}`) })}>
                {t('crossword.choose.start')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">{t('crosswordProgress.mistakes.title')}</Title>
          <Text>{t('crosswordProgress.mistakes.about')}</Text>
          <Button variant="light" onClick={mistakes.onStart} loading={mistakes.starting} disabled={starting !== null}>{t('crosswordProgress.mistakes.start')}</Button>
          {mistakes.tooFew && (
            <Alert color="yellow" variant="light" role="status" title={t('crosswordProgress.mistakes.tooFewTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text>{t('crosswordProgress.mistakes.tooFew')}</Text>
                <Button size="xs" onClick={() => onStart('facile')} loading={starting === 'facile'}>{t('crosswordProgress.mistakes.regular')}</Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h3">{t('crossword.choose.recent')}</Title>
        <QueryState query={list}>
          {(data) => data.puzzles.length === 0 ? (
            <EmptyState>{t('crossword.choose.empty')}</EmptyState>
          ) : (
            <Stack gap="xs">
              <Text>{t('crossword.choose.solvedCount', { count: data.solved })}</Text>
              <Table.ScrollContainer minWidth={360}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('crossword.choose.date')}</Table.Th>
                      <Table.Th>{t('crossword.choose.level')}</Table.Th>
                      <Table.Th>{t('crossword.choose.words')}</Table.Th>
                      <Table.Th>{t('crossword.choose.state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.puzzles.map((item) => (
                      <Table.Tr key={item.puzzleId}>
                        <Table.Td>{format.date(item.startedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                        <Table.Td>{kindLabel(item)}</Table.Td>
                        <Table.Td>{item.words}</Table.Td>
                        <Table.Td>
                          {item.solvedAt ? (
                            <Badge color="green" variant="light">{t('crossword.choose.solved')}</Badge>
                          ) : (
                            <Group gap="xs">
                              <Text size="sm">{t('crossword.choose.unsolved')}</Text>
                              <Button size="compact-sm" variant="subtle" onClick={() => onResume(item.puzzleId)} loading={resuming === item.puzzleId} aria-label={t('crosswordProgress.resume.rowLabel', { date: format.date(item.startedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}>
                                {t('crosswordProgress.resume.row')}
                              </Button>
                            </Group>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}

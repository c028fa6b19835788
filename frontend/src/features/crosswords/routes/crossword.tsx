import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { crosswordLevels, gridSizes, type CrosswordLevel } from '@plume/shared/crosswords/clue';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCrosswords } from '../api/get-crosswords';
import { useStartCrossword, type CrosswordPuzzle } from '../api/start-crossword';
import { PlayScreen } from '../components/play-screen';

/**
 * `/crossword/` (premium): the active profile picks a level and solves a grid our generator made for it. The
 * answers stay on the server: checks and reveals ask it, so there is nothing to resume after a reload.
 */
export function CrosswordRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('crossword.title')} subtitle={t('crossword.subtitle')} size="xl">
      <ProfileGate>{(profile) => <Crosswords key={profile.id} profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

function Crosswords({ profileId }: { profileId: string }) {
  const start = useStartCrossword();
  const [puzzle, setPuzzle] = useState<CrosswordPuzzle | null>(null);
  const shown = useRef<string | null>(null);

  // Back to the levels: the focus goes to the page's content, as after a move to another page.
  useEffect(() => {
    if (shown.current === (puzzle?.puzzleId ?? null)) return;
    shown.current = puzzle?.puzzleId ?? null;
    if (!puzzle) document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [puzzle]);

  const begin = (level: CrosswordLevel) => {
    // A refusal is already shown by the API client; the player stays where they were.
    start.mutateAsync({ profileId, level }).then((next) => {
      window.scrollTo({ top: 0 });
      setPuzzle(next);
    }, () => undefined);
  };

  if (puzzle) return <PlayScreen key={puzzle.puzzleId} profileId={profileId} puzzle={puzzle} starting={start.isPending} onNew={() => setPuzzle(null)} />;
  return <ChooseLevel profileId={profileId} starting={start.isPending ? start.variables?.level ?? null : null} onStart={begin} />;
}

function ChooseLevel({ profileId, starting, onStart }: { profileId: string; starting: CrosswordLevel | null; onStart: (level: CrosswordLevel) => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const list = useCrosswords(profileId);
  return (
    <Stack gap="xl">
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
                        <Table.Td>{t(`crossword.levels.${item.level}`)}</Table.Td>
                        <Table.Td>{item.words}</Table.Td>
                        <Table.Td>
                          {item.solvedAt ? <Badge color="green" variant="light">{t('crossword.choose.solved')}</Badge> : <Group gap={4}><Text size="sm">{t('crossword.choose.unsolved')}</Text></Group>}
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

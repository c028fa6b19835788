import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { AgeBand } from '@plume/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useFlashcardStatistics, type FlashcardStatistics as Statistics } from '../api/get-flashcard-statistics';
import { preparesTheBrevet } from '../age';

/** The « Cartes » block: cards due now and, per spelling rule, how likely the profile is to spell its words today. */
export function FlashcardStatistics({ profileId, profileName, ageBand }: { profileId: string; profileName: string; ageBand: AgeBand }) {
  const { t } = useTranslation();
  const statistics = useFlashcardStatistics(profileId);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>{t('flashcards.statistics.title')}</Title>
      <QueryState query={statistics}>
        {(data) =>
          data.cards === 0 ? (
            <EmptyState action={<Button component={Link} to="/flashcard/">{t('flashcards.statistics.open')}</Button>}>
              {t('flashcards.statistics.empty', { name: profileName })}
            </EmptyState>
          ) : (
            <Readiness statistics={data} goal={preparesTheBrevet(ageBand) ? 'brevet' : 'dictation'} />
          )
        }
      </QueryState>
    </Stack>
  );
}

function Readiness({ statistics, goal }: { statistics: Statistics; goal: 'brevet' | 'dictation' }) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const percent = (value: number) => number(value, { style: 'percent' });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">{t(`flashcards.statistics.headline.${goal}`)}</Title>
          <Text data-testid="flashcard-readiness">
            {statistics.overallReadiness === undefined ? t('flashcards.statistics.notYet') : t('flashcards.statistics.overall', { percent: percent(statistics.overallReadiness) })}
          </Text>
        </div>
        <Group justify="space-between">
          <Text>{t('flashcards.statistics.due', { count: statistics.dueNow, cards: statistics.cards })}</Text>
          <Button component={Link} to="/flashcard/" variant="light">{t('flashcards.statistics.open')}</Button>
        </Group>
        {statistics.readiness.length > 0 && (
          <Stack gap="xs" component="ul" aria-label={t('flashcards.statistics.byRule')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {statistics.readiness.map((entry) => (
              <li key={entry.point}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t(`dictationTerms.points.${entry.point}`)}</Text>
                  <Text size="sm">{t('flashcards.statistics.pointValue', { percent: percent(entry.readiness), count: entry.cards })}</Text>
                </Group>
                <Progress value={entry.readiness * 100} aria-label={t(`dictationTerms.points.${entry.point}`)} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

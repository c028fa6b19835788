import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { spellingRuleInfo } from '@plume/shared/french/spelling-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useSpellingStatistics, type SpellingStatistics as Statistics } from '../api/get-spelling-statistics';

/** The « Orthographe » block: words right the first time over the profile's sessions, and per rule, weakest first. */
export function SpellingStatistics({ profileId, profileName }: { profileId: string; profileName: string }) {
  const { t } = useTranslation();
  const statistics = useSpellingStatistics(profileId);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>{t('spelling.statistics.title')}</Title>
      <QueryState query={statistics}>
        {(data) =>
          data.words === 0 ? (
            <EmptyState action={<Button component={Link} to="/keyboard-spelling">{t('spelling.statistics.open')}</Button>}>
              {t('spelling.statistics.empty', { name: profileName })}
            </EmptyState>
          ) : (
            <Accuracy statistics={data} />
          )
        }
      </QueryState>
    </Stack>
  );
}

function Accuracy({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const percent = (correct: number, words: number) => number(correct / words, { style: 'percent' });
  const label = (rule: Statistics['byRule'][number]['rule']) => (rule === 'libre' ? t('spelling.freeWords') : spellingRuleInfo[rule].label);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Text data-testid="spelling-accuracy">{t('spelling.statistics.overall', { percent: percent(statistics.correct, statistics.words), count: statistics.sessions, formatted: number(statistics.sessions) })}</Text>
          <Button component={Link} to="/keyboard-spelling" variant="light">{t('spelling.statistics.open')}</Button>
        </Group>
        <Stack gap="xs" component="ul" aria-label={t('spelling.statistics.byRule')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {statistics.byRule.map((tally) => (
            <li key={tally.rule}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{label(tally.rule)}</Text>
                <Text size="sm">{t('spelling.statistics.ruleValue', { percent: percent(tally.correct, tally.words), count: tally.words, formatted: number(tally.words) })}</Text>
              </Group>
              <Progress value={(tally.correct / tally.words) * 100} aria-label={label(tally.rule)} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

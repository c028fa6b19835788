import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { spellingRuleInfo } from '@plume/shared/french/spelling-rules';
import { useTranslation } from 'react-i18next';
import type { SpellingResults } from '../api/finish-spelling';

/** The end of a session: words right the first time, coins, how each rule went, and every mistake to look at again. */
export function ResultsScreen({ results, onAgain }: { results: SpellingResults; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="spelling-results">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2}>{t('spelling.results.title')}</Title>
          <Text size="lg">{t('spelling.results.score', { count: results.correctFirstTime, total: results.answered })}</Text>
          {results.coins > 0 && <Text>{t('spelling.results.coins', { count: results.coins })}</Text>}
        </Stack>
      </Card>
      {results.byRule.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">{t('spelling.results.byRule')}</Title>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('spelling.results.rule')}</Table.Th>
                  <Table.Th>{t('spelling.results.right')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.byRule.map((tally) => (
                  <Table.Tr key={tally.rule}>
                    <Table.Td>{tally.rule === 'libre' ? t('spelling.freeWords') : spellingRuleInfo[tally.rule].label}</Table.Td>
                    <Table.Td>{t('spelling.results.ruleScore', { correct: tally.correct, total: tally.words })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2} size="h3">{t('spelling.results.mistakes')}</Title>
        {results.mistakes.length === 0 ? (
          <Text>{t('spelling.results.noMistake')}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {results.mistakes.map((mistake, index) => (
              <li key={index}>
                <Group gap="xs">
                  <Text fw={600} lang="fr">{mistake.word}</Text>
                  <Text>{t('spelling.verdict.typed', { typed: mistake.typed })}</Text>
                  <Badge variant="light" color={mistake.kind === 'wrong' ? 'red' : 'orange'}>{t(`spelling.verdict.${mistake.kind}`)}</Badge>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {results.mistakes.length > 0 && <Text c="dimmed">{t('spelling.results.cards')}</Text>}
      </Stack>
      <Group>
        <Button onClick={onAgain}>{t('spelling.results.again')}</Button>
      </Group>
    </Stack>
  );
}

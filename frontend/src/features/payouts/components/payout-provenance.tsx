import { Badge, List, Stack, Table, Text } from '@mantine/core';
import {
  BURST_PERCENT, BURST_WINDOW_DAYS, NEW_ACCOUNT_DAYS, provenanceSources, RECENT_WINDOW_DAYS, SINGLE_SOURCE_PERCENT, type PayoutProvenance, type ProvenanceFlag,
} from '@plume/shared/payouts/provenance';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';

/**
 * Where a request's coins came from, as it was when the family asked: coins by source (in all and lately), the
 * account's age, and the flags that ask finance for a closer look, each said in words.
 */
export function ProvenanceSummary({ payoutId, provenance }: { payoutId: string; provenance: PayoutProvenance | undefined }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  if (!provenance) {
    return (
      <Text size="xs" c="dimmed">
        {t('finance.provenance.notRecorded')}
      </Text>
    );
  }
  const id = payoutId.slice(0, 8);
  // The biggest sources first; a source that never credited this wallet is left out.
  const sources = provenanceSources.filter((source) => provenance.lifetime[source]).sort((a, b) => provenance.lifetime[b]! - provenance.lifetime[a]!);
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  const explanations: Record<ProvenanceFlag, string> = {
    single_source: t('finance.provenance.flag.single_source.explanation', { percent: percent(SINGLE_SOURCE_PERCENT) }),
    burst: t('finance.provenance.flag.burst.explanation', { percent: percent(BURST_PERCENT), days: BURST_WINDOW_DAYS }),
    new_account: t('finance.provenance.flag.new_account.explanation', { days: NEW_ACCOUNT_DAYS }),
    linked_games: t('finance.provenance.flag.linked_games.explanation'),
  };
  return (
    <Stack gap={6} align="flex-start" data-testid="payout-provenance">
      {sources.length === 0 ? (
        <Text size="xs">{t('finance.provenance.none')}</Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} fz="xs" w="auto" aria-label={t('finance.provenance.table', { id })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('finance.provenance.source')}</Table.Th>
              <Table.Th ta="end">{t('finance.provenance.lifetime')}</Table.Th>
              <Table.Th ta="end">{t('finance.provenance.recent', { days: RECENT_WINDOW_DAYS })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((source) => (
              <Table.Tr key={source}>
                <Table.Th scope="row" fw={400}>
                  {t(`finance.provenance.sources.${source}`)}
                </Table.Th>
                <Table.Td ta="end">{format.number(provenance.lifetime[source] ?? 0)}</Table.Td>
                <Table.Td ta="end">{format.number(provenance.recent[source] ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs">{provenance.accountAgeDays === 0 ? t('finance.provenance.createdToday') : t('finance.provenance.accountAge', { count: provenance.accountAgeDays })}</Text>
      {provenance.flags.length > 0 && (
        <List size="xs" spacing={4} listStyleType="none" aria-label={t('finance.provenance.flags', { id })}>
          {provenance.flags.map((flag) => (
            <List.Item key={flag} data-flag={flag}>
              <Badge size="xs" color="orange" variant="light">
                {t(`finance.provenance.flag.${flag}.label`)}
              </Badge>{' '}
              {explanations[flag]}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

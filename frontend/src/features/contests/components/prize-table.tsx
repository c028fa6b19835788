import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';

/** The coins each rank wins (rank 1 first); ranks worth nothing are left out. */
export function PrizeTable({ prizes }: { prizes: readonly number[] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const paid = prizes.map((coins, index) => ({ rank: index + 1, coins })).filter((prize) => prize.coins > 0);
  if (!paid.length) return null;
  return (
    <Table withTableBorder striped maw={320} fz="sm">
      <Table.Caption>{t('contests.prizes')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('contests.rank')}</Table.Th>
          <Table.Th scope="col">{t('contests.coins')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {paid.map(({ rank, coins }) => (
          <Table.Tr key={rank}>
            <Table.Th scope="row" fw={500}>
              {format.ordinal(rank)}
            </Table.Th>
            <Table.Td>{format.number(coins)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

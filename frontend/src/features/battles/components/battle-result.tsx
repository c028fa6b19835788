import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { BattleFinishedFrame, BattleRoomFrame } from '@plume/shared/battles/protocol';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetBattle } from '../api/battle-store';

/** The standings at the end: who won, by how much, and the way back. */
export function BattleResult({ room, finished }: { room: BattleRoomFrame; finished: BattleFinishedFrame }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const mine = finished.standings.find((s) => s.profileId === room.you);
  return (
    <Stack gap="md">
      <Title order={2} ref={heading} tabIndex={-1}>{t(`battles.result.${mine?.result ?? 'loss'}`)}</Title>
      {finished.reason === 'forfeit' && <Text>{t('battles.result.forfeit')}</Text>}
      {room.kind === 'bot' ? <Text c="dimmed">{t('battles.result.botNoCoins')}</Text> : room.entryFee > 0 && <Text c="dimmed">{t('battles.result.coins')}</Text>}
      <Table>
        <Table.Caption>{t('battles.result.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('battles.result.rank')}</Table.Th>
            <Table.Th scope="col">{t('battles.result.player')}</Table.Th>
            <Table.Th scope="col">{t('battles.result.correct')}</Table.Th>
            <Table.Th scope="col">{t('battles.result.points')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {finished.standings.map((s) => (
            <Table.Tr key={s.profileId}>
              <Table.Td>{s.rank}</Table.Td>
              <Table.Th scope="row">{s.name}</Table.Th>
              <Table.Td>{s.correct}</Table.Td>
              <Table.Td>{s.points}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button component={Link} to="/quiz/battle" onClick={resetBattle}>{t('battles.result.again')}</Button>
      </Group>
    </Stack>
  );
}

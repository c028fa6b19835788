import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { BattleFinishedFrame } from '@plume/shared/battles/protocol';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleFormat } from '@/lib/locale-format';
import { resetBattle, type RoomView } from '../api/battle-store';
import { useHandicapDetail } from './family-handicap';
import { Podium } from './podium';

/** The standings at the end (a podium first in a group battle; the score of a solo or team Q&A round): and the way back. */
export function BattleResult({ room, finished, home }: { room: RoomView; finished: BattleFinishedFrame; home: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const handicapDetail = useHandicapDetail();
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const mine = finished.standings.find((s) => s.profileId === room.you);
  // A solo or team Q&A round has nobody to beat: its result is the (shared) score.
  const scoreOnly = room.qanda !== undefined && room.qanda.mode !== 'multiplayer';
  const points = mine?.points ?? 0;
  const score = { correct: mine?.correct ?? 0, total: room.questions, points: t('battles.group.pointsCount', { count: points, formatted: format.number(points) }) };
  return (
    <Stack gap="md">
      <Title order={2} ref={heading} tabIndex={-1}>
        {scoreOnly ? t(room.qanda?.mode === 'team' ? 'qanda.result.team' : 'qanda.result.solo', score) : t(`battles.result.${mine?.result ?? 'loss'}`)}
      </Title>
      {finished.reason === 'forfeit' && <Text>{finished.standings.length === 2 && mine && !mine.left ? t('messages.opponent_left') : t('battles.result.forfeit')}</Text>}
      {finished.reason === 'abandoned' && <Text>{t('battles.result.abandoned')}</Text>}
      {finished.handicap && <Text>{t(`battles.handicap.result.${finished.handicap}`, { detail: handicapDetail(finished.handicap, finished.standings) })}</Text>}
      {room.kind === 'bot' ? <Text c="dimmed">{t('battles.result.botNoCoins')}</Text>
        : finished.familyGame ? <Text c="dimmed">{t('battles.result.familyGame')}</Text>
          : room.entryFee > 0 && <Text c="dimmed">{t('battles.result.coins')}</Text>}
      {room.group && !scoreOnly && <Podium standings={finished.standings} />}
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
              <Table.Td>{format.number(s.points)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button component={Link} to={home} onClick={resetBattle}>{t('battles.result.again')}</Button>
      </Group>
    </Stack>
  );
}

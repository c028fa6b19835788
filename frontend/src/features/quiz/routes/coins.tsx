import { Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { dailyCoinCaps } from '@plume/shared/economy';
import { gameModes, type GameMode } from '@plume/shared/quiz/game-modes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCoinHistory, type CoinEntry } from '../api/get-coin-history';

type ReasonKey =
  | 'signup' | 'referral' | 'lifeline' | 'refund' | 'dictation' | 'crossword' | 'crosswordReveal' | 'spelling' | 'payoutHold' | 'payoutReversal'
  | 'battleEntry' | 'battleWin' | 'battleBack' | 'contestEntry' | 'contestPrize' | 'demo';
/** Ledger reasons the catalogue names besides games (a reason is `<source>` or `<source>:<detail>`, looked up whole first). */
const reasonKeys: Record<string, ReasonKey> = {
  welcome: 'signup', signup: 'signup', referral: 'referral', lifeline: 'lifeline', refund: 'refund', dictation: 'dictation', crossword: 'crossword', 'crossword-reveal': 'crosswordReveal', spelling: 'spelling',
  payout_hold: 'payoutHold', payout_reversal: 'payoutReversal',
  battle_entry: 'battleEntry', battle_win: 'battleWin', battle_win_linked: 'battleWin', battle_refund: 'battleBack', battle_draw: 'battleBack',
  'contest:entry': 'contestEntry', 'contest:prize': 'contestPrize', demo: 'demo',
};
const gameModeOf = (reason: string): GameMode | undefined => gameModes.find((mode) => reason === `quiz:${mode}`);
/** The daily caps of the sources a family repeats at will (docs/economy.md), per profile or for the whole family. */
const capsOf = (scope: 'profile' | 'account', number: (value: number) => string) => ({
  quiz: number(dailyCoinCaps.quiz![scope]), dictation: number(dailyCoinCaps.dictation![scope]), spelling: number(dailyCoinCaps.spelling![scope]), crossword: number(dailyCoinCaps.crossword![scope]),
});

/** `/quiz/coins`: the active profile's balance and coin movements, newest first. */
export function CoinsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('quiz.coins.title')} back="/quiz">
      <ProfileGate>{(profile) => <CoinHistory profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function CoinHistory({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const history = useCoinHistory(profile.id);
  const reasonLabel = (reason: string) => {
    const mode = gameModeOf(reason);
    return mode ? t(`quiz.modes.${mode}.title`) : t(`quiz.coins.reasons.${reasonKeys[reason] ?? reasonKeys[reason.split(':')[0]!] ?? 'other'}`);
  };
  return (
    <Stack gap="xl">
      <Text c="dimmed">{t('quiz.coins.subtitle', { name: profile.name })}</Text>
      <Text size="sm">{t('quiz.coins.caps', capsOf('profile', format.number))} {t('quiz.coins.familyCaps', capsOf('account', format.number))} {t('quiz.coins.replays')}</Text>
      <QueryState query={history}>
        {({ pages }) => {
          const [first] = pages;
          const entries: CoinEntry[] = pages.flatMap((page) => page.entries);
          return (
            <Stack gap="xl">
              <SimpleGrid cols={3} component="dl" style={{ margin: 0 }}>
                {(
                  [
                    ['balance', first?.balance ?? 0],
                    ['earned', first?.earned ?? 0],
                    ['spent', first?.spent ?? 0],
                  ] as const
                ).map(([key, value]) => (
                  <Card key={key} withBorder radius="md" ta="center">
                    <Text component="dt" size="sm" c="dimmed">
                      {t(`quiz.coins.${key}`)}
                    </Text>
                    <Text component="dd" fz={28} fw={700} m={0} data-testid={`coins-${key}`}>
                      {format.number(value)}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
              <Title order={2} size="h3">
                {t('quiz.coins.history')}
              </Title>
              {entries.length === 0 ? (
                <EmptyState
                  action={
                    <Button component={Link} to="/quiz">
                      {t('quiz.coins.play')}
                    </Button>
                  }
                >
                  {t('quiz.coins.empty')}
                </EmptyState>
              ) : (
                <Table.ScrollContainer minWidth={420}>
                  <Table striped>
                    <Table.Tbody>
                      {entries.map((entry) => (
                        <Table.Tr key={entry.sequence}>
                          <Table.Td>
                            <Text fw={600}>{reasonLabel(entry.reason)}</Text>
                            <Text size="xs" c="dimmed">
                              {format.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">
                            <Text fw={700} c={entry.amount >= 0 ? 'teal' : 'red'}>
                              {entry.amount >= 0 ? `+${format.number(entry.amount)}` : format.number(entry.amount)}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">
                            <Text size="sm" c="dimmed">
                              {format.number(entry.balanceAfter)}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <LoadMore query={history} label={t('quiz.coins.loadMore')} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

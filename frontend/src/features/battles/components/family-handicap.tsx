import { Alert, Switch } from '@mantine/core';
import type { BattlePlayerView } from '@plume/shared/battles/protocol';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';

/*
 * Family games with a time handicap (docs/battles.md, « Family battles »): each player answers within their age band's
 * time per question, no fee, the creator's account only. The switch where a room is created; the times where the
 * room and its result are shown.
 */

/** On a room's creation: a family game, the youngest given more time. Turning it on sets the fee aside. */
export function FamilyHandicapSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return <Switch label={t('battles.handicap.switch')} description={t('battles.handicap.switchHint')} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

/** « Temps par question : Camille 30 s, Hugo 60 s. » — in the room's order. */
export function useHandicapTimes() {
  const { t, i18n } = useTranslation();
  const format = useLocaleFormat();
  return (players: readonly Pick<BattlePlayerView, 'name' | 'questionMs'>[]) => {
    const timed = players.filter((p) => p.questionMs !== undefined);
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(timed.map((p) => t('battles.handicap.playerTime', { name: p.name, seconds: format.number(Math.round(p.questionMs! / 1000)) })));
    return timed.length ? t('battles.handicap.times', { list }) : '';
  };
}

/** In the lobby: the family game's rule and each seated player's time. */
export function HandicapRule({ players }: { players: readonly BattlePlayerView[] }) {
  const { t } = useTranslation();
  const times = useHandicapTimes();
  return (
    <Alert color="indigo" variant="light" title={t('battles.handicap.title')}>
      {t('battles.handicap.rule')} {times(players)}
    </Alert>
  );
}

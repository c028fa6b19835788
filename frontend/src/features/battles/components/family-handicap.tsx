import { Alert, Radio, Stack } from '@mantine/core';
import type { FamilyHandicap } from '@plume/shared/account';
import type { BattlePlayerView } from '@plume/shared/battles/protocol';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import { levelField, type QuestionLevel } from './question-level-select';

/*
 * Family games with a handicap (docs/battles.md, « Family battles »): each player answers within their age band's time
 * per question (`time`) or gets questions at their age's level (`level`); no fee, the creator's account only. The
 * choice where a room is created; each player's time or level where the room and its result are shown.
 */

/** No family game (''), or one of the handicaps. */
export type FamilyChoice = FamilyHandicap | '';

/** On a room's creation: an ordinary room, or a family game with its handicap. Choosing one sets the fee aside. */
export function FamilyHandicapChoice({ value, onChange }: { value: FamilyChoice; onChange: (value: FamilyChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('battles.handicap.label')} description={t('battles.handicap.hint')} value={value} onChange={(next) => onChange(next as FamilyChoice)}>
      <Stack gap="xs" mt="xs">
        <Radio value="" label={t('battles.handicap.none')} />
        <Radio value="time" label={t('battles.handicap.time')} description={t('battles.handicap.timeHint')} />
        <Radio value="level" label={t('battles.handicap.level')} description={t('battles.handicap.levelHint')} />
      </Stack>
    </Radio.Group>
  );
}

/** What a room's creation sends for the choice: a family game has no fee; by level, no room level either (each player's age sets theirs). */
export function familyFields(family: FamilyChoice, entryFee: number, level: QuestionLevel) {
  if (family === 'level') return { entryFee: 0, handicap: family };
  return { ...(family ? { entryFee: 0, handicap: family } : { entryFee }), ...levelField(level) };
}

type Shown = Pick<BattlePlayerView, 'name' | 'questionMs' | 'level'>;

/** « Temps par question : Camille 30 s et Hugo 60 s. » or « Questions : Camille difficiles et Hugo faciles. », in the room's order. */
export function useHandicapDetail() {
  const { t, i18n } = useTranslation();
  const format = useLocaleFormat();
  return (handicap: FamilyHandicap, players: readonly Shown[]) => {
    const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
    if (handicap === 'time') {
      const timed = players.filter((p) => p.questionMs !== undefined);
      return t('battles.handicap.times', { list: list(timed.map((p) => t('battles.handicap.playerTime', { name: p.name, seconds: format.number(Math.round(p.questionMs! / 1000)) }))) });
    }
    const levelled = players.filter((p) => p.level !== undefined);
    return t('battles.handicap.levels', { list: list(levelled.map((p) => t('battles.handicap.playerLevel', { name: p.name, level: t(`battles.handicap.levelNames.${p.level!}`) }))) });
  };
}

/** In the lobby: the family game's rule and each seated player's time or level. */
export function HandicapRule({ handicap, players }: { handicap: FamilyHandicap; players: readonly BattlePlayerView[] }) {
  const { t } = useTranslation();
  const detail = useHandicapDetail();
  return (
    <Alert color="indigo" variant="light" title={t(`battles.handicap.title.${handicap}`)}>
      {t(`battles.handicap.rule.${handicap}`)} {detail(handicap, players)}
    </Alert>
  );
}

import { Badge, Group } from '@mantine/core';
import { modeRules, type GameMode } from '@plume/shared/quiz/modes';
import { useTranslation } from 'react-i18next';

/** What a mode is like before playing it: how many questions, which lifelines, which clock, whether it pays. */
export function ModeFacts({ mode, questions = true }: { mode: GameMode; questions?: boolean }) {
  const { t } = useTranslation();
  const rules = modeRules[mode];
  const lifelines = rules.lifelines.map((lifeline) => t(`quiz.play.lifeline.${lifeline}`)).join(', ');
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('quiz.facts.label')}>
      {questions && (
        <Badge component="li" variant="light" color="indigo" tt="none">
          {t('quiz.facts.questions', { count: rules.questions })}
        </Badge>
      )}
      <Badge component="li" variant="light" color="grape" tt="none">
        {lifelines ? t('quiz.facts.lifelines', { lifelines }) : t('quiz.facts.noLifelines')}
      </Badge>
      <Badge component="li" variant="light" color="teal" tt="none">
        {rules.timer === 'game' ? t('quiz.facts.gameTimer') : t('quiz.facts.questionTimer')}
      </Badge>
      {!rules.rewarded && (
        <Badge component="li" variant="light" color="gray" tt="none">
          {/* A challenge between relatives is no practice: it is played for the win, without coins. */}
          {mode === 'family-challenge' ? t('quiz.facts.noCoins') : t('quiz.facts.practice')}
        </Badge>
      )}
    </Group>
  );
}

import { NativeSelect } from '@mantine/core';
import { difficulties, type Difficulty } from '@plume/shared/content';
import { useTranslation } from 'react-i18next';

/** A room's question level, or every level (''); it starts at the creator's own (`difficultyForAge`). */
export type QuestionLevel = Difficulty | '';

export function QuestionLevelSelect({ id, value, onChange }: { id: string; value: QuestionLevel; onChange: (level: QuestionLevel) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      id={id}
      label={t('battles.home.questionLevel')}
      description={t('battles.home.questionLevelHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as QuestionLevel)}
      data={[...difficulties.map((level) => ({ value: level, label: t(`qanda.levels.${level}`) })), { value: '', label: t('battles.home.allLevels') }]}
    />
  );
}

/** The frame's field for a chosen level: none for every level. */
export const levelField = (level: QuestionLevel) => (level ? { level } : {});

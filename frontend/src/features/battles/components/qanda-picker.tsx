import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { qandaCategories, qandaLevels, type QandaLevel } from '@plume/shared/battles/protocol';
import { useTranslation } from 'react-i18next';

export interface QandaChoice { category: (typeof qandaCategories)[number]; level: QandaLevel }

/** The learning category and the level of a Q&A round. */
export function QandaPicker({ value, onChange }: { value: QandaChoice; onChange: (value: QandaChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('battles.home.category')}
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.currentTarget.value as QandaChoice['category'] })}
        data={qandaCategories.map((c) => ({ value: c, label: t(`statistics.categories.${c}`) }))}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="qanda-level">{t('qanda.level')}</Text>
        <SegmentedControl
          aria-labelledby="qanda-level"
          value={value.level}
          onChange={(level) => onChange({ ...value, level: level as QandaLevel })}
          data={qandaLevels.map((level) => ({ value: level, label: t(`qanda.levels.${level}`) }))}
        />
      </Stack>
    </Stack>
  );
}

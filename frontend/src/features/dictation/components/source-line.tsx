import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** « Victor Hugo, Les Misérables (1862) » for a passage taken from a book. */
export function SourceLine({ source }: { source: { author: string; work: string; year?: number } }) {
  const { t } = useTranslation();
  const { author, work, year } = source;
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {year === undefined ? t('dictation.choose.source', { author, work }) : t('dictation.choose.sourceYear', { author, work, year })}
    </Text>
  );
}

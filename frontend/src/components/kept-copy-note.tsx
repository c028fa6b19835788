import { Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useKeptSince } from '@/lib/kept-answers';
import { useLocaleFormat } from '@/lib/locale-format';

/**
 * A quiet line when the page shows answers kept on this device instead of the server's (a cold start without network,
 * docs/offline.md): since when, in the page's own words. It goes once the server answers again.
 */
export function KeptCopyNote({ queryKeys, words }: { queryKeys: readonly QueryKey[]; words: 'flashcards.offline.keptCopy' | 'learnerHome.keptCopy' }) {
  const { t } = useTranslation();
  const { date } = useLocaleFormat();
  const keptAt = useKeptSince(queryKeys);
  if (!keptAt) return null;
  return (
    <Text size="sm" mb="lg" data-testid="kept-copy">
      {t(words, { when: date(keptAt, { dateStyle: 'long', timeStyle: 'short' }) })}
    </Text>
  );
}

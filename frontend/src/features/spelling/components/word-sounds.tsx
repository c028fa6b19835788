import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpellingItem } from '@plume/shared/spelling/api';
import { SLOW_RATE } from '@/lib/use-clip-player';

/** A word's sounds to hear (again, slower) and its sentence with the word blanked, as every session shows them. */
export function WordSounds({ item, play, failed }: { item: SpellingItem; play: (url: string, rate?: number) => void; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="sm">
        <Button variant="light" onClick={() => play(item.audio.url)}>{t('spelling.practice.playWord')}</Button>
        <Button variant="light" onClick={() => play(item.audio.url, SLOW_RATE)}>{t('spelling.practice.playSlow')}</Button>
        {item.sentence && <Button variant="light" onClick={() => play(item.sentence!.audio.url)}>{t('spelling.practice.playSentence')}</Button>}
      </Group>
      {failed && <Text c="dimmed" role="status">{t('spelling.practice.audioFailed')}</Text>}
      {item.sentence && <Text size="lg" lang="fr" data-testid="spelling-sentence">{item.sentence.text}</Text>}
    </>
  );
}

import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One thing downloaded to be done offline (a spelling session, a dictation), as its card shows it. */
export interface DownloadedEntry {
  id: string;
  title: string;
  details: string;
  /** `ready`: to do (`started`: begun); `waiting`: done, waits to be sent; `done`: the server answered (`hasResult`) or refused (`refused`). */
  state: 'ready' | 'waiting' | 'done';
  started: boolean;
  hasResult: boolean;
  refused?: string;
}

interface DownloadedListProps {
  /** Where the list's words are: each feature says them its own way (« Jouer », « Écrire »…). */
  words: 'spelling.offline' | 'dictation.offline';
  entries: readonly DownloadedEntry[];
  testId: string;
  onStart: (id: string) => void;
  onSend: () => void;
  onResult: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * What a profile downloaded on this device to do offline, a card each: to do (or go on with), done and waiting to be
 * sent, or answered by the server (its result once, then it goes). Nothing when the list is empty.
 */
export function DownloadedList({ words, entries, testId, onStart, onSend, onResult, onRemove }: DownloadedListProps) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">{t(`${words}.title`)}</Title>
      <Text c="dimmed">{t(`${words}.about`)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {entries.map((entry) => (
          <Card key={entry.id} withBorder radius="md" padding="md" data-testid={testId}>
            <Stack gap="xs">
              <div>
                <Title order={3} size="h4">{entry.title}</Title>
                <Text size="sm" c="dimmed">{entry.details}</Text>
              </div>
              {entry.state === 'waiting' && <Text role="status">{t(`${words}.waiting`)}</Text>}
              {entry.refused && <Text role="alert" c="red.8">{t(`${words}.refused`, { reason: entry.refused })}</Text>}
              <Group gap="sm">
                {entry.state === 'ready' && (
                  <Button onClick={() => onStart(entry.id)} aria-label={t(`${words}.startNamed`, { title: entry.title })}>
                    {entry.started ? t(`${words}.resume`) : t(`${words}.start`)}
                  </Button>
                )}
                {entry.state === 'waiting' && <Button variant="light" onClick={onSend}>{t(`${words}.sendNow`)}</Button>}
                {entry.hasResult && <Button onClick={() => onResult(entry.id)}>{t(`${words}.seeResult`)}</Button>}
                {entry.state !== 'waiting' && (
                  <Button variant="subtle" color="red" onClick={() => onRemove(entry.id)} aria-label={t(`${words}.removeNamed`, { title: entry.title })}>
                    {t(`${words}.remove`)}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { useReviewQueue } from '../offline/review-sync';

/**
 * What the review queue holds for this profile (docs/offline.md): the grades waiting to be sent (« 3 révisions en
 * attente d’envoi »), what was sent once the network came back, what the server refused; offline, that grades stay
 * on this device. The count is a live region, so a screen reader hears it change.
 */
export function ReviewQueueStatus({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { waiting, delivered, dropped, sending, sendNow } = useReviewQueue(profileId);
  const status = waiting > 0 ? t('flashcards.offline.pending', { count: waiting }) : delivered > 0 ? t('flashcards.offline.sent', { count: delivered }) : '';
  const shown = status !== '' || !online || dropped !== undefined;
  // Always in the page, empty when there is nothing to say, so a screen reader hears the first count appear.
  return (
    <Stack gap={4} mb={shown ? 'lg' : 0} data-testid="review-queue">
      <Group gap="sm" wrap="wrap">
        <Text role="status" fw={waiting > 0 ? 600 : undefined}>{status}</Text>
        {waiting > 0 && online && (
          <Button size="compact-sm" variant="light" loading={sending} onClick={sendNow}>
            {t('flashcards.offline.sendNow')}
          </Button>
        )}
      </Group>
      {!online && <Text size="sm">{t('flashcards.offline.offlineHint')}</Text>}
      {dropped && <Text size="sm" c="var(--mantine-color-error)">{t('flashcards.offline.dropped', { count: dropped.count, reason: dropped.reason })}</Text>}
    </Stack>
  );
}

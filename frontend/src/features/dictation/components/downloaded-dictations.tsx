import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictationKeys } from '../api/query-keys';
import { downloadedDictations, forgetDictation, sendWaitingCopies, type DownloadedDictation } from '../offline/downloaded-dictations';

/**
 * The dictations downloaded on this device for the profile (read from the device, never the network): to write (or
 * go on with), handed in and waiting to be sent, or corrected (the correction once, then they go). Shown only when
 * there is one, and also when the bank cannot be read for lack of network.
 */
export function DownloadedDictations({ profileId, onWrite, onCorrection }: { profileId: string; onWrite: (dictation: DownloadedDictation) => void; onCorrection: (dictation: DownloadedDictation) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dictations = useQuery({ queryKey: dictationKeys.downloaded(profileId), queryFn: () => downloadedDictations(profileId), networkMode: 'always' });
  if (!dictations.data?.length) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: dictationKeys.downloaded(profileId) });
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">{t('dictation.offline.title')}</Title>
      <Text c="dimmed">{t('dictation.offline.about')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {dictations.data.map((dictation) => {
          const { title } = dictation.session;
          return (
            <Card key={dictation.session.attemptId} withBorder radius="md" padding="md" data-testid="downloaded-dictation">
              <Stack gap="xs">
                <div>
                  <Title order={3} size="h4">{title}</Title>
                  <Text size="sm" c="dimmed">{t(`dictationTerms.levels.${dictation.session.level}`)} · {t('dictation.choose.words', { count: dictation.session.words })}</Text>
                </div>
                {dictation.state === 'waiting' && <Text role="status">{t('dictation.offline.waiting')}</Text>}
                {dictation.refused && <Text role="alert" c="red.8">{t('dictation.offline.refused', { reason: dictation.refused })}</Text>}
                <Group gap="sm">
                  {dictation.state === 'ready' && (
                    <Button onClick={() => onWrite(dictation)} aria-label={t('dictation.offline.writeNamed', { title })}>
                      {dictation.copy ? t('dictation.offline.resume') : t('dictation.offline.write')}
                    </Button>
                  )}
                  {dictation.state === 'waiting' && <Button variant="light" onClick={() => void sendWaitingCopies(queryClient)}>{t('dictation.offline.sendNow')}</Button>}
                  {dictation.result && <Button onClick={() => onCorrection(dictation)}>{t('dictation.offline.seeCorrection')}</Button>}
                  {dictation.state !== 'waiting' && (
                    <Button variant="subtle" color="red" onClick={() => void forgetDictation(dictation.session.attemptId).then(refresh)} aria-label={t('dictation.offline.removeNamed', { title })}>
                      {t('dictation.offline.remove')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

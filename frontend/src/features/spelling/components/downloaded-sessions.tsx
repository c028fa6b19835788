import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { spellingRuleInfo } from '@plume/shared/french/spelling-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import { spellingKeys } from '../api/query-keys';
import { downloadedSessions, forgetSession, sendWaitingAnswers, type DownloadedSession } from '../offline/downloaded-sessions';

/** The profile's downloaded sessions, read from the device (never the network: they are there to work without it). */
export function useDownloadedSessions(profileId: string) {
  return useQuery({ queryKey: spellingKeys.downloaded(profileId), queryFn: () => downloadedSessions(profileId), networkMode: 'always' });
}

/** What a session asks, as a learner names it: a list's name, or a level (and its rule). */
export function useSessionName(): (session: Pick<DownloadedSession, 'source'>) => string {
  const { t } = useTranslation();
  return ({ source }) => (source.kind === 'list' ? source.name : [t(`spelling.levels.${source.level}`), source.rule ? spellingRuleInfo[source.rule].label : ''].filter(Boolean).join(' · '));
}

/**
 * The sessions downloaded on this device for the profile: to play (or resume), waiting to be sent, or judged (their
 * results once, then they go). Shown only when there is one.
 */
export function DownloadedSessions({ profileId, onPlay, onResults }: { profileId: string; onPlay: (session: DownloadedSession) => void; onResults: (session: DownloadedSession) => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const sessions = useDownloadedSessions(profileId);
  const nameOf = useSessionName();
  if (!sessions.data?.length) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: spellingKeys.downloaded(profileId) });
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">{t('spelling.offline.title')}</Title>
      <Text c="dimmed">{t('spelling.offline.about')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sessions.data.map((session) => {
          const name = nameOf(session);
          return (
            <Card key={session.sessionId} withBorder radius="md" padding="md" data-testid="downloaded-session">
              <Stack gap="xs">
                <div>
                  <Title order={3} size="h4">{name}</Title>
                  <Text size="sm" c="dimmed">
                    {t('spelling.offline.words', { count: session.items.length })}
                    {session.state === 'ready' ? ` · ${t('spelling.offline.until', { date: format.date(session.expiresAt, { dateStyle: 'long' }) })}` : ''}
                  </Text>
                </div>
                {session.state === 'waiting' && <Text role="status">{t('spelling.offline.waiting')}</Text>}
                {session.refused && <Text role="alert" c="red.8">{t('spelling.offline.refused', { reason: session.refused })}</Text>}
                <Group gap="sm">
                  {session.state === 'ready' && (
                    <Button onClick={() => onPlay(session)} aria-label={t('spelling.offline.playNamed', { name })}>
                      {session.answers.length ? t('spelling.offline.resume') : t('spelling.offline.play')}
                    </Button>
                  )}
                  {session.state === 'waiting' && <Button variant="light" onClick={() => void sendWaitingAnswers(queryClient)}>{t('spelling.offline.sendNow')}</Button>}
                  {session.judged && <Button onClick={() => onResults(session)}>{t('spelling.offline.seeResults')}</Button>}
                  {session.state !== 'waiting' && (
                    <Button variant="subtle" color="red" onClick={() => void forgetSession(session.sessionId).then(refresh)} aria-label={t('spelling.offline.removeNamed', { name })}>
                      {t('spelling.offline.remove')}
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

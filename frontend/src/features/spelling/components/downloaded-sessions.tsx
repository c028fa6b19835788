import { spellingRuleInfo } from '@plume/shared/french/spelling-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadedList } from '@/components/downloaded-list';
import { useLocaleFormat } from '@/lib/locale-format';
import { spellingKeys } from '../api/query-keys';
import { downloadedSessions, forgetSession, sendWaitingAnswers, type DownloadedSession } from '../offline/downloaded-sessions';

/** The profile's sessions downloaded on this device (read from the device, never the network), shown when there is one. */
export function DownloadedSessions({ profileId, onPlay, onResults }: { profileId: string; onPlay: (session: DownloadedSession) => void; onResults: (session: DownloadedSession) => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: spellingKeys.downloaded(profileId), queryFn: () => downloadedSessions(profileId), networkMode: 'always' });
  const list = sessions.data ?? [];
  const find = (id: string) => list.find((session) => session.sessionId === id)!;
  // What a session asks, as a learner names it: a list's name, or a level (and its rule).
  const nameOf = ({ source }: DownloadedSession) =>
    source.kind === 'list' ? source.name : [t(`spelling.levels.${source.level}`), source.rule ? spellingRuleInfo[source.rule].label : ''].filter(Boolean).join(' · ');
  return (
    <DownloadedList
      words="spelling.offline"
      testId="downloaded-session"
      entries={list.map((session) => ({
        id: session.sessionId,
        title: nameOf(session),
        details: [t('spelling.offline.words', { count: session.items.length }), ...(session.state === 'ready' ? [t('spelling.offline.until', { date: format.date(session.expiresAt, { dateStyle: 'long' }) })] : [])].join(' · '),
        state: session.state === 'judged' ? 'done' : session.state,
        started: session.answers.length > 0,
        hasResult: !!session.judged,
        ...(session.refused ? { refused: session.refused } : {}),
      }))}
      onStart={(id) => onPlay(find(id))}
      onSend={() => void sendWaitingAnswers(queryClient)}
      onResult={(id) => onResults(find(id))}
      onRemove={(id) => void forgetSession(id).then(() => queryClient.invalidateQueries({ queryKey: spellingKeys.downloaded(profileId) }))}
    />
  );
}

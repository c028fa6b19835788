import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadedList } from '@/components/downloaded-list';
import { dictationKeys } from '../api/query-keys';
import { downloadedDictations, forgetDictation, sendWaitingCopies, type DownloadedDictation } from '../offline/downloaded-dictations';

/**
 * The profile's dictations downloaded on this device (read from the device, never the network), shown when there is
 * one, and also when the bank cannot be read for lack of network.
 */
export function DownloadedDictations({ profileId, onWrite, onCorrection }: { profileId: string; onWrite: (dictation: DownloadedDictation) => void; onCorrection: (dictation: DownloadedDictation) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dictations = useQuery({ queryKey: dictationKeys.downloaded(profileId), queryFn: () => downloadedDictations(profileId), networkMode: 'always' });
  const list = dictations.data ?? [];
  const find = (id: string) => list.find((dictation) => dictation.session.attemptId === id)!;
  return (
    <DownloadedList
      words="dictation.offline"
      testId="downloaded-dictation"
      entries={list.map(({ session, state, copy, result, refused }) => ({
        id: session.attemptId,
        title: session.title,
        details: `${t(`dictationTerms.levels.${session.level}`)} · ${t('dictation.choose.words', { count: session.words })}`,
        state: state === 'corrected' ? 'done' : state,
        started: copy !== '',
        hasResult: !!result,
        ...(refused ? { refused } : {}),
      }))}
      onStart={(id) => onWrite(find(id))}
      onSend={() => void sendWaitingCopies(queryClient)}
      onResult={(id) => onCorrection(find(id))}
      onRemove={(id) => void forgetDictation(id).then(() => queryClient.invalidateQueries({ queryKey: dictationKeys.downloaded(profileId) }))}
    />
  );
}

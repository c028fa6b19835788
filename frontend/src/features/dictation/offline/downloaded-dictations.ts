import { deviceStore } from '@/lib/device-store';
import { waitingWorkSender } from '@/lib/downloaded-work';
import { forgetClips, keepClips, playableClip } from '@/lib/offline-clips';
import { DOWNLOADED_DICTATION_DATABASE, noteOfflineWork } from '@/lib/offline-data';
import { dictationKeys } from '../api/query-keys';
import { startDictation, type DictationSession } from '../api/start-dictation';
import { submitDictation, type DictationResult } from '../api/submit-dictation';

/**
 * Dictations downloaded to be written without network (docs/offline.md, « A dictation offline »). A download opens the
 * attempt on the server as « Commencer » does (its sounds, never its text) and keeps its sounds on the device (the
 * Cache Storage) and the attempt in IndexedDB (`plume-offline-dictation`). The copy is kept on the device as it is
 * written; handed in, it waits there until the server can correct it — the attempt's text reaches the device only with
 * its correction, as online. `submit_dictation` corrects an attempt once and answers the same correction whenever it is
 * sent again, so a copy whose answer was lost is simply sent again.
 */

export interface DownloadedDictation {
  /** The attempt's id (the record's key on the device). */
  attemptId: string;
  session: DictationSession;
  profileId: string;
  downloadedAt: string;
  /** The copy as last written on this device. */
  copy: string;
  /** `ready`: to write (or being written); `waiting`: handed in, waits to be sent; `corrected`: the server's correction. */
  state: 'ready' | 'waiting' | 'corrected';
  result?: DictationResult;
  /** Why the server refused the copy for good (the attempt expired after its week), said on the page. */
  refused?: string;
}

const dictations = deviceStore<DownloadedDictation, 'attemptId'>(DOWNLOADED_DICTATION_DATABASE, 'attemptId');
const dictationStore = dictations.store;

/** For tests: a fresh store, as on a new page. */
export const swapDownloadedDictationStore = dictations.swap;

const clipUrls = (session: Pick<DictationSession, 'reading' | 'phrases'>) => [session.reading.url, ...session.phrases.map((phrase) => phrase.url)];

/** The profile's downloaded dictations, the newest first. */
export async function downloadedDictations(profileId: string): Promise<DownloadedDictation[]> {
  return (await dictationStore().all()).filter((dictation) => dictation.profileId === profileId).sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
}

export const readDownloadedDictation = (attemptId: string) => dictationStore().get(attemptId);

/** Opens the attempt (or the one still open for this passage, with its saved copy), then keeps every sound and it. */
export async function downloadDictation(profileId: string, passageId: string): Promise<DownloadedDictation> {
  const session = await startDictation({ profileId, passageId });
  await keepClips(clipUrls(session));
  const dictation: DownloadedDictation = { attemptId: session.attemptId, session, profileId, downloadedAt: new Date().toISOString(), copy: session.copy ?? '', state: 'ready' };
  await dictationStore().put(dictation);
  return dictation;
}

/** The copy as written now, kept on the device (the screen saves it on the server too while there is a network). */
export async function keepCopy(attemptId: string, copy: string): Promise<void> {
  const dictation = await dictationStore().get(attemptId);
  if (dictation?.state === 'ready') await dictationStore().put({ ...dictation, copy });
}

/** Handed in: the copy waits to be sent, from now on or at the network's return. */
export async function handIn(attemptId: string, copy: string): Promise<void> {
  const dictation = await dictationStore().get(attemptId);
  if (!dictation || dictation.state !== 'ready') return;
  await dictationStore().put({ ...dictation, copy, state: 'waiting' });
  noteOfflineWork('dictation', true);
}

/** Deletes a dictation from the device, with its sounds. */
export async function forgetDictation(attemptId: string): Promise<void> {
  const dictation = await dictationStore().get(attemptId);
  await dictationStore().delete(attemptId);
  if (dictation) await forgetClips(clipUrls(dictation.session));
}

/**
 * The session as the player needs it offline: each sound's kept copy as an object URL (`release` revokes them when the
 * screen closes). Where nothing was kept, the addresses themselves.
 */
export async function playableSession(session: DictationSession): Promise<{ session: DictationSession; release: () => void }> {
  const [reading, ...phrases] = await Promise.all(clipUrls(session).map(playableClip));
  return {
    session: { ...session, reading: { ...session.reading, url: reading!.url }, phrases: session.phrases.map((phrase, index) => ({ ...phrase, url: phrases[index]!.url })) },
    release: () => [reading!, ...phrases].forEach((clip) => clip.revoke()),
  };
}

/**
 * Sends every handed-in copy, one request each (`waitingWorkSender`). Corrected: the correction is kept to be shown,
 * and the sounds deleted.
 */
export const sendWaitingCopies = waitingWorkSender<DownloadedDictation>({
  work: 'dictation',
  store: dictationStore,
  waiting: (dictation) => dictation.state === 'waiting',
  downloadedAt: (dictation) => dictation.downloadedAt,
  send: async (dictation) => {
    const result = await submitDictation({ profileId: dictation.profileId, attemptId: dictation.session.attemptId, answer: dictation.copy }, { quiet: true });
    await forgetClips(clipUrls(dictation.session));
    return { ...dictation, state: 'corrected', result };
  },
  refused: (dictation, reason) => ({ ...dictation, state: 'corrected', refused: reason }),
  after: (dictation, queryClient) => {
    void queryClient?.invalidateQueries({ queryKey: dictationKeys.profile(dictation.profileId) });
    void queryClient?.invalidateQueries({ queryKey: dictationKeys.downloaded(dictation.profileId) });
  },
});

import { deviceStore } from '@/lib/device-store';
import { waitingWorkSender } from '@/lib/downloaded-work';
import { forgetClips, keepClips } from '@/lib/offline-clips';
import { DOWNLOADED_SPELLING_DATABASE, noteOfflineWork } from '@/lib/offline-data';
import { downloadSpelling, submitSpellingAnswers, type DownloadedSpelling, type SpellingAnswerInput, type SubmittedSpelling } from '../api/download-spelling';
import type { SpellingSourceInput } from '../api/start-spelling';
import { spellingKeys } from '../api/query-keys';

/**
 * Spelling sessions downloaded to be played without network (docs/offline.md, « Spelling offline »). A download asks
 * the server for every word's sound at once (never a spelling) and keeps them on the device: the session in IndexedDB
 * (`plume-offline-spelling`), its sounds in the Cache Storage (`lib/offline-clips.ts`). The answers wait beside the
 * session until they are all sent together, once the learner has finished and the network is there; the server judges
 * them then, and answers the same whenever the same session is sent again, so a lost answer is simply sent again.
 */

/** A downloaded session on this device, and where it stands. */
export interface DownloadedSession extends DownloadedSpelling {
  profileId: string;
  downloadedAt: string;
  /** The answers given so far, in the order given (one per word). */
  answers: SpellingAnswerInput[];
  /** `ready`: to play (or being played); `waiting`: finished, its answers wait to be sent; `judged`: the server's verdicts. */
  state: 'ready' | 'waiting' | 'judged';
  judged?: SubmittedSpelling;
  /** Why the server refused the answers for good (an expired session), said once on the page. */
  refused?: string;
}

const sessions = deviceStore<DownloadedSession, 'sessionId'>(DOWNLOADED_SPELLING_DATABASE, 'sessionId');
const sessionStore = sessions.store;

/** For tests: a fresh store, as on a new page. */
export const swapDownloadedSessionStore = sessions.swap;

const clipUrls = (session: DownloadedSpelling) => session.items.flatMap((item) => [item.audio.url, ...(item.sentence ? [item.sentence.audio.url] : [])]);

/** The profile's downloaded sessions, the newest first. */
export async function downloadedSessions(profileId: string): Promise<DownloadedSession[]> {
  return (await sessionStore().all()).filter((session) => session.profileId === profileId).sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
}

export const readDownloadedSession = (sessionId: string) => sessionStore().get(sessionId);

/**
 * Downloads a session: the server's items, then every sound into the Cache Storage (all or the download fails: a
 * session with a word that cannot be heard is no use on a train), then the session on the device.
 */
export async function downloadSession(profileId: string, source: SpellingSourceInput): Promise<DownloadedSession> {
  const downloaded = await downloadSpelling({ profileId, source });
  await keepClips(clipUrls(downloaded));
  const session: DownloadedSession = { ...downloaded, profileId, downloadedAt: new Date().toISOString(), answers: [], state: 'ready' };
  await sessionStore().put(session);
  return session;
}

/** Keeps one answer of a session being played (a second answer to the same word replaces the first). */
export async function keepAnswer(sessionId: string, answer: SpellingAnswerInput): Promise<DownloadedSession> {
  const session = await sessionStore().get(sessionId);
  if (!session) throw new Error(`no downloaded session ${sessionId}`);
  const kept = { ...session, answers: [...session.answers.filter((given) => given.itemId !== answer.itemId), answer] };
  await sessionStore().put(kept);
  return kept;
}

/** The learner is done (every word, or stopped): the answers wait to be sent, from now on or at the network's return. */
export async function finishPlaying(sessionId: string): Promise<void> {
  const session = await sessionStore().get(sessionId);
  if (!session || session.state !== 'ready') return;
  await sessionStore().put({ ...session, state: 'waiting' });
  noteOfflineWork('spelling', true);
}

/** Deletes a session from the device, with its sounds (no longer needed once judged, or never played). */
export async function forgetSession(sessionId: string): Promise<void> {
  const session = await sessionStore().get(sessionId);
  await sessionStore().delete(sessionId);
  if (session) await forgetClips(clipUrls(session));
}

/**
 * Sends every finished session's answers, one request per session (`waitingWorkSender`). Judged: its verdicts are kept
 * to be shown, and its sounds deleted.
 */
export const sendWaitingAnswers = waitingWorkSender<DownloadedSession>({
  work: 'spelling',
  store: sessionStore,
  waiting: (session) => session.state === 'waiting',
  downloadedAt: (session) => session.downloadedAt,
  send: async (session) => {
    const judged = await submitSpellingAnswers({ profileId: session.profileId, sessionId: session.sessionId, answers: session.answers });
    await forgetClips(clipUrls(session));
    return { ...session, state: 'judged', judged };
  },
  refused: (session, reason) => ({ ...session, state: 'judged', refused: reason }),
  after: (session, queryClient) => {
    void queryClient?.invalidateQueries({ queryKey: ['statistics'] });
    void queryClient?.invalidateQueries({ queryKey: spellingKeys.downloaded(session.profileId) });
  },
});

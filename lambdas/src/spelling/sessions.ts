import { randomBytes, randomInt } from 'node:crypto';
import { spellingCompleted } from '@plume/events';
import { Refusal } from '@plume/shared';
import { readingSsml } from '@plume/shared/dictation/spoken';
import { compareSpelling } from '@plume/shared/spelling/compare';
import type {
  DownloadedSpelling, SpellingAnswerInput, SpellingItem, SpellingProgress, SpellingResults, SpellingSession, SpellingSource, SpellingVerdict, SubmittedSpelling,
} from '@plume/shared/spelling/api';
import {
  answerOf, blankedSentence, BUILT_IN_SESSION_WORDS, judgeAnswers, letterCount, mayRetry, mistakeCategory, nextItemId, pickWords, pointOf, requeue, sessionOutcome,
  spellingCoins, wordSsml, type SessionWord,
} from '@plume/shared/spelling/session';
import { publishEvent } from '#clients/bus';
import {
  createSession, DOWNLOADED_TTL_SECONDS, finishSession, finishWithAnswers, getBankWords, getList, getSession, markSessionPublished, recordAnswer, type SpellingSessionRecord, type StoredSessionWord,
  type StoredSource,
} from '#spelling/data/spelling';
import { speechClips, speechClipUrl } from '#speech/speech-clips';
import { newAttemptId } from '#dictation/open-dictation';

/** Concurrent answers to other items of the same session: a handful of re-reads settle any honest race. */
const MAX_ANSWER_ATTEMPTS = 8;
const newItemId = () => randomBytes(6).toString('hex');

/** The words a session asks: picked from a level of the bank, or a parent's list of the profile. */
async function sessionWords(profileId: string, source: SpellingSource): Promise<{ words: SessionWord[]; stored: StoredSource }> {
  if (source.kind === 'level') {
    const picked = pickWords(await getBankWords(), source.level, source.rule, BUILT_IN_SESSION_WORDS, randomInt);
    if (!picked.length) throw new Refusal('not_found', 'spelling_no_words');
    return { words: picked.map(({ id, word, rule, sentence }) => ({ word, wordId: id, rule, sentence })), stored: { kind: 'level', level: source.level, ...(source.rule ? { rule: source.rule } : {}) } };
  }
  const list = await getList(profileId, source.listId);
  if (!list) throw new Refusal('not_found', 'spelling_list_not_found');
  const bank = new Map((await getBankWords()).map((word) => [word.id, word]));
  const words = list.words.map((entry): SessionWord => {
    const known = entry.wordId ? bank.get(entry.wordId) : undefined;
    return known ? { word: known.word, wordId: known.id, rule: known.rule, sentence: known.sentence } : { word: entry.word };
  });
  return { words, stored: { kind: 'list', listId: list.listId, name: list.name } };
}

/** The speech of a word: the word said slowly, and its example sentence when it has one. */
const wordClips = (word: Pick<SessionWord, 'word' | 'sentence'>) => [{ ssml: wordSsml(word.word) }, ...(word.sentence ? [{ ssml: readingSsml(word.sentence) }] : [])];

/**
 * Renders (or finds) the speech of the item served, so its clips exist before the learner's browser asks for them.
 * Each item's clips are rendered when it is served, not all at the start: a session opens at the cost of one word.
 */
async function voice(session: Pick<SpellingSessionRecord, 'items' | 'words'>, item: SpellingItem | null): Promise<void> {
  if (item) await speechClips(wordClips(session.words[session.items[item.itemId]!.word]!));
}

/** Stores a new session of `source`'s words, with the URLs their speech will have (keyed hashes) and opaque item ids. */
async function createSpellingSession(uid: string, profileId: string, source: SpellingSource, downloaded: boolean): Promise<SpellingSessionRecord> {
  const { words, stored } = await sessionWords(profileId, source);
  const withAudio = await Promise.all(words.map(async (word): Promise<StoredSessionWord> => {
    const [audio, sentenceAudio] = await Promise.all(wordClips(word).map(({ ssml }) => speechClipUrl(ssml)));
    if (!word.sentence || !sentenceAudio) return { ...word, audio: audio! };
    return { ...word, audio: audio!, sentenceAudio, blanked: blankedSentence(word.sentence, word.word) };
  }));
  const order = words.map(() => newItemId());
  const now = Date.now();
  return {
    sessionId: newAttemptId(now), uid, profileId, source: stored, words: withAudio,
    items: Object.fromEntries(order.map((itemId, word) => [itemId, { word }])), order, answers: {}, version: 0,
    status: 'started', ...(downloaded ? { downloaded: true } : {}), startedAt: new Date(now).toISOString(),
  };
}

/**
 * Opens a session: stores it with its own copy of the words and a queue of opaque item ids, renders (or finds) the
 * first item's speech, and answers with that item — never a spelling.
 */
export async function openSpelling(uid: string, profileId: string, source: SpellingSource): Promise<SpellingSession> {
  const session = await createSpellingSession(uid, profileId, source, false);
  const next = nextItem(session);
  await Promise.all([createSession(session), voice(session, next)]);
  return { sessionId: session.sessionId, source: session.source, next, progress: progressOf(session) };
}

/**
 * Opens a session to be played without network: every word's speech rendered (or found) now, since the device
 * downloads it all before leaving; every item served at once, each word once — sounds, lengths and blanked sentences,
 * never a spelling. Nothing is judged until `submitSpellingAnswers`, so no answer can reach the device first.
 */
export async function downloadSpelling(uid: string, profileId: string, source: SpellingSource): Promise<DownloadedSpelling> {
  const session = await createSpellingSession(uid, profileId, source, true);
  await speechClips(session.words.flatMap(wordClips));
  await createSession(session);
  return {
    sessionId: session.sessionId, source: session.source, items: session.order.map((itemId) => itemView(session, itemId)),
    expiresAt: new Date(Date.parse(session.startedAt) + DOWNLOADED_TTL_SECONDS * 1000).toISOString(),
  };
}

/**
 * Judges a downloaded session's answers and closes it, in one conditional write (`judgeAnswers`, then the outcome as
 * `finishSpelling` computes it). Sent again — an answer lost on the way back, the device's queue trying again — it
 * changes nothing and answers the same verdicts and results. An online session is refused: it is judged word by word.
 */
export async function submitSpellingAnswers(profileId: string, sessionId: string, sent: readonly SpellingAnswerInput[]): Promise<SubmittedSpelling> {
  for (let attempt = 0; attempt < MAX_ANSWER_ATTEMPTS; attempt++) {
    const session = await getSession(profileId, sessionId);
    if (!session) throw new Refusal('not_found', 'spelling_session_not_found');
    if (!session.downloaded) throw new Refusal('conflict', 'spelling_session_online');
    let closed = session;
    if (session.status === 'started') {
      const judged = judgeAnswers(session.words, session.items, session.answers, sent, new Date().toISOString());
      if ('unknownItem' in judged) throw new Refusal('not_found', 'spelling_item_not_found');
      const outcome = sessionOutcome(session.words, session.items, session.order, judged.answers);
      const finishedAt = new Date().toISOString();
      if (!(await finishWithAnswers(session, judged.answers, outcome, finishedAt))) continue;
      closed = { ...session, answers: judged.answers, version: session.version + 1, status: 'finished', outcome, finishedAt };
    }
    const results = await resultsOf(closed);
    const verdicts = closed.order.filter((itemId) => Object.hasOwn(closed.answers, itemId)).map((itemId) => {
      const { result, positions, typed } = closed.answers[itemId]!;
      const word = closed.words[closed.items[itemId]!.word]!;
      return { itemId, result, positions, typed, word: word.word, ...(word.rule ? { rule: word.rule } : {}) };
    });
    return { verdicts, results };
  }
  throw new Refusal('conflict', 'spelling_session_closed');
}

/**
 * Answers an item once. The answer is compared with the expected spelling and recorded by a conditional write over
 * the version read; a missed word is queued again in the same write. Any later or parallel answer to the same item
 * gets the recorded verdict back and changes nothing.
 */
export async function answerSpelling(profileId: string, sessionId: string, itemId: string, typed: string): Promise<SpellingVerdict> {
  for (let attempt = 0; attempt < MAX_ANSWER_ATTEMPTS; attempt++) {
    const session = await getSession(profileId, sessionId);
    if (!session) throw new Refusal('not_found', 'spelling_session_not_found');
    const ref = Object.hasOwn(session.items, itemId) ? session.items[itemId] : undefined;
    if (!ref) throw new Refusal('not_found', 'spelling_item_not_found');
    if (Object.hasOwn(session.answers, itemId)) return voiced(session, verdictOf(session, itemId));
    if (session.downloaded) throw new Refusal('conflict', 'spelling_session_downloaded');
    if (session.status !== 'started') throw new Refusal('conflict', 'spelling_session_closed');
    const word = session.words[ref.word]!;
    const answer = answerOf(compareSpelling(word.word, typed), typed.normalize('NFC').trim(), new Date().toISOString());
    const asked = Object.values(session.items).filter((item) => item.word === ref.word).length;
    const retry = answer.result !== 'correct' && mayRetry(asked) ? { itemId: newItemId(), ref } : undefined;
    const order = retry ? requeue(session.order, session.answers, itemId, retry.itemId) : session.order;
    if (await recordAnswer(session, itemId, answer, order, retry)) {
      const after = { ...session, answers: { ...session.answers, [itemId]: answer }, order, version: session.version + 1, items: retry ? { ...session.items, [retry.itemId]: retry.ref } : session.items };
      return voiced(after, verdictOf(after, itemId));
    }
  }
  throw new Refusal('conflict', 'spelling_session_closed');
}

/**
 * Closes a session (answered or not: words never answered do not count) and announces `spelling.completed` with every
 * mistake; a repeat answers the same results and publishes again only if the event never went out.
 */
export async function finishSpelling(profileId: string, sessionId: string): Promise<SpellingResults> {
  let session = await getSession(profileId, sessionId);
  if (!session) throw new Refusal('not_found', 'spelling_session_not_found');
  if (session.status === 'started') {
    const outcome = sessionOutcome(session.words, session.items, session.order, session.answers);
    const finishedAt = new Date().toISOString();
    session = (await finishSession(session, outcome, finishedAt)) ? { ...session, status: 'finished', outcome, finishedAt } : (await getSession(profileId, sessionId))!;
  }
  return resultsOf(session);
}

/** A closed session's results, once `spelling.completed` is out (published again only if it never went). */
async function resultsOf(session: SpellingSessionRecord): Promise<SpellingResults> {
  if (!session.publishedAt) await announce(session);
  const outcome = session.outcome!;
  return {
    sessionId: session.sessionId, words: session.words.length, answered: outcome.answered, correctFirstTime: outcome.correctFirstTime, coins: spellingCoins(outcome),
    mistakes: outcome.mistakes.map(({ word, typed, kind, rule }) => ({ word, typed, kind, ...(rule ? { rule } : {}) })),
    byRule: outcome.byRule,
  };
}

async function announce(session: SpellingSessionRecord): Promise<void> {
  const outcome = session.outcome!;
  const sentenceOf = new Map(session.words.map((word) => [word.word, word.sentence]));
  await publishEvent(spellingCompleted, {
    sessionId: session.sessionId, uid: session.uid, profileId: session.profileId,
    ...(session.source.kind === 'level' ? { level: session.source.level } : { listId: session.source.listId }),
    words: session.words.length, correctFirstTime: outcome.correctFirstTime, coins: spellingCoins(outcome),
    mistakes: outcome.mistakes.map((mistake) => {
      const sentence = sentenceOf.get(mistake.word);
      return {
        itemId: mistake.itemId, word: mistake.word, written: mistake.typed.slice(0, 120), kind: mistake.kind, category: mistakeCategory(mistake.kind),
        ...(mistake.rule ? { rule: mistake.rule } : {}), point: pointOf(mistake.rule), ...(sentence ? { sentence } : {}),
      };
    }),
    completedAt: session.finishedAt!,
  });
  await markSessionPublished(session.profileId, session.sessionId);
}

/** The verdict once the next item's speech exists. */
async function voiced(session: SpellingSessionRecord, verdict: SpellingVerdict): Promise<SpellingVerdict> {
  await voice(session, verdict.next);
  return verdict;
}

function itemView(session: SpellingSessionRecord, itemId: string): SpellingItem {
  const ref = session.items[itemId]!;
  const word = session.words[ref.word]!;
  const first = session.order.find((id) => session.items[id]!.word === ref.word);
  return {
    itemId, letters: letterCount(word.word), audio: { url: word.audio },
    ...(word.sentenceAudio && word.blanked ? { sentence: { text: word.blanked, audio: { url: word.sentenceAudio } } } : {}),
    retry: first !== itemId,
  };
}

const nextItem = (session: SpellingSessionRecord): SpellingItem | null => {
  const next = nextItemId(session.order, session.answers);
  return next ? itemView(session, next) : null;
};

function progressOf(session: SpellingSessionRecord): SpellingProgress {
  const answers = Object.values(session.answers);
  return {
    words: session.words.length,
    answered: answers.length,
    remaining: session.status === 'started' ? session.order.filter((itemId) => !Object.hasOwn(session.answers, itemId)).length : 0,
    correct: answers.filter((answer) => answer.result === 'correct').length,
  };
}

function verdictOf(session: SpellingSessionRecord, itemId: string): SpellingVerdict {
  const answer = session.answers[itemId]!;
  const ref = session.items[itemId]!;
  const word = session.words[ref.word]!;
  const position = session.order.indexOf(itemId);
  const willReturn = answer.result !== 'correct' && session.order.slice(position + 1).some((id) => session.items[id]!.word === ref.word);
  return {
    itemId, result: answer.result, positions: answer.positions, typed: answer.typed, word: word.word, ...(word.rule ? { rule: word.rule } : {}),
    willReturn, next: session.status === 'started' ? nextItem(session) : null, progress: progressOf(session),
  };
}

import { randomBytes } from 'node:crypto';
import type { DictationErrorCategory, DictationPassage, DictationSession, DictationSettings, InflectionTable } from '@plume/shared/dictation';
import { dictatedSsml, readingSsml } from '@plume/shared/dictation/spoken';
import { speechClips } from '#speech/speech-clips';
import { Refusal } from '@plume/shared';
import { createAttempt, wordCount, type DictationAttempt } from '#dictation/data/dictations';

/** What a dictation dictates: a passage of the bank, or a personal dictation composed for the profile. */
export interface DictationText {
  passageId?: string;
  title: string;
  level: DictationPassage['level'];
  source?: DictationPassage['source'];
  text: string;
  groups: string[];
  inflections: InflectionTable;
  focus?: DictationErrorCategory[];
}

/** Attempt ids sort by time (base-36 milliseconds, fixed width), so a profile's partition lists attempts in order. */
export const newAttemptId = (now: number) => `${now.toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}`;

/**
 * Opens an attempt: renders (or finds) the speech of the whole text and of each phrase group, then stores the
 * attempt with its own copy of the text. The answer only ever reaches the client with the correction.
 */
export async function openDictation(uid: string, profileId: string, dictation: DictationText, settings: DictationSettings): Promise<DictationSession> {
  const audio = await audioOf(dictation);
  const now = Date.now();
  const attemptId = newAttemptId(now);
  await createAttempt({ ...dictation, attemptId, uid, profileId, startedAt: new Date(now).toISOString(), status: 'started' });
  return sessionOf(attemptId, dictation, audio, settings);
}

/**
 * Reopens a started attempt (another device, a reload, « Reprendre la dictée »): the speech of its own copy of the
 * text, found again (rendered once already), and the learner's copy as last saved. Never the text. The barème is the
 * profile's current one, as for any attempt: it is read when the attempt is handed in.
 */
export async function reopenDictation(attempt: DictationAttempt, settings: DictationSettings): Promise<DictationSession> {
  if (attempt.status !== 'started') throw new Refusal('conflict', 'dictation_already_submitted');
  const session = sessionOf(attempt.attemptId, attempt, await audioOf(attempt), settings);
  return { ...session, copy: attempt.copy ?? '', revision: attempt.copyRevision ?? 0 };
}

async function audioOf(dictation: Pick<DictationText, 'text' | 'groups'>): Promise<Pick<DictationSession, 'reading' | 'phrases'>> {
  const paragraphEnds = paragraphEndings(dictation.text, dictation.groups);
  const [reading, ...phrases] = await speechClips([
    { ssml: readingSsml(dictation.text) },
    ...dictation.groups.map((group, index) => ({ ssml: dictatedSsml(group, { endOfParagraph: paragraphEnds[index]!, last: index === dictation.groups.length - 1 }) })),
  ]);
  return { reading: reading!, phrases };
}

/** What the player receives: the audio and what to show about the passage, never its text. */
function sessionOf(attemptId: string, dictation: Omit<DictationText, 'inflections' | 'groups'>, audio: Pick<DictationSession, 'reading' | 'phrases'>, settings: DictationSettings): DictationSession {
  return {
    attemptId,
    ...(dictation.passageId ? { passageId: dictation.passageId } : {}),
    title: dictation.title,
    level: dictation.level,
    ...(dictation.source ? { source: dictation.source } : {}),
    words: wordCount(dictation.text),
    ...audio,
    ...(dictation.focus ? { focus: dictation.focus } : {}),
    settings,
  };
}

/** For each phrase group, whether a paragraph ends after it (a "\n" follows it in the text). */
function paragraphEndings(text: string, groups: readonly string[]): boolean[] {
  let offset = 0;
  return groups.map((group) => {
    offset += group.length;
    const breaks = text[offset] === '\n';
    offset += 1;
    return breaks;
  });
}

import { Refusal } from '@plume/shared';
import type { DictationCopySaved, SaveDictationCopyRequest } from '@plume/shared/dictation';
import { getAttempt, saveCopy } from '#dictation/data/dictations';

/**
 * Saves the learner's copy onto their started attempt (sent a moment after they stop typing). The write is
 * conditional: the attempt is still started and live, and `revision` is newer than the stored one, so ten copies of a
 * save store it once and a late save never undoes a newer one; either way the answer is the stored revision. Once the
 * attempt is handed in its copy is the graded answer, and a save is refused.
 */
export async function saveDictationCopy(request: SaveDictationCopyRequest, now = new Date()): Promise<DictationCopySaved> {
  if (await saveCopy(request.profileId, request.attemptId, request.copy, request.revision, now.toISOString())) return { revision: request.revision, saved: true };
  // Not kept: tell a missing (or expired) attempt and a handed-in one from a save that was not newer.
  const attempt = await getAttempt(request.profileId, request.attemptId);
  if (!attempt) throw new Refusal('not_found', 'dictation_attempt_not_found');
  if (attempt.status !== 'started') throw new Refusal('conflict', 'dictation_already_submitted');
  return { revision: attempt.copyRevision ?? 0, saved: false };
}

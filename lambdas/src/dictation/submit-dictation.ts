import { dictationCompleted } from '@plume/events';
import { Refusal } from '@plume/shared';
import { dictationCoins, type DictationCorrection, type DictationResult, type DictationSettings } from '@plume/shared/dictation';
import { gradeDictation } from '@plume/shared/dictation/grading';
import { publishEvent } from '#clients/bus';
import { countMetric } from '#clients/metrics';
import { getAttempt, listAttemptSummaries, markPublished, recordSubmission, type DictationAttempt, type Mistake } from '#dictation/data/dictations';

/**
 * Grades an attempt once. The first submission is graded with the profile's settings and recorded by a conditional
 * write; any later or parallel submission of the same attempt gets that recorded result back and changes nothing.
 * Coins and statistics follow from `dictation.completed`, published again on a repeat only if it never went out.
 */
export async function submitDictation(profileId: string, attemptId: string, answer: string, settings: DictationSettings): Promise<DictationResult> {
  let attempt = await getAttempt(profileId, attemptId);
  if (!attempt) throw new Refusal('not_found', 'dictation_attempt_not_found');
  if (attempt.status === 'started') {
    const correction = gradeDictation({ reference: attempt.text, answer, inflections: attempt.inflections, acceptReformed1990: settings.acceptReformed1990 });
    const submittedAt = new Date().toISOString();
    if (await recordSubmission(attempt, answer, correction, settings.bareme, mistakesOf(correction), submittedAt)) {
      attempt = { ...attempt, status: 'submitted', answer, correction, bareme: settings.bareme, submittedAt };
      countMetric('DictationsCompleted');
    } else {
      attempt = (await getAttempt(profileId, attemptId))!;
    }
  }
  if (!attempt.publishedAt) await announce(attempt);
  const previous = attempt.passageId ? (await listAttemptSummaries(profileId, attempt.passageId)).filter((summary) => summary.attemptId !== attemptId) : [];
  return {
    attemptId,
    ...(attempt.passageId ? { passageId: attempt.passageId } : {}),
    title: attempt.title,
    ...(attempt.source ? { source: attempt.source } : {}),
    correction: attempt.correction!,
    bareme: attempt.bareme!,
    previous,
  };
}

function mistakesOf(correction: DictationCorrection): Mistake[] {
  return correction.errors.map((error) => ({ word: (error.expected || error.written).toLowerCase(), category: error.category, point: error.point }));
}

async function announce(attempt: DictationAttempt): Promise<void> {
  const correction = attempt.correction!;
  await publishEvent(dictationCompleted, {
    attemptId: attempt.attemptId, uid: attempt.uid, profileId: attempt.profileId,
    ...(attempt.passageId ? { passageId: attempt.passageId } : {}),
    level: attempt.level, bareme: attempt.bareme!, scores: correction.scores, coins: dictationCoins(correction.scores),
    errors: correction.errors.slice(0, 500).map((error) => ({ word: error.expected, written: error.written, category: error.category, rule: error.rule, point: error.point })),
    completedAt: attempt.submittedAt!,
  });
  await markPublished(attempt.profileId, attempt.attemptId);
}

import { parisDay } from '@plume/shared';
import { profileExists } from '#account/data/accounts';
import { recordPracticeDay } from '#statistics/data/practice';
import { unlockFor } from './unlock-for.ts';

/**
 * A profile practised at `at` (a game, a dictation, a spelling session, a flashcard review, a crossword check, a
 * battle): its Paris day joins the practice streak (once, however many times it is told), and the badges are decided
 * again. `unlock`: `always` re-decides them even when the day was already counted, so a redelivered event finishes
 * the work of a delivery that failed before unlocking; `on-new-day` (a request's path) only when the day is new.
 * A profile deleted meanwhile is left alone: its streak must not outlive it.
 */
export async function practised(uid: string, profileId: string, at: string, unlock: 'always' | 'on-new-day' = 'always'): Promise<void> {
  if (!uid || !(await profileExists(uid, profileId))) return;
  const { extended } = await recordPracticeDay(profileId, parisDay(new Date(at)));
  if (extended || unlock === 'always') await unlockFor(profileId);
}

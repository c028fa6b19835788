import type { Difficulty } from '@plume/shared/content';
import type { FamilyChallenge, FamilyChallengeSide } from '@plume/shared/quiz/family-challenges';
import { useTranslation } from 'react-i18next';

/** The asking profile's side of a challenge, and the relative's. */
export function sidesOf(challenge: FamilyChallenge): { mine: FamilyChallengeSide; theirs: FamilyChallengeSide } {
  return challenge.role === 'challenger' ? { mine: challenge.challenger, theirs: challenge.opponent } : { mine: challenge.opponent, theirs: challenge.challenger };
}

/**
 * The sentences a challenge's outcome and handicap are told in, on the challenges page and on a round's result: both
 * name the same things the same way.
 */
export function useChallengeWords() {
  const { t } = useTranslation();
  const level = (difficulty: Difficulty) => t(`quiz.familyChallenge.difficulty.${difficulty}`);
  return {
    level,
    /** « Vous avez gagné ! 150 points contre 105 », « Papa a gagné : … », « Égalité : … »; nothing before the end. */
    outcome(challenge: FamilyChallenge): string | undefined {
      const { mine, theirs } = sidesOf(challenge);
      if (!challenge.winner || !mine.result || !theirs.result) return undefined;
      const yours = mine.result.points;
      const their = theirs.result.points;
      const line =
        challenge.winner === 'draw'
          ? t('quiz.familyChallenge.result.draw', { count: yours })
          : challenge.winner === challenge.role
            ? t('quiz.familyChallenge.result.won', { count: yours, theirs: their })
            : t('quiz.familyChallenge.result.lost', { name: theirs.name, count: their, yours });
      // Equal points: the right answers decided (shared/src/quiz/family-challenges.ts, `challengeWinner`).
      return challenge.winner !== 'draw' && yours === their
        ? `${line} ${t('quiz.familyChallenge.result.tieBreak', { yours: mine.result.correct, theirs: theirs.result.correct })}`
        : line;
    },
    /** How the handicap applied: each one's level of questions, or each one's seconds per question. */
    handicap(challenge: FamilyChallenge): string {
      const { challenger, opponent } = challenge;
      return challenge.handicap === 'level'
        ? t('quiz.familyChallenge.result.handicapLevel', { opponent: opponent.name, opponentLevel: level(opponent.difficulty), challenger: challenger.name, challengerLevel: level(challenger.difficulty) })
        : t('quiz.familyChallenge.result.handicapTime', { opponent: opponent.name, opponentSeconds: opponent.questionSeconds, challenger: challenger.name, challengerSeconds: challenger.questionSeconds });
    },
  };
}

/**
 * Quiz scoring and coins (seed §4, §5, §9). Pure: the server decides with these; the browser only displays their
 * results.
 */

/** Points for one answer: 10 when right, plus up to 5 for speed (the share of the question's time left). */
export function pointsForAnswer(correct: boolean, msTaken: number, msAllowed: number): number {
  if (!correct) return 0;
  const left = Math.min(1, Math.max(0, (msAllowed - msTaken) / msAllowed));
  return 10 + Math.round(5 * left);
}

/** Seed §5: result data is accepted only when the correct and incorrect counts are numbers (whole, non-negative). */
export function isValidResult(result: { correctAnswers: unknown; incorrectAnswers: unknown }): result is { correctAnswers: number; incorrectAnswers: number } {
  return [result.correctAnswers, result.incorrectAnswers].every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
}

export function percentage(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/**
 * Coins for a finished game: one per correct answer, only when the score reaches the pass percentage, and never
 * more than the level's maximum. A game below the threshold earns nothing, so guessing does not pay.
 */
export function coinsForGame(correct: number, total: number, rules: { passPercentage: number; maxCoinsPerLevel: number }): number {
  if (total <= 0 || correct <= 0) return 0;
  if (percentage(correct, total) < rules.passPercentage) return 0;
  return Math.min(correct, rules.maxCoinsPerLevel);
}

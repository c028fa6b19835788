/**
 * How a result went, for the words that follow it: an encouragement fits the score (« vous y êtes presque » is for a
 * near miss, never for 10 %). The bands match the result ring's colours (red below 40 %, yellow below 70 %, green).
 */
export type ScoreBand = 'low' | 'middle' | 'high' | 'perfect';

export function scoreBand(percentage: number): ScoreBand {
  if (percentage >= 100) return 'perfect';
  if (percentage >= 70) return 'high';
  if (percentage >= 40) return 'middle';
  return 'low';
}

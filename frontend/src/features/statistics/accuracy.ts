/** Share of correct answers, as a whole percentage (0 when nothing was answered). */
export function accuracy({ questions, correct }: { questions: number; correct: number }): number {
  return questions > 0 ? Math.round((correct / questions) * 100) : 0;
}

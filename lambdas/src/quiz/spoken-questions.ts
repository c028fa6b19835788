import type { PoolQuestion } from '@plume/shared';
import { readingSsml } from '@plume/shared/dictation/spoken';
import { logger } from '#clients/logger';
import { speechClips } from '#speech/speech-clips';

/**
 * Audio questions are read by Plume's server voice, the dictations' (docs/speech.md), not by the browser's, which
 * many devices lack in French. Their clips are rendered (or found: clips are content-addressed, so a question is
 * rendered once for everyone) when the game starts, so serving a question never waits for Polly, and each question
 * carries its clip's URL. If the voice cannot render, the game starts without clips: the page shows the question's
 * text and says the sound is unavailable, rather than refusing the game.
 */
export async function withSpokenQuestions<Question extends PoolQuestion>(questions: readonly Question[]): Promise<Question[]> {
  const spoken = questions.filter((question) => question.audio);
  if (!spoken.length) return [...questions];
  try {
    const clips = await speechClips(spoken.map((question) => ({ ssml: readingSsml(question.question) })));
    const urls = new Map(spoken.map((question, index) => [question, clips[index]!.url]));
    return questions.map((question) => (urls.has(question) ? { ...question, audioUrl: urls.get(question)! } : question));
  } catch (error) {
    logger.warn('audio questions start without the server voice', { error: error as Error, questions: spoken.length });
    return [...questions];
  }
}

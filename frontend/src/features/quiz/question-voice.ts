import { useCallback } from 'react';
import type { ServedQuestion } from '@plume/shared';
import { useClipPlayer } from '@/lib/use-clip-player';

/**
 * An audio question read by Plume's server voice (the dictations'): the clip the server rendered when the game
 * started (`audioUrl`). Not the browser's speech synthesis, which many devices lack in French (it read « d / x / s /
 * t » letter names in English). `heard` is false when there is no clip or it cannot play (a failed load, a refused
 * autoplay): the page then shows the question's text and says why, and « Réécouter » tries the clip again.
 */
export function useQuestionVoice(question: Pick<ServedQuestion, 'audio' | 'audioUrl'> | undefined) {
  const { play, failed } = useClipPlayer();
  const url = question?.audio ? question.audioUrl : undefined;
  const read = useCallback(() => {
    if (url) play(url);
  }, [url, play]);
  return { read, canRead: url !== undefined, heard: url !== undefined && !failed };
}

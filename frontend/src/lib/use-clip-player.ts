import { useCallback, useEffect, useRef, useState } from 'react';

/** The slower replay: clear enough to hear every sound, not so slow that the word falls apart. */
export const SLOW_RATE = 0.7;

/**
 * Plays one clip at a time (a new one stops the last), at a chosen speed. `failed` is set when a clip cannot load or
 * play (a blocked autoplay included), so the page can say so and the learner can press play again.
 */
export function useClipPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [failed, setFailed] = useState(false);
  const play = useCallback((url: string, rate = 1) => {
    audio.current?.pause();
    const element = new Audio(url);
    element.playbackRate = rate;
    element.preservesPitch = true;
    audio.current = element;
    // `play()` rejects when the browser refuses to play (autoplay) and may throw where media is not supported.
    Promise.resolve().then(() => element.play()).then(() => setFailed(false), () => setFailed(true));
  }, []);
  useEffect(() => () => audio.current?.pause(), []);
  return { play, failed };
}

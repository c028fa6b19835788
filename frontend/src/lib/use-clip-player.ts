import { useCallback, useEffect, useRef, useState } from 'react';
import { playableClip } from './offline-clips';

/** The slower replay: clear enough to hear every sound, not so slow that the word falls apart. */
export const SLOW_RATE = 0.7;

/**
 * Plays one clip at a time (a new one stops the last), at a chosen speed: from the copy kept on this device when there
 * is one (a downloaded session's sounds, a kept deck's: `lib/offline-clips.ts`), so it plays without network, else
 * from its address. `failed` is set when a clip cannot load or play (a blocked autoplay included), so the page can say
 * so and the learner can press play again.
 */
export function useClipPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const release = useRef<() => void>(() => undefined);
  const asked = useRef(0);
  const [failed, setFailed] = useState(false);
  const play = useCallback((url: string, rate = 1) => {
    audio.current?.pause();
    const ask = ++asked.current;
    void playableClip(url).then((clip) => {
      // Another clip was asked for meanwhile: it plays, not this one.
      if (ask !== asked.current) return clip.revoke();
      release.current();
      release.current = clip.revoke;
      const element = new Audio(clip.url);
      element.playbackRate = rate;
      element.preservesPitch = true;
      audio.current = element;
      // `play()` rejects when the browser refuses to play (autoplay) and may throw where media is not supported.
      return Promise.resolve().then(() => element.play()).then(() => setFailed(false), () => setFailed(true));
    });
  }, []);
  useEffect(() => () => {
    audio.current?.pause();
    release.current();
  }, []);
  return { play, failed };
}

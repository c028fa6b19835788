import { useCallback, useEffect, useReducer, useRef, useState, type ReactElement } from 'react';
import type { DictationSession } from './api/start-dictation';
import { initialPlayback, playbackReducer, type PlaybackEvent, type PlaybackState, type PlaybackStep } from './playback';

/** The speeds offered, slowest first; 1 is the recorded pace. */
export const speeds = [0.75, 0.9, 1, 1.1, 1.25] as const;
export type Speed = (typeof speeds)[number];

export type AudioLoad = 'loading' | 'ready' | 'error';

/**
 * The keyboard shortcuts, on the whole page (typing in the answer included): Escape has no meaning in a text field,
 * and Alt+Shift with a letter types nothing a dictation needs. Letters are read by their key position (`code`), the
 * same on AZERTY and QWERTY for R, P, S, L and V, and unaffected by what Alt makes a Mac type.
 */
export const shortcuts = {
  toggle: { keys: 'Escape' },
  replay: { keys: 'Alt+Shift+R', code: 'KeyR', letter: 'R' },
  previous: { keys: 'Alt+Shift+P', code: 'KeyP', letter: 'P' },
  next: { keys: 'Alt+Shift+S', code: 'KeyS', letter: 'S' },
  slower: { keys: 'Alt+Shift+L', code: 'KeyL', letter: 'L' },
  faster: { keys: 'Alt+Shift+V', code: 'KeyV', letter: 'V' },
} as const;
export type ShortcutAction = keyof typeof shortcuts;

export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>): ShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'Escape' && !event.altKey && !event.shiftKey) return 'toggle';
  if (!event.altKey || !event.shiftKey) return undefined;
  const found = Object.entries(shortcuts).find(([, shortcut]) => 'code' in shortcut && shortcut.code === event.code);
  return found?.[0] as ShortcutAction | undefined;
}

export function clipUrl(session: Pick<DictationSession, 'reading' | 'phrases'>, step: PlaybackStep): string {
  return step.kind === 'phrase' ? (session.phrases[step.index] ?? session.reading).url : session.reading.url;
}

export interface DictationAudio {
  state: PlaybackState;
  dispatch: (event: PlaybackEvent) => void;
  /** The one `<audio>` element that plays every clip, to render once: it has no controls of its own. */
  audio: ReactElement;
  load: AudioLoad;
  retry: () => void;
  speed: Speed;
  setSpeed: (speed: Speed) => void;
}

/**
 * The dictation player: the teacher's order (`playback.ts`) driving one audio element, the pauses between clips, the
 * speed, and the page-wide shortcuts (off while `shortcutsEnabled` is false, e.g. under a dialog).
 */
export function useDictationAudio(session: DictationSession, shortcutsEnabled: boolean): DictationAudio {
  const [state, dispatch] = useReducer(playbackReducer, session.phrases.length, initialPlayback);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [load, setLoad] = useState<AudioLoad>('loading');
  const [speed, setSpeed] = useState<Speed>(1);
  const shownClip = useRef(state.clip);

  // Each new clip starts from its beginning; the status says whether it plays.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (shownClip.current !== state.clip) {
      shownClip.current = state.clip;
      if (audio.readyState > 0) audio.currentTime = 0;
    }
    if (state.status !== 'playing') {
      audio.pause();
      return;
    }
    applySpeed(audio, speed);
    const playing = audio.play() as Promise<void> | undefined;
    // A newer clip or a pause interrupting this one is not a failure; anything else (a refused file) is.
    playing?.catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof DOMException && error.name === 'NotAllowedError') return dispatch({ type: 'pause' });
      setLoad('error');
      dispatch({ type: 'pause' });
    });
    // `speed` is applied by its own effect: a change of speed must not restart the clip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.clip, state.status]);

  useEffect(() => {
    if (audioRef.current) applySpeed(audioRef.current, speed);
  }, [speed]);

  // The pause between two clips.
  useEffect(() => {
    if (state.status !== 'waiting') return;
    const timer = window.setTimeout(() => dispatch({ type: 'waited' }), state.waitMs ?? 0);
    return () => window.clearTimeout(timer);
  }, [state.status, state.waitMs, state.clip]);

  const retry = useCallback(() => {
    setLoad('loading');
    audioRef.current?.load();
    dispatch({ type: 'replay' });
  }, []);

  const changeSpeed = useCallback((by: -1 | 1) => {
    setSpeed((current) => speeds[Math.min(speeds.length - 1, Math.max(0, speeds.indexOf(current) + by))]!);
  }, []);

  useEffect(() => {
    if (!shortcutsEnabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || event.repeat || event.defaultPrevented) return;
      // Escape closes an open menu or dialog first (the account menu, a select's list): it is theirs.
      if (event.target instanceof Element && event.target.closest('[role="menu"], [role="dialog"], [role="listbox"]')) return;
      event.preventDefault();
      if (action === 'slower') return changeSpeed(-1);
      if (action === 'faster') return changeSpeed(1);
      dispatch({ type: action });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcutsEnabled, changeSpeed]);

  const onEnded = () => {
    const element = audioRef.current;
    const seconds = element && Number.isFinite(element.duration) ? element.duration / (element.playbackRate || 1) : undefined;
    dispatch({ type: 'ended', seconds });
  };
  const onError = () => {
    setLoad('error');
    dispatch({ type: 'pause' });
  };
  const audio = (
    <audio
      ref={audioRef}
      src={clipUrl(session, state.step)}
      preload="auto"
      onEnded={onEnded}
      onError={onError}
      onLoadStart={() => setLoad('loading')}
      onWaiting={() => setLoad('loading')}
      onCanPlay={() => setLoad('ready')}
      onPlaying={() => setLoad('ready')}
    />
  );

  return { state, dispatch, audio, load, retry, speed, setSpeed };
}

/** A file load resets `playbackRate` to `defaultPlaybackRate`: set both, and keep the voice's pitch at every speed. */
function applySpeed(audio: HTMLAudioElement, speed: number) {
  audio.defaultPlaybackRate = speed;
  audio.playbackRate = speed;
  audio.preservesPitch = true;
}

/**
 * How a teacher dictates, as a pure state machine the player drives one `<audio>` element with: the whole text once
 * (`reading`), then each phrase group twice with a short pause between the two readings and time to write after the
 * second, then the whole text again for proofreading (`proofreading`). The learner may pause, replay the current
 * group, or move to the previous or next one at any time.
 */
export type PlaybackStep =
  | { kind: 'reading' }
  | { kind: 'phrase'; index: number; repeat: 1 | 2 }
  | { kind: 'proofreading' };

export type PlaybackStatus =
  /** Nothing played yet: the learner starts when ready. */
  | 'idle'
  /** The current step's clip is playing (or loading to play). */
  | 'playing'
  /** Between two clips: `next` starts after `waitMs`. */
  | 'waiting'
  | 'paused'
  /** The proofreading reading ended. */
  | 'finished';

export interface PlaybackState {
  step: PlaybackStep;
  status: PlaybackStatus;
  phraseCount: number;
  /** While waiting: the step that comes next and how long the pause lasts. */
  next?: PlaybackStep;
  waitMs?: number;
  /** Paused during a pause between clips: resuming waits no longer and plays `next`. */
  pausedInWait?: boolean;
  /** Bumped whenever the current clip must (re)start from its beginning: the player reloads on each change. */
  clip: number;
  /** True once the proofreading has been heard to its end (the submission stops asking for confirmation). */
  heardAll: boolean;
}

export type PlaybackEvent =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  /** The clip ended; `seconds` is its duration when known (the writing pause depends on it). */
  | { type: 'ended'; seconds?: number }
  /** The pause between two clips is over. */
  | { type: 'waited' }
  | { type: 'replay' }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'restart' };

/** Between the two readings of a group. */
export const REPEAT_PAUSE_MS = 1500;
/** After the first whole reading, before the first group. */
export const READING_PAUSE_MS = 2000;
/** After a group's second reading: time to write it, twice as long as the group took to say, within these bounds. */
export const MIN_WRITING_PAUSE_MS = 3000;
export const MAX_WRITING_PAUSE_MS = 20000;

export function initialPlayback(phraseCount: number): PlaybackState {
  return { step: { kind: 'reading' }, status: 'idle', phraseCount: Math.max(1, phraseCount), clip: 0, heardAll: false };
}

/** The step after `step` in the teacher's order, or `undefined` after the proofreading. */
export function stepAfter(step: PlaybackStep, phraseCount: number): PlaybackStep | undefined {
  switch (step.kind) {
    case 'reading':
      return { kind: 'phrase', index: 0, repeat: 1 };
    case 'phrase':
      if (step.repeat === 1) return { kind: 'phrase', index: step.index, repeat: 2 };
      return step.index + 1 < phraseCount ? { kind: 'phrase', index: step.index + 1, repeat: 1 } : { kind: 'proofreading' };
    case 'proofreading':
      return undefined;
  }
}

export function writingPauseMs(seconds: number | undefined): number {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return MIN_WRITING_PAUSE_MS;
  return Math.min(MAX_WRITING_PAUSE_MS, Math.max(MIN_WRITING_PAUSE_MS, Math.round(seconds * 2000)));
}

/** The silence after the clip of `ended` (which lasted `seconds`) before the next one. */
function pauseAfter(ended: PlaybackStep, seconds: number | undefined): number {
  if (ended.kind === 'reading') return READING_PAUSE_MS;
  if (ended.kind === 'phrase' && ended.repeat === 1) return REPEAT_PAUSE_MS;
  return writingPauseMs(seconds);
}

/** Starts `step` from its beginning, playing. */
const start = (state: PlaybackState, step: PlaybackStep): PlaybackState => ({
  step,
  status: 'playing',
  phraseCount: state.phraseCount,
  clip: state.clip + 1,
  heardAll: state.heardAll,
});

/** The group a step belongs to, for « previous » and « next »: the reading sits before the first, the proofreading after the last. */
function groupOf(state: PlaybackState): number {
  // While waiting for the next group, « previous » and « next » count from the group just heard.
  const { step } = state;
  if (step.kind === 'reading') return -1;
  if (step.kind === 'proofreading') return state.phraseCount;
  return step.index;
}

export function playbackReducer(state: PlaybackState, event: PlaybackEvent): PlaybackState {
  switch (event.type) {
    case 'toggle':
      return playbackReducer(state, { type: state.status === 'playing' || state.status === 'waiting' ? 'pause' : 'play' });
    case 'play':
      if (state.status === 'idle') return { ...state, status: 'playing' };
      if (state.status === 'finished') return start({ ...state }, { kind: 'reading' });
      if (state.status === 'paused') {
        // Paused during a pause: go on with what was coming.
        if (state.pausedInWait && state.next) return start(state, state.next);
        return { ...state, status: 'playing' };
      }
      return state;
    case 'pause':
      if (state.status === 'playing') return { ...state, status: 'paused' };
      if (state.status === 'waiting') return { ...state, status: 'paused', pausedInWait: true };
      return state;
    case 'ended': {
      if (state.status !== 'playing') return state;
      const next = stepAfter(state.step, state.phraseCount);
      if (!next) return { ...state, status: 'finished', heardAll: true };
      return { ...state, status: 'waiting', next, waitMs: pauseAfter(state.step, event.seconds) };
    }
    case 'waited':
      return state.status === 'waiting' && state.next ? start(state, state.next) : state;
    case 'replay':
      // The current group (or whole reading) from its beginning; once finished, the proofreading again.
      return start(state, state.step);
    case 'previous': {
      const group = groupOf(state);
      if (group <= 0) return start(state, { kind: 'reading' });
      return start(state, { kind: 'phrase', index: Math.min(group, state.phraseCount) - 1, repeat: 1 });
    }
    case 'next': {
      if (state.step.kind === 'proofreading') return state;
      const group = groupOf(state);
      if (group + 1 < state.phraseCount) return start(state, { kind: 'phrase', index: group + 1, repeat: 1 });
      return start(state, { kind: 'proofreading' });
    }
    case 'restart':
      return { ...initialPlayback(state.phraseCount), clip: state.clip + 1, heardAll: state.heardAll };
  }
}

/** 1-based group number for display, or `undefined` outside the groups. */
export function groupNumber(step: PlaybackStep): number | undefined {
  return step.kind === 'phrase' ? step.index + 1 : undefined;
}

/** How far the dictation has gone, 0 to 1, counting each reading as one part. */
export function progressOf(state: PlaybackState): number {
  const parts = 2 + state.phraseCount * 2;
  if (state.status === 'finished') return 1;
  const { step } = state;
  const done = step.kind === 'reading' ? 0 : step.kind === 'proofreading' ? parts - 1 : 1 + step.index * 2 + (step.repeat - 1);
  return (done + (state.status === 'waiting' ? 1 : 0)) / parts;
}

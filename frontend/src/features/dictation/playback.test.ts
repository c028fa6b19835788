import { describe, expect, it } from 'vitest';
import {
  initialPlayback, MAX_WRITING_PAUSE_MS, MIN_WRITING_PAUSE_MS, playbackReducer, progressOf, READING_PAUSE_MS, REPEAT_PAUSE_MS, writingPauseMs,
  type PlaybackEvent, type PlaybackState,
} from './playback';

const run = (state: PlaybackState, ...events: PlaybackEvent[]) => events.reduce(playbackReducer, state);
/** A clip plays to its end and the pause after it elapses. */
const through = (state: PlaybackState, seconds = 2) => run(state, { type: 'ended', seconds }, { type: 'waited' });

describe('dictation playback', () => {
  it('dictates as a teacher does: the whole text, each group twice, then the whole text again, and stops', () => {
    let state = run(initialPlayback(2), { type: 'play' });
    const heard: string[] = [];
    const describe = (s: PlaybackState) => (s.step.kind === 'phrase' ? `phrase ${s.step.index + 1}.${s.step.repeat}` : s.step.kind);
    for (let clip = 0; clip < 6; clip++) {
      expect(state.status).toBe('playing');
      heard.push(describe(state));
      state = clip < 5 ? through(state) : run(state, { type: 'ended' });
    }
    expect(heard).toEqual(['reading', 'phrase 1.1', 'phrase 1.2', 'phrase 2.1', 'phrase 2.2', 'proofreading']);
    expect(state.status).toBe('finished');
    expect(state.heardAll).toBe(true);
    expect(progressOf(state)).toBe(1);
  });

  it('waits a short pause between the two readings of a group and the time to write after the second', () => {
    const reading = run(initialPlayback(3), { type: 'play' }, { type: 'ended', seconds: 30 });
    expect(reading).toMatchObject({ status: 'waiting', waitMs: READING_PAUSE_MS, next: { kind: 'phrase', index: 0, repeat: 1 } });
    const first = run(reading, { type: 'waited' }, { type: 'ended', seconds: 3 });
    expect(first).toMatchObject({ status: 'waiting', waitMs: REPEAT_PAUSE_MS, next: { kind: 'phrase', index: 0, repeat: 2 } });
    const second = run(first, { type: 'waited' }, { type: 'ended', seconds: 3 });
    expect(second).toMatchObject({ status: 'waiting', waitMs: 6000, next: { kind: 'phrase', index: 1, repeat: 1 } });
    expect(writingPauseMs(0.5)).toBe(MIN_WRITING_PAUSE_MS);
    expect(writingPauseMs(60)).toBe(MAX_WRITING_PAUSE_MS);
    expect(writingPauseMs(undefined)).toBe(MIN_WRITING_PAUSE_MS);
  });

  it('starts a new clip from its beginning (a new clip number) and only then', () => {
    const playing = run(initialPlayback(2), { type: 'play' });
    const waiting = run(playing, { type: 'ended' });
    expect(waiting.clip).toBe(playing.clip);
    expect(run(waiting, { type: 'waited' }).clip).toBe(playing.clip + 1);
    expect(run(playing, { type: 'pause' }, { type: 'play' }).clip).toBe(playing.clip);
  });

  it('pauses and resumes the clip where it was; paused during a pause, resuming plays what was coming', () => {
    const playing = run(initialPlayback(2), { type: 'play' }, { type: 'ended' }, { type: 'waited' });
    expect(run(playing, { type: 'toggle' })).toMatchObject({ status: 'paused', step: { kind: 'phrase', index: 0, repeat: 1 } });
    expect(run(playing, { type: 'toggle' }, { type: 'toggle' })).toMatchObject({ status: 'playing', clip: playing.clip });

    const waiting = run(playing, { type: 'ended' });
    const paused = run(waiting, { type: 'pause' });
    expect(paused.status).toBe('paused');
    // The pause's timer firing late changes nothing while paused.
    expect(run(paused, { type: 'waited' })).toBe(paused);
    expect(run(paused, { type: 'play' })).toMatchObject({ status: 'playing', step: { kind: 'phrase', index: 0, repeat: 2 }, clip: playing.clip + 1 });
  });

  it('replays the current group, and moves to the previous or next group from its first reading', () => {
    const second = run(initialPlayback(3), { type: 'play' }, { type: 'next' }, { type: 'ended' }, { type: 'waited' });
    expect(second.step).toEqual({ kind: 'phrase', index: 0, repeat: 2 });
    expect(run(second, { type: 'replay' })).toMatchObject({ status: 'playing', step: { kind: 'phrase', index: 0, repeat: 2 }, clip: second.clip + 1 });
    expect(run(second, { type: 'next' }).step).toEqual({ kind: 'phrase', index: 1, repeat: 1 });
    expect(run(second, { type: 'previous' }).step).toEqual({ kind: 'reading' });
    // While waiting after group 1, « next » is group 2 and « previous » the reading.
    const waiting = run(second, { type: 'ended' });
    expect(run(waiting, { type: 'next' })).toMatchObject({ status: 'playing', step: { kind: 'phrase', index: 1, repeat: 1 } });
    const third = run(second, { type: 'next' }, { type: 'next' });
    expect(third.step).toEqual({ kind: 'phrase', index: 2, repeat: 1 });
    expect(run(third, { type: 'next' }).step).toEqual({ kind: 'proofreading' });
    expect(run(third, { type: 'next' }, { type: 'next' }).step).toEqual({ kind: 'proofreading' });
    expect(run(third, { type: 'next' }, { type: 'previous' }).step).toEqual({ kind: 'phrase', index: 2, repeat: 1 });
  });

  it('starts over from the whole reading once finished, and can be restarted at any time', () => {
    const finished = run(initialPlayback(1), { type: 'play' }, { type: 'next' }, { type: 'next' }, { type: 'ended' });
    expect(finished.status).toBe('finished');
    expect(run(finished, { type: 'play' })).toMatchObject({ status: 'playing', step: { kind: 'reading' }, heardAll: true });
    expect(run(finished, { type: 'restart' })).toMatchObject({ status: 'idle', step: { kind: 'reading' }, heardAll: true });
  });

  it('ignores an end or a pause timer that belongs to no playing clip', () => {
    const idle = initialPlayback(2);
    expect(run(idle, { type: 'ended' })).toBe(idle);
    expect(run(idle, { type: 'waited' })).toBe(idle);
    expect(run(idle, { type: 'pause' })).toBe(idle);
  });
});

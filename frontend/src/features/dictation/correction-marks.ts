import type { DictationError } from '@plume/shared/dictation/correction';

/** A run of the reference text: plain, or one error's place (`error` is its index in the correction's list). */
export type Segment = { kind: 'text'; text: string } | { kind: 'error'; text: string; error: number };

/**
 * The reference text cut at the errors' offsets, in order: each error's `start`–`end` becomes one segment (empty for
 * an extra word: the place it was inserted). Offsets outside the text are clamped, and an error overlapping the one
 * before starts where that one ends, so every character appears exactly once.
 */
export function markSegments(reference: string, errors: readonly Pick<DictationError, 'start' | 'end'>[]): Segment[] {
  const order = errors.map((error, index) => ({ ...error, index })).sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const { start, end, index } of order) {
    const from = Math.max(cursor, Math.min(start, reference.length));
    const to = Math.max(from, Math.min(end, reference.length));
    if (from > cursor) segments.push({ kind: 'text', text: reference.slice(cursor, from) });
    segments.push({ kind: 'error', text: reference.slice(from, to), error: index });
    cursor = to;
  }
  if (cursor < reference.length || segments.length === 0) segments.push({ kind: 'text', text: reference.slice(cursor) });
  return segments;
}

import type { DictationError } from '@plume/shared/dictation/correction';

/**
 * A run of the reference text: plain, or the place of one or more errors (`errors`: their indexes in the correction's
 * list; several when one word holds several mistakes, an accent and an agreement say).
 */
export type Segment = { kind: 'text'; text: string } | { kind: 'error'; text: string; errors: number[] };

/**
 * The reference text cut at the errors' offsets, in order: each error's `start`–`end` becomes one segment (empty for
 * an extra word: the place it was inserted), shared by the errors found on the same word. Offsets outside the text
 * are clamped, and an error overlapping the one before starts where that one ends, so every character appears
 * exactly once.
 */
export function markSegments(reference: string, errors: readonly Pick<DictationError, 'start' | 'end'>[]): Segment[] {
  const order = errors.map((error, index) => ({ ...error, index })).sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index);
  const segments: Segment[] = [];
  let cursor = 0;
  let previous: { start: number; end: number; segment: Extract<Segment, { kind: 'error' }> } | undefined;
  for (const { start, end, index } of order) {
    if (previous && previous.start === start && previous.end === end && end > start) {
      previous.segment.errors.push(index);
      continue;
    }
    const from = Math.max(cursor, Math.min(start, reference.length));
    const to = Math.max(from, Math.min(end, reference.length));
    if (from > cursor) segments.push({ kind: 'text', text: reference.slice(cursor, from) });
    const segment = { kind: 'error' as const, text: reference.slice(from, to), errors: [index] };
    segments.push(segment);
    previous = { start, end, segment };
    cursor = to;
  }
  if (cursor < reference.length || segments.length === 0) segments.push({ kind: 'text', text: reference.slice(cursor) });
  return segments;
}

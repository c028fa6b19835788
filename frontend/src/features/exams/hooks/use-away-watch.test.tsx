import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAwayWatch, type Absence } from './use-away-watch';

let hidden = false;
let focused = true;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useAwayWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    focused = true;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports an absence longer than 5 s as soon as it passes 5 s, while still away', () => {
    const reports: Absence[] = [];
    renderHook(() => useAwayWatch(true, (absence) => reports.push(absence)));
    setHidden(true);
    vi.advanceTimersByTime(5_000);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([expect.objectContaining({ kind: 'hidden', durationMs: 5_001 })]);
    // Coming back reports nothing more: that absence was told.
    setHidden(false);
    expect(reports).toHaveLength(1);
  });

  it('reports a short absence when it ends, once, as the more serious kind', () => {
    const reports: Absence[] = [];
    renderHook(() => useAwayWatch(true, (absence) => reports.push(absence)));
    focused = false;
    window.dispatchEvent(new Event('blur'));
    setHidden(true);
    vi.advanceTimersByTime(2_000);
    setHidden(false);
    // Visible but not focused yet: still away.
    expect(reports).toEqual([]);
    focused = true;
    window.dispatchEvent(new Event('focus'));
    expect(reports).toEqual([expect.objectContaining({ kind: 'hidden', durationMs: 2_000 })]);
    vi.advanceTimersByTime(10_000);
    expect(reports).toHaveLength(1);
  });

  it('reports the full length of an absence whose timers were frozen (a locked phone)', () => {
    const reports: Absence[] = [];
    renderHook(() => useAwayWatch(true, (absence) => reports.push(absence)));
    setHidden(true);
    // The page was frozen: no timer ran, but the clock moved on.
    vi.setSystemTime(Date.now() + 60_000);
    setHidden(false);
    expect(reports).toEqual([expect.objectContaining({ kind: 'hidden', durationMs: 60_000 })]);
  });

  it('watches nothing once the exam is over', () => {
    const reports: Absence[] = [];
    const { rerender } = renderHook(({ active }) => useAwayWatch(active, (absence) => reports.push(absence)), { initialProps: { active: true } });
    rerender({ active: false });
    setHidden(true);
    vi.advanceTimersByTime(10_000);
    expect(reports).toEqual([]);
  });
});

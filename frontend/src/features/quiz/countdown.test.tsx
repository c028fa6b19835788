import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockOffset, clockShown, remainingMs, remainingPercent, secondsShown, useCountdown } from './countdown';

describe('countdown arithmetic', () => {
  it('measures the deadline against the server clock, whatever the device clock says', () => {
    // The device is 10 minutes behind the server: its own Date.now() would say 10 minutes are left.
    const serverTime = 1_000_000_000_000;
    const deviceNow = serverTime - 600_000;
    const offset = clockOffset(serverTime, deviceNow);
    expect(remainingMs(serverTime + 30_000, offset, deviceNow)).toBe(30_000);
    expect(remainingMs(serverTime + 30_000, offset, deviceNow + 12_000)).toBe(18_000);
    // And ahead by 5 minutes.
    const aheadOffset = clockOffset(serverTime, serverTime + 300_000);
    expect(remainingMs(serverTime + 30_000, aheadOffset, serverTime + 300_000 + 1_000)).toBe(29_000);
  });

  it('never goes below zero and shows whole seconds rounded up', () => {
    expect(remainingMs(1000, 0, 5000)).toBe(0);
    expect(secondsShown(200)).toBe(1);
    expect(secondsShown(0)).toBe(0);
    expect(secondsShown(29_001)).toBe(30);
  });

  it('shows the clock of a whole game as minutes:seconds', () => {
    expect(clockShown(300_000)).toEqual({ minutes: 5, seconds: 0, text: '5:00' });
    expect(clockShown(245_001)).toEqual({ minutes: 4, seconds: 6, text: '4:06' });
    expect(clockShown(59_000).text).toBe('0:59');
    expect(clockShown(0).text).toBe('0:00');
  });

  it('gives the share of time left for the ring', () => {
    expect(remainingPercent(15_000, 30_000)).toBe(50);
    expect(remainingPercent(40_000, 30_000)).toBe(100);
    expect(remainingPercent(0, 30_000)).toBe(0);
    expect(remainingPercent(10, 0)).toBe(0);
  });
});

function Timer({ deadline, offset, running, onExpire }: { deadline: number; offset: number; running: boolean; onExpire: () => void }) {
  const remaining = useCountdown({ deadline, offset, running, onExpire });
  return <p>{secondsShown(remaining)}</p>;
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down from the server deadline and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    // Server clock 1 hour ahead of the device; 3 s left on the server's clock.
    const offset = 3_600_000;
    const deadline = Date.now() + offset + 3000;
    render(<Timer deadline={deadline} offset={offset} running onExpire={onExpire} />);
    expect(screen.getByText('3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not expire while stopped', () => {
    const onExpire = vi.fn();
    render(<Timer deadline={Date.now() + 1000} offset={0} running={false} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).not.toHaveBeenCalled();
  });
});

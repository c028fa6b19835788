import { useEffect, useRef, useState } from 'react';

/**
 * How far the server's clock is ahead of this device's (negative when behind), measured when `start_quiz` answered.
 * Deadlines are on the server's clock; subtracting this offset puts them on ours, so a wrong device clock does not matter.
 */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}

/** Milliseconds left before a server-clock deadline, never negative. */
export function remainingMs(deadline: number, offset: number, now: number): number {
  return Math.max(0, deadline - offset - now);
}

/** Share of the question's time left, 0–100, for a ring or a bar. */
export function remainingPercent(remaining: number, questionMs: number): number {
  if (questionMs <= 0) return 0;
  return Math.min(100, Math.max(0, (remaining / questionMs) * 100));
}

/** Whole seconds shown to the player: 0.2 s left still shows 1, so «0» means the time is up. */
export const secondsShown = (remaining: number) => Math.ceil(remaining / 1000);

/** A longer clock (a whole game) as minutes:seconds, e.g. `4:05`. */
export function clockShown(remaining: number): { minutes: number; seconds: number; text: string } {
  const total = secondsShown(remaining);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return { minutes, seconds, text: `${minutes}:${String(seconds).padStart(2, '0')}` };
}

/**
 * Ticks down to `deadline` (server clock) while `running`, and calls `onExpire` once when it reaches 0. Returns the
 * milliseconds left.
 */
export function useCountdown({ deadline, offset, running, onExpire }: { deadline: number; offset: number; running: boolean; onExpire: () => void }): number {
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (!running) return;
    let fired = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (!fired && remainingMs(deadline, offset, current) === 0) {
        fired = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, offset, running]);
  return remainingMs(deadline, offset, now);
}

/**
 * Whether a moment on the server's clock (`at`, as a deadline) has come on this device, `offset` as for the deadlines;
 * re-renders once when it comes. Never for `null` (a moment that never comes) or `undefined`.
 */
export function useServerMomentReached(at: number | null | undefined, offset: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at == null) return;
    let timer: ReturnType<typeof setTimeout>;
    // A timer may fire a little early against the clock: it waits again rather than show the moment before it comes.
    const check = () => {
      const current = Date.now();
      if (current >= at - offset) setNow(current);
      else timer = setTimeout(check, at - offset - current);
    };
    timer = setTimeout(check, Math.max(0, at - offset - Date.now()));
    return () => clearTimeout(timer);
  }, [at, offset]);
  return at != null && now >= at - offset;
}

import { VIOLATION_LIMIT_MS, type ViolationKind } from '@plume/shared/exams/rules';
import { useEffect, useRef } from 'react';

export interface Absence { kind: ViolationKind; at: string; durationMs: number }

/**
 * Watches the exam page for the learner leaving it: the page hidden (another tab, the app minimized, the phone
 * locked) or the window losing the focus. One absence starts with the first of those events and ends when the page
 * is visible and focused again. When it passes `limitMs` (5 s), `onAbsence` is called at once, while still away, if
 * timers still run; a browser that froze the page (a locked phone) reports it on return, with its full length. A
 * shorter absence is reported when it ends. A browser can only deter, not prevent: see docs/exams.md.
 */
export function useAwayWatch(active: boolean, onAbsence: (absence: Absence) => void, limitMs = VIOLATION_LIMIT_MS) {
  const report = useRef(onAbsence);
  useEffect(() => {
    report.current = onAbsence;
  });

  useEffect(() => {
    if (!active) return;
    let away: { kind: ViolationKind; since: number; reported: boolean } | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const finish = (durationMs: number) => {
      if (!away || away.reported) return;
      away.reported = true;
      report.current({ kind: away.kind, at: new Date(away.since).toISOString(), durationMs });
    };
    const leave = (kind: ViolationKind) => {
      if (away) {
        // The window lost the focus, then the page was hidden: the same absence, the more serious kind.
        if (kind === 'hidden') away.kind = 'hidden';
        return;
      }
      const since = Date.now();
      away = { kind, since, reported: false };
      // One more millisecond than the limit: an absence ends the exam when it is longer than 5 s.
      timer = setTimeout(() => finish(Date.now() - since), limitMs + 1);
    };
    const back = () => {
      if (!away || document.visibilityState === 'hidden' || !document.hasFocus()) return;
      clearTimeout(timer);
      finish(Date.now() - away.since);
      away = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave('hidden') : back());
    const onBlur = () => leave('blur');

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', back);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', back);
    };
  }, [active, limitMs]);
}

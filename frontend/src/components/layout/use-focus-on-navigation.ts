import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, the keyboard focus goes to the page's content (`targetId`, focusable by script), as
 * a full page load would put it at the top: a keyboard user goes on with Tab from the new content instead of from a
 * link that is gone, and a screen reader says where they are. A page that placed the focus itself (a question's
 * heading, a dialog's first button) keeps it; the first page of a visit leaves the focus alone, so Tab reaches the
 * skip link first.
 */
export function useFocusOnNavigation(targetId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = document.getElementById(targetId);
    const focused = document.activeElement;
    const placedByPage = focused instanceof HTMLElement && focused !== target && (target?.contains(focused) || focused.closest('[role="dialog"]'));
    if (target && !placedByPage) target.focus({ preventScroll: true });
  }, [pathname, targetId]);
}

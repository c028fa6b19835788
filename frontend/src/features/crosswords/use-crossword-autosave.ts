import { useEffect, useRef, useState } from 'react';
import { saveCrossword } from './api/save-crossword';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long the letters must stay unchanged before they are sent: one save per burst of typing. */
export const AUTOSAVE_DELAY_MS = 700;

/**
 * Saves the player's letters a moment after each change, so a reload can reopen the grid where it was. Every save
 * carries the next revision: the server keeps only a newer one, so saves that cross on the network never undo a later
 * state. A change still waiting when the grid closes is sent at once.
 */
export function useCrosswordAutosave({ profileId, puzzleId, entries, pencil, revision }: { profileId: string; puzzleId: string; entries: string; pencil: string; revision: number }): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const sentRevision = useRef(revision);
  const stored = useRef({ entries, pencil });
  const latest = useRef({ entries, pencil });
  const mounted = useRef(true);

  const send = useRef((next: { entries: string; pencil: string }) => {
    if (next.entries === stored.current.entries && next.pencil === stored.current.pencil) return;
    sentRevision.current += 1;
    const request = { profileId, puzzleId, ...next, revision: sentRevision.current };
    if (mounted.current) setStatus('saving');
    saveCrossword(request).then((saved) => {
      // Another tab saved a later revision: ours was not kept, and the next one must be newer than it.
      sentRevision.current = Math.max(sentRevision.current, saved.revision);
      if (saved.saved) stored.current = next;
      if (mounted.current && sentRevision.current === request.revision) setStatus('saved');
    }, () => {
      if (mounted.current) setStatus('failed');
    });
  });

  useEffect(() => {
    latest.current = { entries, pencil };
    const timer = setTimeout(() => send.current({ entries, pencil }), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [entries, pencil]);

  useEffect(() => {
    mounted.current = true;
    const flush = () => send.current(latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      mounted.current = false;
      flush();
    };
  }, []);

  return status;
}

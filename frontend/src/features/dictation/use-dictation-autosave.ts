import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSaveDictationCopy } from './api/save-dictation-copy';

/** `offline`: the server could not be reached; `failed`: it refused (the attempt was handed in or expired meanwhile). */
export type CopySaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';

/** How long the copy must stay unchanged before it is sent: one save per burst of typing. */
export const COPY_AUTOSAVE_DELAY_MS = 1000;

interface AutosaveOptions {
  profileId: string;
  attemptId: string;
  /** The copy as the learner sees it now. */
  copy: string;
  /** The copy and revision the server had when the screen opened (a resumed attempt), else '' and 0. */
  savedCopy: string;
  revision: number;
  /** While the copy is being handed in, nothing is saved: the submission is the copy. */
  paused: boolean;
}

export interface DictationAutosave {
  status: CopySaveStatus;
  /** The server's message when it refused the last save. */
  failure: string | undefined;
  /** The copy shown differs from the one the server holds. */
  unsaved: boolean;
  /** Sends a change still waiting at once (the field lost the focus, the learner leaves). */
  flush: () => void;
  /** Stops saving at once, before the submission starts (the `paused` option takes over once it arrives). */
  pause: () => void;
}

/**
 * Saves the learner's copy a second after they stop typing, and at once when the field loses the focus or the page is
 * hidden, so a reload, a crash or another device reopens the dictation where it was. Every save carries the next
 * revision: the server keeps only a newer one, so saves that cross on the network never undo a later copy. When
 * another device saved a later revision meanwhile, this copy (the one the learner is looking at) is sent again above it.
 */
export function useDictationAutosave({ profileId, attemptId, copy, savedCopy, revision, paused }: AutosaveOptions): DictationAutosave {
  const { mutateAsync } = useSaveDictationCopy();
  const [status, setStatus] = useState<CopySaveStatus>('idle');
  const [failure, setFailure] = useState<string>();
  const [stored, setStored] = useState(savedCopy);
  const sentRevision = useRef(revision);
  const storedCopy = useRef(savedCopy);
  const latest = useRef(copy);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stopped = useRef(paused);
  const mounted = useRef(true);

  const send = useRef((next: string) => {
    clearTimeout(timer.current);
    if (stopped.current || next === storedCopy.current) return;
    sentRevision.current += 1;
    const request = { profileId, attemptId, copy: next, revision: sentRevision.current };
    const isLatest = () => mounted.current && sentRevision.current === request.revision;
    if (mounted.current) setStatus('saving');
    mutateAsync(request).then(
      (saved) => {
        if (saved.saved) {
          storedCopy.current = next;
          if (mounted.current) setStored(next);
        }
        if (!saved.saved && saved.revision > sentRevision.current && latest.current === next) {
          // Another device saved a later revision: send this copy again, above it.
          sentRevision.current = saved.revision;
          send.current(next);
          return;
        }
        sentRevision.current = Math.max(sentRevision.current, saved.revision);
        if (isLatest()) {
          setFailure(undefined);
          setStatus('saved');
        }
      },
      (error: unknown) => {
        if (!isLatest()) return;
        const offline = !(error instanceof ApiError) || error.status === 0;
        setFailure(offline ? undefined : error.message);
        setStatus(offline ? 'offline' : 'failed');
      },
    );
  });

  useEffect(() => {
    stopped.current = paused;
    if (paused) clearTimeout(timer.current);
  }, [paused]);

  useEffect(() => {
    latest.current = copy;
    if (copy === storedCopy.current) return;
    timer.current = setTimeout(() => send.current(copy), COPY_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [copy]);

  useEffect(() => {
    mounted.current = true;
    const flush = () => send.current(latest.current);
    // Back online: what could not be sent goes now.
    window.addEventListener('online', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('pagehide', flush);
      mounted.current = false;
      flush();
    };
  }, []);

  return {
    status,
    failure,
    unsaved: copy !== stored,
    flush: () => send.current(latest.current),
    pause: () => {
      stopped.current = true;
      clearTimeout(timer.current);
    },
  };
}

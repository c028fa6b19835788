import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queriesShownFromCopy } from '@/lib/kept-answers';
import { hasOfflineWork } from '@/lib/offline-data';
import { useSession } from '@/lib/session-store';

/**
 * Work done offline goes out on the app's start and whenever the network comes back (docs/offline.md): the
 * flashcards' queued reviews, the answers of downloaded spelling sessions and the copies of downloaded dictations. Their code loads only when a flag in
 * `lib/offline-data.ts` says something of theirs waits, so a page with nothing queued downloads nothing for it. When the network comes back, what a page shows from the answers
 * kept on this device (`lib/kept-answers.ts`) is read from the server again.
 */
export function useOfflineWorkSync(): void {
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const sync = () => {
      if (!navigator.onLine) return;
      if (hasOfflineWork('reviews')) {
        void import('@/features/flashcards/offline/review-sync')
          .then(({ startReviewSync }) => startReviewSync(queryClient))
          .catch((error: unknown) => console.error('The reviews made offline could not be sent', error));
      }
      if (hasOfflineWork('dictation')) {
        void import('@/features/dictation/offline/downloaded-dictations')
          .then(({ sendWaitingCopies }) => sendWaitingCopies(queryClient))
          .catch((error: unknown) => console.error('The dictations handed in offline could not be sent', error));
      }
      if (hasOfflineWork('spelling')) {
        void import('@/features/spelling/offline/downloaded-sessions')
          .then(({ sendWaitingAnswers }) => sendWaitingAnswers(queryClient))
          .catch((error: unknown) => console.error('The spelling answers given offline could not be sent', error));
      }
    };
    // Pages opened from the answers kept on this device read the server's again: its answer replaces the copy.
    const readAgain = () => {
      for (const queryKey of queriesShownFromCopy()) void queryClient.invalidateQueries({ queryKey, exact: true });
    };
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('online', readAgain);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('online', readAgain);
    };
  }, [signedIn, queryClient]);
}

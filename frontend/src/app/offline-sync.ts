import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasOfflineWork } from '@/lib/offline-data';
import { useSession } from '@/lib/session-store';

/**
 * Work done offline goes out on the app's start and whenever the network comes back (docs/offline.md): today the
 * flashcards' queued reviews. Their code loads only when the flag in `lib/offline-data.ts` says something waits, so a
 * page with nothing queued downloads nothing for it.
 */
export function useOfflineWorkSync(): void {
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const sync = () => {
      if (!hasOfflineWork() || !navigator.onLine) return;
      void import('@/features/flashcards/offline/review-sync')
        .then(({ startReviewSync }) => startReviewSync(queryClient))
        .catch((error: unknown) => console.error('The reviews made offline could not be sent', error));
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [signedIn, queryClient]);
}

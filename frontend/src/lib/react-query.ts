import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Every failed call is already toasted; silent retries would toast it again. Screens offer their own retry.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}

/** For data only admins change: loaded once per page load and kept for the session (seed §9), fresh after a refresh. */
export const cachedForSession = { staleTime: Infinity, gcTime: Infinity } as const;

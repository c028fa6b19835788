import { nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** Runs the top progress bar while the router loads the next page's code or data (seed §2). */
export function useRouteProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    nprogress.start();
    return () => nprogress.complete();
  }, [busy]);
}

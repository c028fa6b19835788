import { useEffect, useState } from 'react';
import { battleSocket } from '../api/battle-socket';

/** Milliseconds until `serverEpoch` on the server's clock (corrected by the ping offset), refreshed 4 times a second. */
export function useServerCountdown(serverEpoch: number | undefined): number {
  const [now, setNow] = useState(() => battleSocket.serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(battleSocket.serverNow()), 250);
    return () => clearInterval(timer);
  }, []);
  return serverEpoch === undefined ? 0 : Math.max(0, serverEpoch - now);
}

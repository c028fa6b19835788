import * as frames from '@plume/shared/battles';
import { domainRoutes } from '../manifest.ts';

/** WebSocket connections: the `$connect` authorizer's handler, connect and disconnect, pings and unknown actions. */
export const routes = domainRoutes('connections', {
  webSocket: [
    { route: '$connect', handler: 'connect' },
    { route: '$disconnect', handler: 'disconnect' },
    { route: '$default', handler: 'default' },
    { route: 'ping', handler: 'ping', frame: frames.pingFrame },
  ],
});

import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** A family's notifications: the list and what has been read. */
export const routes = domainRoutes('notifications', {
  http: [
    { ...routeOf(api.getNotifications), handler: 'get-notifications' },
    { ...routeOf(api.markNotificationsRead), handler: 'mark-notifications-read' },
  ],
  handlers: {
    'get-notifications': { table: 'read' },
  },
});

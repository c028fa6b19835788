import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** The site's configuration and the admins' custom language set, read by every first page. */
export const routes = domainRoutes('settings', {
  http: [
    { ...routeOf(api.getSettings), handler: 'get-settings', load: 'shell' },
    { ...routeOf(api.getSystemConfigurations), handler: 'get-system-configurations', load: 'shell' },
    // The same answer for every visitor, read by every first page: a GET the edge caches (the POST stays, uncached).
    { ...routeOf(api.getSystemConfigurations), method: 'GET', handler: 'get-system-configurations', load: 'shell', edgeCache: { sMaxAge: 60, staleWhileRevalidate: 60 } },
    // The admins' custom translation set (issue 24): read when someone chooses it in the language menu, the edge caching
    // the GET as it does the configuration; admins read it by POST (never cached) to edit it.
    { ...routeOf(api.getCustomLanguage), handler: 'get-custom-language' },
    { ...routeOf(api.getCustomLanguage), method: 'GET', handler: 'get-custom-language', edgeCache: { sMaxAge: 60, staleWhileRevalidate: 60 } },
    { ...routeOf(api.adminUpdateSystemConfigurations), handler: 'update-system-configurations' },
    { ...routeOf(api.adminUpdateCustomLanguage), handler: 'admin-update-custom-language' },
  ],
  handlers: {
    'get-settings': { table: 'read' },
    'get-system-configurations': { table: 'read' },
  },
});

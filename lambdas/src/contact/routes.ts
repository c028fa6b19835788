import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** The contact form, open to everyone. */
export const routes = domainRoutes('contact', {
  http: [
    // Public and unauthenticated: a steady second per message is plenty for people, and a ceiling for scripts.
    { ...routeOf(api.submitContact), handler: 'submit-contact', throttle: { rate: 1, burst: 5 } },
  ],
});

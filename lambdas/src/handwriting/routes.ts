import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Handwritten letters given with the account holder's consent (docs/handwriting.md, « Real samples »). */
export const routes = domainRoutes('handwriting', {
  http: [
    // handwritten letters given with the account holder's consent (docs/handwriting.md, « Real samples »)
    { ...routeOf(api.getHandwritingConsent), handler: 'get-handwriting-consent' },
    { ...routeOf(api.setHandwritingConsent), handler: 'set-handwriting-consent' },
    { ...routeOf(api.contributeHandwriting), handler: 'contribute-handwriting', throttle: { rate: 5, burst: 20 } },
    { ...routeOf(api.adminExportHandwritingSamples), handler: 'admin-export-handwriting-samples' },
  ],
});

import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** The subscription through Stripe (docs/billing.md): checkout, cancellation, the webhook and what its events change. */
export const routes = domainRoutes('billing', {
  http: [
    { ...routeOf(api.checkSubscription), handler: 'check-subscription' },
    { ...routeOf(api.createCheckoutSession), handler: 'create-checkout-session', load: 'action', uses: ['stripe'] },
    { ...routeOf(api.cancelSubscription), handler: 'cancel-subscription', load: 'action', uses: ['stripe'] },
    { ...routeOf(api.abandonCheckout), handler: 'abandon-checkout', load: 'action', uses: ['stripe'] },
    { method: 'POST', path: '/api/stripe/webhook', handler: 'stripe-webhook', auth: 'none', uses: ['stripe'] },
  ],
  events: [
    { name: 'subscription-state', pattern: eventCatalog.stripeEventReceived.pattern, consumer: 'apply-stripe-event' },
  ],
});

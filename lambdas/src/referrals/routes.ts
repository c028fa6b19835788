import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Referrals (docs/economy.md): a family's code, a claim, and the coins paid once the referred account pays. */
export const routes = domainRoutes('referrals', {
  http: [
    // referral: the code (premium page /quiz/refer-and-earn); the claim by a new account, not yet subscribed
    { ...routeOf(api.getReferral), handler: 'get-referral' },
    // Throttled: codes are unguessable within these rates (29⁸ codes; see shared/src/referrals/codes.ts).
    { ...routeOf(api.claimReferral), handler: 'claim-referral', throttle: { rate: 5, burst: 20 } },
  ],
  events: [
    // referrals pay once the referred account has paid for a period (docs/economy.md): at the claim if it already
    // pays, or when its subscription becomes active
    { name: 'referral-coins', pattern: eventCatalog.referralClaimed.pattern, consumer: 'credit-referral-coins' },
    { name: 'referral-coins-on-payment', pattern: eventCatalog.subscriptionChanged.pattern, consumer: 'pay-referral-coins' },
  ],
});

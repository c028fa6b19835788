import { accountOf, apiSuccess, stubBackend } from './fake-backend';
import { cognitoSignsIn, parentIdToken } from './fake-cognito';

/** A subscription that runs until then: the header's notification bell shows for it. */
export const subscribedAccount = () => accountOf({ isPremium: true, plan: 'yearly', periodEnd: '2099-01-01T00:00:00.000Z' });

/**
 * The backend of the fake Cognito user with an active subscription (two profiles, the holder active), no notification
 * yet; tests add or override the routes of their screen.
 */
export function stubSubscriberBackend(routes: Parameters<typeof stubBackend>[0] = {}) {
  return stubBackend({
    '/_cognito': cognitoSignsIn(parentIdToken()),
    '/api/checkSubscription': () => apiSuccess({ isActive: true, message: 'Votre abonnement est actif.' }),
    '/api/get_user': () => apiSuccess(subscribedAccount()),
    '/api/get_notifications': () => apiSuccess({ total: 0, unread: 0, items: [] }),
    ...routes,
  });
}

import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/**
 * The account and its profiles (docs/architecture.md, « Who owns what »): the holder's details, profiles and their
 * PINs, deletion, the admin console's accounts, and Cognito's two triggers (staff MFA, one account per e-mail address).
 */
export const routes = domainRoutes('account', {
  http: [
    { ...routeOf(api.getMe), handler: 'get-me', load: 'shell' },
    { ...routeOf(api.getUser), handler: 'get-user' },
    { ...routeOf(api.updateUser), handler: 'update-user' },
    { ...routeOf(api.clearNewUser), handler: 'clear-new-user' },
    { ...routeOf(api.deleteAccount), handler: 'delete-account', load: 'action', uses: ['cognitoAdmin'] },
    { ...routeOf(api.createProfile), handler: 'create-profile' },
    { ...routeOf(api.updateProfile), handler: 'update-profile' },
    { ...routeOf(api.deleteProfile), handler: 'delete-profile', load: 'action' },
    { ...routeOf(api.verifyProfilePin), handler: 'verify-profile-pin' },
    { ...routeOf(api.adminSetAccountStatus), handler: 'admin-set-account-status', uses: ['cognitoAdmin'] },
    // the admin console's accounts (docs/admin.md), through Cognito's ListUsers
    { ...routeOf(api.adminListAccounts), handler: 'admin-list-accounts', uses: ['cognitoAdmin'] },
  ],
  events: [
    // Erasure walks the ownership registry (src/table/ownership.ts): boards, games, statistics, wallet, bookmarks…
    // It also takes the profile out of battles in play, which may show the next question (and set its timer).
    { name: 'profile-erasure', pattern: eventCatalog.profileDeleted.pattern, consumer: 'erase-profile-data', uses: ['timers'] },
  ],
  handlers: {
    // Cognito's triggers read the pool, never the table.
    'require-staff-mfa': { table: 'none' },
    'one-account-per-email': { table: 'none' },
  },
});

import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { searchAccounts } from '#account/admin-accounts';

/** Accounts by e-mail or name prefix, a Cognito page at a time, with Plume's status of each. */
export const handler = httpHandler(api.adminListAccounts, async ({ body }) => ({ message: 'accounts_loaded', data: await searchAccounts(body) }));

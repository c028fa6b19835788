import { ACCOUNTS_PAGE_SIZE, type AdminAccount, type AdminListAccountsRequest } from '@plume/shared/admin/api';
import { Refusal } from '@plume/shared';
import { listSignIns } from '#clients/cognito';
import { getAccountStandings, updateAccount } from '#account/data/accounts';
import { isConditionFailure } from '#table/table';

/**
 * One page of accounts for the admin console: Cognito finds the people (an e-mail or name prefix), the table says
 * how Plume sees each (status, subscription). E-mail prefixes are compared in lower case, as addresses are stored.
 */
export async function searchAccounts(request: AdminListAccountsRequest): Promise<{ accounts: AdminAccount[]; next?: string }> {
  const attribute = request.field ?? 'email';
  const prefix = attribute === 'email' ? request.search?.toLowerCase() : request.search;
  const page = await listSignIns({ attribute, limit: ACCOUNTS_PAGE_SIZE, ...(prefix ? { prefix } : {}), ...(request.next ? { paginationToken: request.next } : {}) }).catch((error: unknown) => {
    // A pagination token Cognito did not issue (or that expired).
    if ((error as Error).name === 'InvalidParameterException') throw new Refusal('invalid', 'invalid_request');
    throw error;
  });
  const standings = await getAccountStandings(page.users.map((user) => user.sub));
  const accounts = page.users.map((user): AdminAccount => {
    const standing = standings.get(user.sub);
    return {
      uid: user.sub,
      email: user.email,
      name: user.name,
      status: standing?.status ?? 'missing',
      signInEnabled: user.enabled,
      isPremium: standing?.isPremium ?? false,
      createdAt: standing?.createdAt ?? null,
    };
  });
  return { accounts, ...(page.paginationToken ? { next: page.paginationToken } : {}) };
}

/** Sets Plume's status of an account; an admin never deactivates their own (they would lock themselves out). */
export async function setAccountStatus(adminUid: string, uid: string, status: 'active' | 'deactivated'): Promise<void> {
  if (uid === adminUid && status === 'deactivated') throw new Refusal('forbidden', 'admin_cannot_deactivate_self');
  try {
    await updateAccount(uid, { status });
  } catch (error) {
    if (isConditionFailure(error)) throw new Refusal('not_found', 'account_not_found');
    throw error;
  }
}

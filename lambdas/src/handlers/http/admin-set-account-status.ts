import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { setSignInEnabled } from '#clients/cognito';
import { updateAccount } from '#data/accounts';
import { isConditionFailure } from '#data/table';
import { closeAccountConnections } from '#accounts/account-deletion';
import { forgetAccountAccess } from '#runtime/account-access';

/** An admin deactivates (or reactivates) an account: every later request and WebSocket is refused and sign-in is disabled. */
export const handler = httpHandler(api.adminSetAccountStatus, async ({ body }) => {
  try {
    await updateAccount(body.uid, { status: body.status });
  } catch (error) {
    if (isConditionFailure(error)) throw new Refusal('not_found', 'account_not_found');
    throw error;
  }
  await setSignInEnabled(body.uid, body.status === 'active');
  // Deactivated: its open WebSockets close now, and this process forgets the status it remembered for moves.
  forgetAccountAccess(body.uid);
  if (body.status === 'deactivated') await closeAccountConnections(body.uid);
  return { message: 'successfully_updated', data: body };
});

import * as api from '@plume/shared/endpoints';
import { accountStatusChanged } from '@plume/events';
import { httpHandler } from '#runtime/http';
import { setSignInEnabled } from '#clients/cognito';
import { publishEvent } from '#clients/bus';
import { closeAccountConnections } from '#account/account-deletion';
import { setAccountStatus } from '#account/admin-accounts';
import { forgetAccountAccess } from '#runtime/account-access';

/** An admin deactivates (or reactivates) an account: every later request and WebSocket is refused and sign-in is disabled. */
export const handler = httpHandler(api.adminSetAccountStatus, async ({ body, identity }) => {
  const adminUid = identity.sub;
  await setAccountStatus(adminUid, body.uid, body.status);
  await setSignInEnabled(body.uid, body.status === 'active');
  // Deactivated: its open WebSockets close now, and this process forgets the status it remembered for moves.
  forgetAccountAccess(body.uid);
  if (body.status === 'deactivated') await closeAccountConnections(body.uid);
  // The audit trail (ops/record-account-status-audit).
  await publishEvent(accountStatusChanged, { uid: body.uid, status: body.status, changedBy: adminUid, changedAt: new Date().toISOString() });
  return { message: 'successfully_updated', data: body };
});

import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';

/**
 * Who the bearer token says the caller is: the claims API Gateway verified, and only those (not the profile unlocks the
 * request carried: nothing read from the client is echoed back).
 */
export const handler = httpHandler(api.getMe, async ({ identity }) => {
  const { sub, email, name, groups } = identity;
  return { data: { sub, ...(email ? { email } : {}), ...(name ? { name } : {}), groups } };
});

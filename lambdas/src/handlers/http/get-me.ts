import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';

/** Who the bearer token says the caller is: the claims API Gateway verified, nothing read from the client. */
export const handler = httpHandler(api.getMe, async ({ identity }) => ({ data: identity }));

import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { getConsent } from '#handwriting/data/handwriting-samples';

/** Whether the account gives its handwritten letters, and how many it has given. */
export const handler = httpHandler(api.getHandwritingConsent, async ({ identity }) => ({ message: 'handwriting_consent_loaded', data: await getConsent(identity.sub) }));

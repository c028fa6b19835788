import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { setConsent } from '#handwriting/data/handwriting-samples';

/** Gives consent, or withdraws it and deletes every letter the account gave. */
export const handler = httpHandler(api.setHandwritingConsent, async ({ body, identity }) => ({
  message: body.consent ? 'handwriting_consent_saved' : 'handwriting_consent_withdrawn',
  data: await setConsent(identity.sub, body.consent),
}));

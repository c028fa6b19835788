import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { storeSamples } from '#handwriting/data/handwriting-samples';

/** The letters of one validated word, kept once and only with the account holder's consent. */
export const handler = httpHandler(api.contributeHandwriting, async ({ body, identity }) => {
  const stored = await storeSamples(identity.sub, body);
  if (stored === 'no-consent') throw new Refusal('forbidden', 'handwriting_consent_required');
  return { message: 'handwriting_samples_given', data: { stored } };
});

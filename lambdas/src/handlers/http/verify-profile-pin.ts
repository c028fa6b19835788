import { verifyProfilePinRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { verifyProfilePin } from '#data/accounts';

export const handler = httpHandler(verifyProfilePinRequestSchema, async ({ body, identity }) => {
  const result = await verifyProfilePin(identity!.sub, body.profileId, body.pin);
  if (result === 'not-found') throw new HttpError(404, 'profile_not_found');
  if (result === 'wrong') throw new HttpError(403, 'profile_pin_wrong');
  return { message: 'profile_pin_ok', data: { profileId: body.profileId } };
});

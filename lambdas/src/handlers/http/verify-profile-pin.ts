import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { verifyProfilePin } from '#data/accounts';

export const handler = httpHandler(api.verifyProfilePin, async ({ body, identity }) => {
  const result = await verifyProfilePin(identity!.sub, body.profileId, body.pin);
  if (result === 'not-found') throw new Refusal('not_found', 'profile_not_found');
  if (result === 'wrong') throw new Refusal('forbidden', 'profile_pin_wrong');
  return { message: 'profile_pin_ok', data: { profileId: body.profileId } };
});

import * as api from '@plume/shared/endpoints';
import { message, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { isPremium } from '#account/data/accounts';

/** Seed §7 `checkSubscription {email}` → `{isActive, message}`, for the caller's own e-mail only. */
export const handler = httpHandler(api.checkSubscription, async ({ body, identity, language }) => {
  if (body.email.toLowerCase() !== identity.email?.toLowerCase()) throw new Refusal('forbidden', 'subscription_email_mismatch');
  const isActive = await isPremium(identity.sub);
  const key = isActive ? 'subscription_active' : 'subscription_inactive';
  return { message: key, data: { isActive, message: message(key, language) } };
});

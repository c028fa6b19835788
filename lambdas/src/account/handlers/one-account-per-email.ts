import * as z from 'zod';
import { federatedEmailRefusal, federatedIdentityOf } from '@plume/shared/federated-sign-in';
import { isStaffGroup } from '@plume/shared/staff-mfa';
import { groupsOf, linkIdentity, usersWithEmail } from '#clients/cognito';
import { logger } from '#clients/logger';

/** The parts of Cognito's pre-sign-up event this trigger reads; the rest is returned untouched. */
const preSignUpEvent = z.looseObject({
  triggerSource: z.string().min(1).max(64),
  userPoolId: z.string().min(1).max(55),
  userName: z.string().min(1).max(128),
  request: z.looseObject({
    // Cognito sends attribute values as strings.
    userAttributes: z.looseObject({ email: z.string().max(254).optional(), email_verified: z.string().max(5).optional() }),
  }),
});

/**
 * Cognito's pre-sign-up trigger: one account per e-mail address, whichever way its owner signs in.
 * - A first sign-in through Google, Apple or Facebook whose provider vouches for the address (`email_verified`, mapped by
 *   the auth stack) joins the user who signed up with that address and verified it (AdminLinkProviderForUser): the
 *   family finds its profiles. Both checks matter: an unverified address on either side would let someone take over an
 *   account by typing another person's address.
 * - A password sign-up with the address of a provider's user is refused, naming the provider, so the person signs in
 *   the way they did before instead of opening an empty second account.
 * - A staff account is never linked: its sign-in through a provider is refused (staff rights need the authenticator app).
 * Anything else passes unchanged. A failure fails the sign-up or sign-in (Cognito shows the error): better than two accounts.
 */
export const handler = async (event: unknown) => {
  const { triggerSource, userPoolId, userName, request } = preSignUpEvent.parse(event);
  const email = request.userAttributes.email?.toLowerCase();
  if (!email) return event;
  if (triggerSource === 'PreSignUp_ExternalProvider') {
    const identity = federatedIdentityOf(userName);
    if (!identity || request.userAttributes.email_verified !== 'true') return event;
    const owner = (await usersWithEmail(userPoolId, email)).find((user) => !user.external && user.emailVerified);
    if (!owner) return event;
    // A provider signs in without the authenticator app staff rights need (shared/src/staff-mfa.ts): a staff account
    // keeps its password and app, and the provider's sign-in is refused rather than opening a second account.
    if ((await groupsOf(userPoolId, owner.username)).some(isStaffGroup)) throw new Error('STAFF_ACCOUNT');
    await linkIdentity(userPoolId, owner.username, identity);
    logger.info('identity linked to the account of its e-mail address', { provider: identity.provider });
    return event;
  }
  if (triggerSource === 'PreSignUp_SignUp') {
    const provider = (await usersWithEmail(userPoolId, email)).map((user) => (user.external ? federatedIdentityOf(user.username)?.provider : undefined)).find(Boolean);
    if (provider) throw new Error(federatedEmailRefusal(provider));
  }
  return event;
};

/**
 * Sign-in through Google, Apple or Facebook (Cognito's federated identity providers), and the one rule that keeps it
 * to one account per person: an identity whose provider vouches for its e-mail address joins the pool's user who has
 * that address verified (the pre-sign-up trigger, lambdas/src/account/handlers/one-account-per-email.ts), and a password
 * sign-up with the address of a provider's user is refused with a message naming the provider. Pure, so the trigger,
 * the local Cognito and the sign-up form agree.
 */

/** The providers a deployment may connect (the CDK auth stack's `federation`); the names are Cognito's. */
export const IDENTITY_PROVIDERS = ['Google', 'Apple', 'Facebook'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

/** Starts the message with which the trigger refuses a password sign-up (Cognito wraps it in its own words). */
const FEDERATED_EMAIL_REFUSAL = 'FEDERATED_EMAIL';

export const federatedEmailRefusal = (provider: IdentityProviderName): string => `${FEDERATED_EMAIL_REFUSAL}:${provider}`;

/** The provider named by a refusal, found in Cognito's `PreSignUp failed with error FEDERATED_EMAIL:Google.` */
export function providerOfRefusal(message: string): IdentityProviderName | undefined {
  const named = new RegExp(`${FEDERATED_EMAIL_REFUSAL}:(\\w+)`).exec(message)?.[1];
  return IDENTITY_PROVIDERS.find((provider) => provider === named);
}

/**
 * The provider and subject of a provider's user, from its username (`Google_1234…`: Cognito has been seen writing
 * the prefix in lower case in trigger events, while linking needs the provider's own spelling).
 */
export function federatedIdentityOf(username: string): { provider: IdentityProviderName; subject: string } | undefined {
  const separator = username.indexOf('_');
  if (separator < 1) return undefined;
  const prefix = username.slice(0, separator).toLowerCase();
  const provider = IDENTITY_PROVIDERS.find((name) => name.toLowerCase() === prefix);
  const subject = username.slice(separator + 1);
  return provider && subject ? { provider, subject } : undefined;
}

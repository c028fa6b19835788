import { AdminLinkProviderForUserCommand, AdminListGroupsForUserCommand, CognitoIdentityProviderClient, ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from './one-account-per-email.ts';

const cognito = mockClient(CognitoIdentityProviderClient);

/** A pre-sign-up event as Cognito sends it before creating `userName`. */
const signUpEvent = (triggerSource: string, userName: string, attributes: Record<string, string>) => ({
  version: '1',
  triggerSource,
  region: 'eu-west-3',
  userPoolId: 'eu-west-3_pool',
  userName,
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
  request: { userAttributes: attributes, validationData: null },
  response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
});

const user = (username: string, status: string, verified: boolean): UserType => ({
  Username: username,
  UserStatus: status as UserType['UserStatus'],
  Attributes: [{ Name: 'email', Value: 'camille@exemple.fr' }, { Name: 'email_verified', Value: String(verified) }],
});

beforeEach(() => cognito.reset());

describe('the pre-sign-up trigger: one account per e-mail address', () => {
  it('links a first Google sign-in to the account that verified the same address', async () => {
    cognito.on(ListUsersCommand, { UserPoolId: 'eu-west-3_pool', Filter: 'email = "camille@exemple.fr"' }).resolves({ Users: [user('uuid-camille', 'CONFIRMED', true)] });
    cognito.on(AdminListGroupsForUserCommand, { UserPoolId: 'eu-west-3_pool', Username: 'uuid-camille' }).resolves({ Groups: [] });
    const event = signUpEvent('PreSignUp_ExternalProvider', 'google_1234567890', { email: 'Camille@exemple.fr', email_verified: 'true' });

    expect(await handler(event)).toEqual(event);

    expect(cognito.commandCalls(AdminLinkProviderForUserCommand).map((call) => call.args[0].input)).toEqual([{
      UserPoolId: 'eu-west-3_pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'uuid-camille' },
      // Cognito's spelling of the provider, whatever the case of the username's prefix.
      SourceUser: { ProviderName: 'Google', ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: '1234567890' },
    }]);
  });

  it.each([
    ['the provider does not vouch for the address', 'false', user('uuid-camille', 'CONFIRMED', true)],
    ['the account never verified the address', 'true', user('uuid-camille', 'UNCONFIRMED', false)],
  ])('links nothing when %s (someone could have typed another person’s address)', async (_, providerVerified, existing) => {
    cognito.on(ListUsersCommand).resolves({ Users: [existing] });
    const event = signUpEvent('PreSignUp_ExternalProvider', 'Google_1234567890', { email: 'camille@exemple.fr', email_verified: providerVerified });

    expect(await handler(event)).toEqual(event);

    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('refuses a provider’s sign-in with a staff account’s address: staff rights need the authenticator app, which a provider skips', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [user('uuid-admin', 'CONFIRMED', true)] });
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'admin' }] });
    await expect(handler(signUpEvent('PreSignUp_ExternalProvider', 'Google_7', { email: 'camille@exemple.fr', email_verified: 'true' }))).rejects.toThrow('STAFF_ACCOUNT');
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('lets a first sign-in with a new address through: Cognito opens the provider’s own user', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    const event = signUpEvent('PreSignUp_ExternalProvider', 'Google_42', { email: 'nina@exemple.fr', email_verified: 'true' });
    expect(await handler(event)).toEqual(event);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('refuses a password sign-up with the address of an account opened through Google, naming Google', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [user('Google_1234567890', 'EXTERNAL_PROVIDER', true)] });
    await expect(handler(signUpEvent('PreSignUp_SignUp', 'camille@exemple.fr', { email: 'camille@exemple.fr' }))).rejects.toThrow('FEDERATED_EMAIL:Google');
  });

  it('lets a password sign-up through when the address belongs to nobody, or only to another password account', async () => {
    cognito.on(ListUsersCommand).resolvesOnce({ Users: [] }).resolvesOnce({ Users: [user('uuid-other', 'UNCONFIRMED', false)] });
    const event = signUpEvent('PreSignUp_SignUp', 'camille@exemple.fr', { email: 'camille@exemple.fr' });
    expect(await handler(event)).toEqual(event);
    // Cognito itself answers UsernameExistsException for an address already taken by a password account.
    expect(await handler(event)).toEqual(event);
  });

  it('asks nothing of Cognito for an admin’s creation or an event without an address', async () => {
    await handler(signUpEvent('PreSignUp_AdminCreateUser', 'staff@plume.test', { email: 'staff@plume.test' }));
    await handler(signUpEvent('PreSignUp_SignUp', '+33612345678', { phone_number: '+33612345678' }));
    expect(cognito.calls()).toHaveLength(0);
  });
});

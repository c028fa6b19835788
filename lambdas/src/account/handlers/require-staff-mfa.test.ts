import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from './require-staff-mfa.ts';

const cognito = mockClient(CognitoIdentityProviderClient);

/** A V2 event as Cognito sends it before issuing tokens to `userName`, whose groups are `groups`. */
const tokenEvent = (groups: string[], phone?: { verified: boolean }) => ({
  version: '2',
  triggerSource: 'TokenGeneration_Authentication',
  region: 'eu-west-3',
  userPoolId: 'eu-west-3_pool',
  userName: 'staff-1',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
  request: { userAttributes: { sub: 'staff-1', email: 'staff@plume.test', ...(phone ? { phone_number: '+33612345678', phone_number_verified: String(phone.verified) } : {}) }, groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: null }, scopes: [] },
  response: { claimsAndScopeOverrideDetails: null },
});

beforeEach(() => cognito.reset());

describe('the pre-token-generation trigger', () => {
  it('leaves a learner\'s tokens alone without asking Cognito anything', async () => {
    // Prepare
    const event = tokenEvent([]);
    // Act
    const result = await handler(event);
    // Assess
    expect(result).toEqual(event);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('withholds staff groups from both tokens of a user without TOTP, and says so in the ID token', async () => {
    cognito.on(AdminGetUserCommand, { UserPoolId: 'eu-west-3_pool', Username: 'staff-1' }).resolves({ Username: 'staff-1', UserMFASettingList: [] });
    const result = await handler(tokenEvent(['admin', 'examinator']));
    expect(result).toMatchObject({
      userName: 'staff-1',
      response: {
        claimsAndScopeOverrideDetails: {
          idTokenGeneration: { claimsToAddOrOverride: { plume_mfa_setup_required: true } },
          groupOverrideDetails: { groupsToOverride: [] },
        },
      },
    });
  });

  it('keeps the groups of a staff member who signs in with TOTP', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'staff-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    const event = tokenEvent(['finance']);
    expect(await handler(event)).toEqual(event);
  });

  it('withholds the groups of a staff member with TOTP who could sign in by SMS code instead, and says why', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'staff-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    expect(await handler(tokenEvent(['finance'], { verified: true }))).toMatchObject({
      response: {
        claimsAndScopeOverrideDetails: {
          idTokenGeneration: { claimsToAddOrOverride: { plume_mfa_setup_required: true, plume_staff_phone_sign_in: true } },
          groupOverrideDetails: { groupsToOverride: [] },
        },
      },
    });
    // A number not verified signs nobody in.
    const unverified = tokenEvent(['finance'], { verified: false });
    expect(await handler(unverified)).toEqual(unverified);
  });

  it('withholds the groups of a staff member with TOTP to whom a provider identity is linked, without sending them to set up TOTP', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'staff-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    const linked = tokenEvent(['finance']);
    const identities = JSON.stringify([{ userId: '42', providerName: 'Google', providerType: 'Google', issuer: null, primary: false, dateCreated: 1 }]);
    Object.assign(linked.request.userAttributes, { identities });
    const { response } = (await handler(linked)) as { response: { claimsAndScopeOverrideDetails: { idTokenGeneration: { claimsToAddOrOverride: object }; groupOverrideDetails: object } } };
    expect(response.claimsAndScopeOverrideDetails.groupOverrideDetails).toEqual({ groupsToOverride: [] });
    expect(response.claimsAndScopeOverrideDetails.idTokenGeneration.claimsToAddOrOverride).toEqual({});
  });

  it('fails the sign-in rather than issue a staff token unchecked', async () => {
    cognito.on(AdminGetUserCommand).rejects(new Error('ThrottlingException'));
    await expect(handler(tokenEvent(['finance']))).rejects.toThrow('ThrottlingException');
    await expect(handler({ request: {} })).rejects.toThrow();
  });
});

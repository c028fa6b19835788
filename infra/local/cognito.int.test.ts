import { randomInt } from 'node:crypto';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { api, cloud, cognitoClient, TEST_PASSWORD } from '@plume/lambdas/test/cloud-client';

/** The Cognito flows the emulator did not have, added in cognito.ts, driven with the real SDK as Amplify would. */
describe('local Cognito: passwordless sign-in by SMS code', () => {
  async function userWithPhone() {
    const phone = `+3361${randomInt(1_000_000, 9_999_999)}`;
    const email = `tel-${phone.slice(1)}@plume.test`;
    await cognitoClient().send(new AdminCreateUserCommand({ UserPoolId: cloud().userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'phone_number', Value: phone }, { Name: 'phone_number_verified', Value: 'true' }] }));
    await cognitoClient().send(new AdminSetUserPasswordCommand({ UserPoolId: cloud().userPoolId, Username: email, Password: TEST_PASSWORD, Permanent: true }));
    return { phone, email };
  }
  const startSignIn = (phone: string) =>
    cognitoClient().send(new InitiateAuthCommand({ AuthFlow: 'USER_AUTH', ClientId: cloud().userPoolClientId, AuthParameters: { USERNAME: phone, PREFERRED_CHALLENGE: 'SMS_OTP' } }));
  const answer = (session: string, username: string, code: string) =>
    cognitoClient().send(new RespondToAuthChallengeCommand({ ClientId: cloud().userPoolClientId, ChallengeName: 'SMS_OTP', Session: session, ChallengeResponses: { USERNAME: username, SMS_OTP_CODE: code } }));
  const lastCode = async (phone: string) => ((await (await fetch(`${cloud().url}/_local/outbox?to=${encodeURIComponent(phone)}`)).json()) as { code: string; channel: string }[])[0];

  it('sends a 6-digit code by SMS to the outbox and signs in with it', async () => {
    const { phone, email } = await userWithPhone();
    const challenge = await startSignIn(phone);
    expect(challenge.ChallengeName).toBe('SMS_OTP');
    expect(challenge.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe(`+******${phone.slice(-4)}`);
    const sms = await lastCode(phone);
    expect(sms).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });

    const signedIn = await answer(challenge.Session!, challenge.ChallengeParameters!.USERNAME!, sms!.code);
    const me = await api('/api/me', { method: 'GET', token: signedIn.AuthenticationResult!.IdToken! });
    expect(me.body?.data).toMatchObject({ email });
  });

  it('refuses a wrong code, and the session after three wrong tries', async () => {
    const { phone } = await userWithPhone();
    const challenge = await startSignIn(phone);
    const username = challenge.ChallengeParameters!.USERNAME!;
    const code = (await lastCode(phone))!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(answer(challenge.Session!, username, wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(answer(challenge.Session!, username, wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(answer(challenge.Session!, username, wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(answer(challenge.Session!, username, code)).rejects.toMatchObject({ name: 'ExpiredCodeException' });
  });

  it('refuses a number no account has', async () => {
    await expect(startSignIn('+33700000000')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

import { randomInt, randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand, AdminCreateUserCommand, AdminSetUserPasswordCommand, AdminUpdateUserAttributesCommand, AssociateSoftwareTokenCommand, ConfirmSignUpCommand, DeleteUserAttributesCommand, GetTokensFromRefreshTokenCommand,
  GetUserAttributeVerificationCodeCommand, GetUserCommand, InitiateAuthCommand, RespondToAuthChallengeCommand, SetUserMFAPreferenceCommand, SignUpCommand, UpdateUserAttributesCommand, VerifySoftwareTokenCommand, VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { api, cloud, cognitoClient, setUpTotp, signedInUser, signIn, TEST_PASSWORD, totpCode } from '@plume/lambdas/test/cloud-client';

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
    // The session refreshes, as one opened with a password does.
    const refreshed = await cognitoClient().send(new GetTokensFromRefreshTokenCommand({ ClientId: cloud().userPoolClientId, RefreshToken: signedIn.AuthenticationResult!.RefreshToken }));
    expect(refreshed.AuthenticationResult?.IdToken).toEqual(expect.any(String));
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

describe('local Cognito: a user adds, verifies and removes their phone number, as on « Mon compte »', () => {
  const newPhone = () => `+3361${String(randomInt(1e7)).padStart(7, '0')}`;
  /** A confirmed e-mail account, signed in with its password: its access token, as Amplify holds it. */
  async function signedInHolder() {
    const email = `tel-holder-${randomUUID()}@plume.test`;
    await cognitoClient().send(new AdminCreateUserCommand({ UserPoolId: cloud().userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }));
    await cognitoClient().send(new AdminSetUserPasswordCommand({ UserPoolId: cloud().userPoolId, Username: email, Password: TEST_PASSWORD, Permanent: true }));
    const signedIn = await cognitoClient().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud().userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD } }));
    return { email, accessToken: signedIn.AuthenticationResult!.AccessToken! };
  }
  const attributesOf = async (accessToken: string) =>
    Object.fromEntries(((await cognitoClient().send(new GetUserCommand({ AccessToken: accessToken }))).UserAttributes ?? []).map(({ Name, Value }) => [Name, Value]));
  const setPhone = (accessToken: string, phone: string) => cognitoClient().send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'phone_number', Value: phone }] }));
  const sendCode = (accessToken: string) => cognitoClient().send(new GetUserAttributeVerificationCodeCommand({ AccessToken: accessToken, AttributeName: 'phone_number' }));
  const verify = (accessToken: string, code: string) => cognitoClient().send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'phone_number', Code: code }));
  const messagesTo = async (recipient: string) => (await (await fetch(`${cloud().url}/_local/outbox?to=${encodeURIComponent(recipient)}`)).json()) as { code?: string; channel: string }[];
  const startSmsSignIn = (phone: string) =>
    cognitoClient().send(new InitiateAuthCommand({ AuthFlow: 'USER_AUTH', ClientId: cloud().userPoolClientId, AuthParameters: { USERNAME: phone, PREFERRED_CHALLENGE: 'SMS_OTP' } }));
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('keeps a new number unverified, sends its code by SMS (not by e-mail), verifies it, and then signs in with it', async () => {
    // Prepare
    const { email, accessToken } = await signedInHolder();
    const phone = newPhone();

    // Act: the pool auto-verifies e-mail only, as on AWS: the update sends nothing, the code is asked for.
    const updated = await setPhone(accessToken, phone);
    const unverified = await attributesOf(accessToken);
    const sent = await sendCode(accessToken);
    const [sms] = await messagesTo(phone);

    // Assess
    expect(updated.CodeDeliveryDetailsList ?? []).toEqual([]);
    expect(unverified).toMatchObject({ phone_number: phone, phone_number_verified: 'false' });
    expect(sent.CodeDeliveryDetails).toEqual({ AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: `+******${phone.slice(-4)}` });
    expect(sms).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect((await messagesTo(email)).filter((message) => message.code)).toEqual([]);
    // Not verified yet: the number signs nobody in.
    await expect(startSmsSignIn(phone)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    await verify(accessToken, sms!.code!);
    expect(await attributesOf(accessToken)).toMatchObject({ phone_number: phone, phone_number_verified: 'true' });
    expect((await startSmsSignIn(phone)).ChallengeName).toBe('SMS_OTP');
  });

  it('refuses a wrong code, then any code after five wrong ones until a new code is sent; an older code no longer counts', async () => {
    const { accessToken } = await signedInHolder();
    const phone = newPhone();
    await setPhone(accessToken, phone);
    await sendCode(accessToken);
    const [first] = await messagesTo(phone);
    for (let attempt = 0; attempt < 5; attempt++) await expect(verify(accessToken, otherThan(first!.code!))).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(verify(accessToken, first!.code!)).rejects.toMatchObject({ name: 'LimitExceededException' });

    await sendCode(accessToken);
    const [second] = await messagesTo(phone);
    if (second!.code !== first!.code) await expect(verify(accessToken, first!.code!)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await verify(accessToken, second!.code!);
    expect(await attributesOf(accessToken)).toMatchObject({ phone_number_verified: 'true' });
  });

  it('refuses to verify a number another account has verified (AliasExistsException); that account keeps signing in with it', async () => {
    const owner = await signedInHolder();
    const phone = newPhone();
    await setPhone(owner.accessToken, phone);
    await sendCode(owner.accessToken);
    await verify(owner.accessToken, (await messagesTo(phone))[0]!.code!);

    const other = await signedInHolder();
    await setPhone(other.accessToken, phone);
    await sendCode(other.accessToken);
    await expect(verify(other.accessToken, (await messagesTo(phone))[0]!.code!)).rejects.toMatchObject({ name: 'AliasExistsException' });
    expect(await attributesOf(other.accessToken)).toMatchObject({ phone_number: phone, phone_number_verified: 'false' });

    const challenge = await startSmsSignIn(phone);
    const owners = await cognitoClient().send(new GetUserCommand({ AccessToken: owner.accessToken }));
    expect(challenge.ChallengeParameters?.USERNAME).toBe(owners.Username);
  });

  it('makes a changed number unverified again, and a removed one stops signing in', async () => {
    const { accessToken } = await signedInHolder();
    const phone = newPhone();
    await setPhone(accessToken, phone);
    await sendCode(accessToken);
    await verify(accessToken, (await messagesTo(phone))[0]!.code!);

    const changed = newPhone();
    await setPhone(accessToken, changed);
    expect(await attributesOf(accessToken)).toMatchObject({ phone_number: changed, phone_number_verified: 'false' });
    await expect(startSmsSignIn(phone)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await sendCode(accessToken);
    await verify(accessToken, (await messagesTo(changed))[0]!.code!);

    await cognitoClient().send(new DeleteUserAttributesCommand({ AccessToken: accessToken, UserAttributeNames: ['phone_number'] }));
    const attributes = await attributesOf(accessToken);
    expect(attributes.phone_number).toBeUndefined();
    expect(attributes.phone_number_verified).toBeUndefined();
    await expect(startSmsSignIn(changed)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('refuses a number not in E.164, and a user marking their own number verified', async () => {
    const { accessToken } = await signedInHolder();
    await expect(setPhone(accessToken, '0612345678')).rejects.toMatchObject({ name: 'InvalidParameterException' });
    const selfVerified = cognitoClient().send(
      new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'phone_number', Value: newPhone() }, { Name: 'phone_number_verified', Value: 'true' }] }),
    );
    await expect(selfVerified).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});

describe('local Cognito: the password policy of the AWS pool', () => {
  it('refuses a password the policy refuses, with the rule Cognito names, and accepts one that meets it', async () => {
    const signUp = (password: string) =>
      cognitoClient().send(new SignUpCommand({ ClientId: cloud().userPoolClientId, Username: `policy-${randomUUID()}@plume.test`, Password: password, UserAttributes: [{ Name: 'name', Value: 'Sophie' }] }));
    await expect(signUp('Court-1!')).rejects.toMatchObject({ name: 'InvalidPasswordException', message: 'Password did not conform with policy: Password not long enough' });
    await expect(signUp('motdepasse-2026')).rejects.toMatchObject({ name: 'InvalidPasswordException', message: 'Password did not conform with policy: Password must have uppercase characters' });
    await expect(signUp('MotDePasse2026')).rejects.toMatchObject({ name: 'InvalidPasswordException', message: 'Password did not conform with policy: Password must have symbol characters' });
    await expect(signUp(TEST_PASSWORD)).resolves.toMatchObject({ UserConfirmed: false });
  });
});

describe('local Cognito: TOTP MFA, and the staff-MFA trigger before every token', () => {
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const passwordSignIn = (email: string) =>
    cognitoClient().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud().userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD } }));
  const answerTotp = (session: string | undefined, username: string, code: string) =>
    cognitoClient().send(new RespondToAuthChallengeCommand({ ClientId: cloud().userPoolClientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code } }));
  const wrongCode = (secret: string) => (totpCode(secret) === '000000' ? '111111' : '000000');

  async function financeMemberWithoutTotp() {
    const email = `mfa-${randomUUID()}@plume.test`;
    const user = { UserPoolId: cloud().userPoolId, Username: email };
    await cognitoClient().send(new AdminCreateUserCommand({ ...user, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }));
    await cognitoClient().send(new AdminSetUserPasswordCommand({ ...user, Password: TEST_PASSWORD, Permanent: true }));
    await cognitoClient().send(new AdminAddUserToGroupCommand({ ...user, GroupName: 'finance' }));
    return email;
  }

  it('withholds staff groups from both tokens until TOTP is set up, and the API refuses staff routes meanwhile', async () => {
    const email = await financeMemberWithoutTotp();
    const { AuthenticationResult: tokens } = await passwordSignIn(email);
    for (const token of [tokens!.IdToken!, tokens!.AccessToken!]) expect(claimsOf(token)['cognito:groups']).toBeUndefined();
    expect(claimsOf(tokens!.IdToken!).plume_mfa_setup_required).toBe(true);
    const payouts = await api('/api/finance/list_payouts', { token: tokens!.AccessToken!, body: '{}' });
    expect(payouts).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });

  it('sets up an authenticator app as Amplify does; refreshed tokens then carry the group, and every sign-in asks the code', async () => {
    const email = await financeMemberWithoutTotp();
    const first = (await passwordSignIn(email)).AuthenticationResult!;
    const { SecretCode } = await cognitoClient().send(new AssociateSoftwareTokenCommand({ AccessToken: first.AccessToken }));
    await expect(cognitoClient().send(new VerifySoftwareTokenCommand({ AccessToken: first.AccessToken, UserCode: wrongCode(SecretCode!) }))).rejects.toMatchObject({ name: 'EnableSoftwareTokenMFAException' });
    await cognitoClient().send(new VerifySoftwareTokenCommand({ AccessToken: first.AccessToken, UserCode: totpCode(SecretCode!) }));
    await cognitoClient().send(new SetUserMFAPreferenceCommand({ AccessToken: first.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));

    const refreshed = await cognitoClient().send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud().userPoolClientId, AuthParameters: { REFRESH_TOKEN: first.RefreshToken! } }));
    expect(claimsOf(refreshed.AuthenticationResult!.IdToken!)).toMatchObject({ 'cognito:groups': ['finance'] });
    expect(claimsOf(refreshed.AuthenticationResult!.IdToken!).plume_mfa_setup_required).toBeUndefined();

    const challenge = await passwordSignIn(email);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const signedIn = (await answerTotp(challenge.Session, email, totpCode(SecretCode!))).AuthenticationResult!;
    for (const token of [signedIn.IdToken!, signedIn.AccessToken!]) expect(claimsOf(token)['cognito:groups']).toEqual(['finance']);
    expect((await api('/api/finance/list_payouts', { token: signedIn.IdToken!, body: '{}' })).status).toBe(200);
    // Amplify refreshes with GetTokensFromRefreshToken; the trigger runs again, on today's settings.
    const again = await cognitoClient().send(new GetTokensFromRefreshTokenCommand({ ClientId: cloud().userPoolClientId, RefreshToken: signedIn.RefreshToken }));
    expect(claimsOf(again.AuthenticationResult!.AccessToken!)['cognito:groups']).toEqual(['finance']);
  });

  it('withholds staff groups from a TOTP user who could sign in by SMS code alone, until the number is removed', async () => {
    const email = await financeMemberWithoutTotp();
    const first = (await passwordSignIn(email)).AuthenticationResult!;
    const { SecretCode } = await cognitoClient().send(new AssociateSoftwareTokenCommand({ AccessToken: first.AccessToken }));
    await cognitoClient().send(new VerifySoftwareTokenCommand({ AccessToken: first.AccessToken, UserCode: totpCode(SecretCode!) }));
    await cognitoClient().send(new SetUserMFAPreferenceCommand({ AccessToken: first.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const phone = [{ Name: 'phone_number', Value: `+3361${String(randomInt(1e7)).padStart(7, '0')}` }, { Name: 'phone_number_verified', Value: 'true' }];
    await cognitoClient().send(new AdminUpdateUserAttributesCommand({ UserPoolId: cloud().userPoolId, Username: email, UserAttributes: phone }));
    const refresh = () => cognitoClient().send(new GetTokensFromRefreshTokenCommand({ ClientId: cloud().userPoolClientId, RefreshToken: first.RefreshToken }));

    const withPhone = claimsOf((await refresh()).AuthenticationResult!.IdToken!);
    expect(withPhone['cognito:groups']).toBeUndefined();
    expect(withPhone).toMatchObject({ plume_mfa_setup_required: true, plume_staff_phone_sign_in: true });

    // What « Sécuriser mon compte » does with the access token: the number goes, the next tokens carry the group.
    await cognitoClient().send(new DeleteUserAttributesCommand({ AccessToken: first.AccessToken, UserAttributeNames: ['phone_number'] }));
    const withoutPhone = claimsOf((await refresh()).AuthenticationResult!.IdToken!);
    expect(withoutPhone['cognito:groups']).toEqual(['finance']);
    expect(withoutPhone.plume_staff_phone_sign_in).toBeUndefined();
  });

  it("ties the code's session to the password step: not another user's, not made up, three wrong codes at most", async () => {
    const [staff, other] = await Promise.all([signedInUser({ groups: ['finance'] }), signedInUser({ groups: ['admin'] })]);
    const made = await answerTotp(randomUUID(), staff.email, totpCode(staff.totpSecret!)).catch((error: Error) => error);
    expect(made).toMatchObject({ name: 'NotAuthorizedException' });
    const othersSession = (await passwordSignIn(other.email)).Session;
    await expect(answerTotp(othersSession, staff.email, totpCode(staff.totpSecret!))).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const { Session } = await passwordSignIn(staff.email);
    for (let i = 0; i < 3; i++) await expect(answerTotp(Session, staff.email, wrongCode(staff.totpSecret!))).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(answerTotp(Session, staff.email, totpCode(staff.totpSecret!))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('verifies the access token of the MFA calls, as Cognito does', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'someone', token_use: 'access', client_id: cloud().userPoolClientId, username: 'someone' })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setExpirationTime('1h').sign(privateKey);
    await expect(cognitoClient().send(new AssociateSoftwareTokenCommand({ AccessToken: forged }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const learner = await signedInUser();
    // An ID token is not an access token.
    await expect(cognitoClient().send(new AssociateSoftwareTokenCommand({ AccessToken: learner.idToken }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('leaves learners alone: no claim; and one who sets up TOTP is asked the code like staff', async () => {
    const learner = await signedInUser();
    expect(claimsOf(learner.idToken).plume_mfa_setup_required).toBeUndefined();
    const secret = await setUpTotp(cognitoClient(), cloud().userPoolClientId, learner.email);
    expect((await passwordSignIn(learner.email)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
  });
});

describe('local Cognito: sign-up keeps the name typed in « Votre nom »', () => {
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

  it('stores the name attribute, puts it in the ID token, and the first profile is named by it, not by the e-mail', async () => {
    // Prepare: a sign-up as the form sends it through Amplify (e-mail and name attributes), confirmed with the e-mailed code.
    const email = `sophie.durand-${randomUUID()}@plume.test`;
    const client = cognitoClient();
    await client.send(new SignUpCommand({ ClientId: cloud().userPoolClientId, Username: email, Password: TEST_PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Sophie Durand' }] }));
    const [sent] = (await (await fetch(`${cloud().url}/_local/outbox?to=${encodeURIComponent(email)}`)).json()) as { code: string }[];
    await client.send(new ConfirmSignUpCommand({ ClientId: cloud().userPoolClientId, Username: email, ConfirmationCode: sent!.code }));

    // Act
    const token = await signIn(client, cloud().userPoolClientId, email);
    const account = await api('/api/get_user', { token, body: '{}' });

    // Assess
    expect(claimsOf(token)).toMatchObject({ email, name: 'Sophie Durand' });
    expect(account.body?.data).toMatchObject({ email, name: 'Sophie Durand' });
    expect(account.body?.data.profiles).toEqual([expect.objectContaining({ id: account.body?.data.uid, name: 'Sophie Durand', isHolder: true })]);
  });
});

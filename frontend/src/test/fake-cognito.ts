import { jsonResponse } from './fake-backend';

/** A JWT as Cognito issues it; Amplify only decodes it, the gateway is the one that verifies signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return [encode({ alg: 'RS256', kid: 'test' }), encode({ iat: now, exp: now + 3600, ...claims }), 'signature'].join('.');
}

export const parent = { sub: 'parent-1', email: 'parent@example.com' };
export const parentIdToken = () => fakeJwt({ ...parent, token_use: 'id' });

/**
 * The emulated Cognito: USER_PASSWORD_AUTH answers with the given ID token, every other operation (sign-out's token
 * revocation…) with an empty success.
 */
export function cognitoSignsIn(idToken: string) {
  return (request: Request) => {
    if (request.headers.get('x-amz-target') !== 'AWSCognitoIdentityProviderService.InitiateAuth') return jsonResponse(200, {});
    return jsonResponse(200, {
      AuthenticationResult: { IdToken: idToken, AccessToken: fakeJwt({ sub: parent.sub, token_use: 'access', username: parent.sub }), RefreshToken: 'refresh', ExpiresIn: 3600, TokenType: 'Bearer' },
      ChallengeParameters: {},
    });
  };
}

import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { sanitizeName } from '@plume/shared';

export interface Identity {
  sub: string;
  email?: string;
  /** The name given at sign-up (ID tokens only). */
  name?: string;
  groups: string[];
  /** PIN proofs sent with this HTTP request (`x-plume-profile-unlock`); checked by the per-profile guard. */
  profileUnlocks?: readonly string[];
}

export interface TokenVerifier {
  verify(token: string): Promise<JWTPayload>;
}

/**
 * Verifies a Cognito token as API Gateway's JWT authorizer does: RS256 signature against the pool's JWKS, issuer,
 * expiry, and audience (`aud` on ID tokens, `client_id` on access tokens) equal to the app client.
 */
export function cognitoTokenVerifier(issuer: string, clientId: string): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'] });
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      if (audience !== clientId) throw new Error('token was not issued for this app client');
      if (payload.token_use !== 'id' && payload.token_use !== 'access') throw new Error('not a Cognito id or access token');
      return payload;
    },
  };
}

/**
 * API Gateway hands claims to Lambda as strings; a list claim such as `cognito:groups` arrives as `[admin finance]`.
 * This reads both that form and a real array.
 */
export function identityFromClaims(claims: Record<string, unknown> | undefined): Identity | undefined {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) return undefined;
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  // The name typed at sign-up reaches Cognito from any client, unchecked: it is cleaned like every name we show.
  const name = typeof claims?.name === 'string' ? sanitizeName(claims.name) || undefined : undefined;
  return { sub, ...(email ? { email } : {}), ...(name ? { name } : {}), groups: parseGroups(claims?.['cognito:groups']) };
}

function parseGroups(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || !raw) return [];
  return raw.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

/** The string form API Gateway gives every claim (numbers and booleans as text, lists as `[a b]`). */
export function claimsAsApiGatewayStrings(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
}

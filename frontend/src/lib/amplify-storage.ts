/** Where Amplify keeps the tokens of a session (its default token storage is localStorage, under this prefix). */
const AMPLIFY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER = 'LastAuthUser';
/** Left before expiry when a stored token is still used as it is: Amplify's own tolerance is 5 s; a call needs time to arrive. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Tokens (or a federated sign-in in flight) in Amplify's storage, or the `code` and `state` of a hosted-UI redirect in
 * the address: this browser may hold a session. Its own module, without Amplify's loader, for the prerendered first
 * pages, which hand such a browser over to the full app.
 */
export function hasStoredSession(): boolean {
  const search = new URLSearchParams(window.location.search);
  if (search.has('code') && search.has('state')) return true;
  try {
    return storedKeys().some((key) => key.startsWith(AMPLIFY_STORAGE_PREFIX));
  } catch {
    return true; // storage unreadable: let Amplify decide
  }
}

export interface StoredIdToken {
  token: string;
  claims: Record<string, unknown> & { sub: string; exp: number };
}

/**
 * The ID token Amplify stored at sign-in, when it stays valid for at least a minute more, read without downloading
 * Amplify: a signed-in page then makes its calls and knows its user with no auth code at all, and Amplify is loaded
 * only to refresh the tokens, to sign out, or when anything here is not as expected (several users, a token that
 * does not decode). Keys as Amplify v6 writes them: `<prefix><client id>.LastAuthUser` names the user, and
 * `<prefix><client id>.<user>.idToken` and `.clockDrift` (server minus browser clock, in ms) hold the rest.
 */
export function readStoredIdToken(now = Date.now(), { evenExpired = false } = {}): StoredIdToken | undefined {
  try {
    const lastUserKeys = storedKeys().filter((key) => key.startsWith(AMPLIFY_STORAGE_PREFIX) && key.endsWith(`.${LAST_AUTH_USER}`));
    if (lastUserKeys.length !== 1) return undefined;
    const clientPrefix = lastUserKeys[0]!.slice(0, -LAST_AUTH_USER.length);
    const username = localStorage.getItem(lastUserKeys[0]!);
    const token = username ? localStorage.getItem(`${clientPrefix}${username}.idToken`) : null;
    if (!token) return undefined;
    const claims = decodeJwtPayload(token);
    if (typeof claims?.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
    const clockDrift = Number.parseInt(localStorage.getItem(`${clientPrefix}${username}.clockDrift`) ?? '0', 10) || 0;
    if (!evenExpired && now + clockDrift + EXPIRY_MARGIN_MS > claims.exp * 1000) return undefined;
    return { token, claims: claims as StoredIdToken['claims'] };
  } catch {
    return undefined;
  }
}

/** Whether a change of the storage (another tab signing in or out) concerns Amplify's session. */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key.startsWith(AMPLIFY_STORAGE_PREFIX);
}

function storedKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
}

function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
  const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  const claims: unknown = JSON.parse(json);
  return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
}

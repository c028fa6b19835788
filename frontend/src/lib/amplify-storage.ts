/** Where Amplify keeps the tokens of a session (its default token storage is localStorage, under this prefix). */
const AMPLIFY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Tokens (or a federated sign-in in flight) in Amplify's storage, or the `code` and `state` of a hosted-UI redirect in
 * the address: this browser may hold a session. Its own module, without Amplify's loader, for the prerendered first
 * pages, which hand such a browser over to the full app.
 */
export function hasStoredSession(): boolean {
  const search = new URLSearchParams(window.location.search);
  if (search.has('code') && search.has('state')) return true;
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith(AMPLIFY_STORAGE_PREFIX)) return true;
    }
    return false;
  } catch {
    return true; // storage unreadable: let Amplify decide
  }
}

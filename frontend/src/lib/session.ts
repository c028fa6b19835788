import { classifyRoute } from '@plume/shared/route-access';
import { MFA_SETUP_REQUIRED_CLAIM, STAFF_PHONE_CLAIM } from '@plume/shared/staff-mfa';
import { loadSessionApi, mayHaveSession, onAuthLoaded } from './amplify';
import { hasStoredSession, isSessionStorageKey, readStoredIdToken } from './amplify-storage';
import { hasAuthCookie, removeAuthCookie, setAuthCookie } from './auth-cookie';
import { clearPersonalState } from './client-state';
import { sessionStore, type Session, type SessionUser } from './session-store';

export { getSession, useSession, type Session, type SessionUser } from './session-store';

interface SessionOptions {
  /** Called when a visitor turns out to be signed out on a page that needs a session and never had the cookie. */
  redirectToLogin: () => void;
}

/**
 * Follows the auth service (Amplify Hub) and keeps the session store and the `isAuthenticated` cookie in step with it.
 * Returns the unsubscribe function. The auth module is loaded here only when this browser may hold a session; for
 * anyone else the visitor is signed out at once, and the session starts following Amplify when a sign-in page
 * loads it. The entry chunk never carries it.
 */
export function startSession({ redirectToLogin }: SessionOptions): () => void {
  const cookieWhenCheckStarted = hasAuthCookie();
  let stopped = false;
  let stopListening: (() => void) | undefined;

  const decide = (user: SessionUser | null) => {
    if (stopped) return;
    reportUser(user);
    // Seed §4: a visitor who still has the cookie (a session that just lapsed) is not bounced; one who never had it is.
    // Public pages stay open to visitors, so the rule applies where a session is needed.
    if (!user && !cookieWhenCheckStarted && needsSession(window.location.pathname)) redirectToLogin();
  };
  // A sign-out in flight (endSession) must finish first, or Amplify, loaded by it, would report the tokens it is removing.
  const report = async () => {
    await signingOut;
    decide(await readSignedInUser());
  };

  let following = false;
  const follow = () => {
    if (following) return;
    following = true;
    void loadSessionApi()
      .then(({ Hub }) => {
        if (stopped) return;
        stopListening = Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedOut') reportUser(null);
          // Amplify keeps the tokens when a refresh failed for a reason that may pass, and clears them when Cognito
          // refused it: asking it again here would only fail again (and tell this listener again).
          else if (payload.event === 'tokenRefresh_failure') reportUser(heldUser());
          else void report();
        });
        return report();
      })
      .catch((error: unknown) => {
        // The auth module needs its configuration (/config.json), from the network: offline, the tokens held stand
        // until the network's return lets it load; with none, nobody is signed in (rather than a page spinning forever).
        console.error('The session could not be checked', error);
        following = false;
        if (!stopped) reportUser(heldUser());
      });
  };

  // A fresh token in storage tells who is signed in without Amplify; Amplify's events are followed once anything loads it.
  const stored = mayHaveSession() ? readStoredIdToken() : undefined;
  let stopWaiting: (() => void) | undefined;
  if (stored || !mayHaveSession()) {
    decide(stored ? userFromClaims(stored.claims) : null);
    stopWaiting = onAuthLoaded(follow);
  } else {
    follow();
  }

  // Another tab signed in or out: Amplify, once loaded, hears it itself; until then the storage says it.
  const followOtherTabs = ({ key }: StorageEvent) => {
    if (stopped || following || !isSessionStorageKey(key)) return;
    const current = readStoredIdToken();
    if (current) reportUser(userFromClaims(current.claims));
    else if (hasStoredSession()) follow();
    else reportUser(null);
  };
  window.addEventListener('storage', followOtherTabs);

  // Back online: a session that stood on tokens past their time (a cold start offline) is refreshed, or ended.
  const checkAgain = () => {
    if (stopped || !hasStoredSession() || readStoredIdToken()) return;
    if (following) void report();
    else follow();
  };
  window.addEventListener('online', checkAgain);

  return () => {
    stopped = true;
    stopWaiting?.();
    stopListening?.();
    window.removeEventListener('storage', followOtherTabs);
    window.removeEventListener('online', checkAgain);
  };
}

/** Re-reads the session at once, e.g. right after a sign-in, without waiting for the Hub event. */
export async function refreshSession(): Promise<void> {
  reportUser(await readSignedInUser());
}

/** Logout (seed §4): ends the Cognito session and clears the cookie, the active profile and the recent activities. */
export async function endSession(endedBy?: Session['endedBy']): Promise<void> {
  clearPersonalState();
  removeAuthCookie();
  sessionStore.set({ status: 'signed-out', user: null, endedBy });
  // Amplify forgets the tokens even when Cognito cannot revoke them (e.g. the user was just deleted): that is enough here.
  signingOut = loadSessionApi().then(({ signOut }) => signOut().catch((error: unknown) => console.error('Cognito could not revoke the session', error)));
  await signingOut;
}

let signingOut: Promise<unknown> | undefined;

function reportUser(user: SessionUser | null) {
  if (user) setAuthCookie();
  else removeAuthCookie();
  sessionStore.set((current) => ({
    status: user ? 'signed-in' : 'signed-out',
    // The same person keeps the same object, so hooks keyed on the user do not rerun on a token refresh; a refresh
    // that changed what the token says (staff groups granted once two-step verification is on) gives a new one.
    user: user && current.user && sameUser(current.user, user) ? current.user : user,
    endedBy: user ? undefined : current.endedBy,
  }));
}

async function readSignedInUser(): Promise<SessionUser | null> {
  const { fetchAuthSession } = await loadSessionApi();
  // A refresh token that expired or was revoked ends the session (Amplify clears the tokens): that is a signed-out
  // visitor, not a failure. A refresh that could not be made (no network) leaves the tokens held, and the session.
  const claims = await fetchAuthSession()
    .then((session) => session.tokens?.idToken?.payload)
    .catch(() => undefined);
  return claims?.sub ? userFromClaims(claims) : heldUser();
}

/**
 * The user of the tokens Amplify holds, however old their ID token: what a session stands on while they cannot be
 * refreshed (Plume opened on a train, a Cognito that fails for a while) — the server checks every request anyway, and
 * the pages show only what this device kept for that account. None once Cognito refused the refresh (Amplify then
 * clears them) or after a sign-out.
 */
function heldUser(): SessionUser | null {
  const held = readStoredIdToken(Date.now(), { evenExpired: true });
  return held ? userFromClaims(held.claims) : null;
}

function sameUser(a: SessionUser, b: SessionUser): boolean {
  return a.uid === b.uid && a.email === b.email && a.phoneNumber === b.phoneNumber && a.mfaSetupRequired === b.mfaSetupRequired && a.staffPhoneSignIn === b.staffPhoneSignIn && a.groups.join() === b.groups.join();
}

function userFromClaims(claims: Record<string, unknown>): SessionUser {
  return {
    uid: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : undefined,
    phoneNumber: typeof claims.phone_number === 'string' ? claims.phone_number : undefined,
    groups: Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].filter((group): group is string => typeof group === 'string') : [],
    mfaSetupRequired: claims[MFA_SETUP_REQUIRED_CLAIM] === true,
    staffPhoneSignIn: claims[STAFF_PHONE_CLAIM] === true,
  };
}

function needsSession(path: string): boolean {
  const routeClass = classifyRoute(path);
  return routeClass === 'auth-required' || routeClass === 'premium';
}

import { createStore, useStore } from './create-store';

// Apart from the session's life (session.ts, which brings the auth module's loader and the route rules): the header
// and the prerendered first pages read who is signed in without carrying those.
/** Who is signed in, as the ID token tells it (no extra call). */
export interface SessionUser {
  uid: string;
  email?: string;
  phoneNumber?: string;
  /** Cognito groups (`admin`, `finance`): they only decide which staff links show; the API checks them on every call. */
  groups: string[];
  /**
   * Staff groups withheld from the token until every sign-in of this person asks an authenticator app's code
   * (« Sécuriser mon compte »); `staffPhoneSignIn` when a verified phone number is (also) why.
   */
  mfaSetupRequired: boolean;
  staffPhoneSignIn: boolean;
}

export interface Session {
  /** `loading` until the auth service's first report (seed §4). */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  /** Set when the session ended because an admin deactivated the account, so the login page can say so. */
  endedBy?: 'deactivation';
}

export const sessionStore = createStore<Session>({ status: 'loading', user: null });

export const useSession = () => useStore(sessionStore);
export const getSession = () => sessionStore.get();

/**
 * Route protection (seed §2 and §4): which class a path belongs to, and what the router does for a visitor in a given
 * session state. Pure, so the router, its tests and the server agree on one table.
 */
export type RouteClass = 'public' | 'auth-page' | 'auth-required' | 'premium';

export const PUBLIC_ROUTES = ['/', '/instruction/', '/contact-us/', '/about-us/', '/terms-conditions/', '/privacy-policy/', '/guest-profile/', '/pricing', '/features', '/faq/'] as const;
export const AUTH_PAGES = ['/auth/login/', '/auth/sign-up/', '/auth/reset-password/', '/auth/otp-verify/'] as const;
/**
 * Sign-in only. The seed names /profileselector; /payment and /payment-success are here too, since a person without a
 * subscription must reach them to subscribe (a premium guard on them would be a dead end). Staff pages (/admin) need
 * a staff group, which the API checks on every call; a subscription has nothing to do with them.
 */
export const AUTH_REQUIRED_ROUTES = ['/profileselector', '/payment', '/payment-success', '/admin', '/finance', '/examinator', '/account/security'] as const;
/**
 * Sign-in only, this page alone (not the pages under it): the account page (`/profile`: details, family, PIN,
 * subscription, deletion). Every account manages itself, subscribed or not — a free or lapsed account can still
 * delete itself or subscribe from there; the features under it (`/profile/statistics`) stay premium.
 */
export const ACCOUNT_PATH = '/profile';
/**
 * Staff pages that belong to one Cognito group: the router refuses everyone else (and the API refuses them again on
 * every call), and a member signing in lands on the group's home page instead of the profile selector.
 */
export const GROUP_ROUTES = [
  { route: '/finance', group: 'finance', home: '/finance/payouts' },
  // The admin console's hub (docs/admin.md): every admin page sits under it.
  { route: '/admin', group: 'admin', home: '/admin' },
  { route: '/examinator', group: 'examinator', home: '/examinator/exams' },
] as const;

/**
 * Staff groups whose members also hold another group's rights: an administrator may do whatever an examinator does
 * (create exams, read attempts), so examinator routes say `group: 'examinator'` and admins pass too. Finance is
 * deliberately not implied by admin: paying money out stays with the finance team (separation of duties).
 */
export const GROUPS_INCLUDED: Readonly<Record<string, readonly string[]>> = { admin: ['examinator'] };

/** Whether someone in `groups` holds `group`'s rights: as a member, or through a group that includes it. */
export function holdsGroup(groups: readonly string[] = [], group: string): boolean {
  return groups.some((member) => member === group || (GROUPS_INCLUDED[member] ?? []).includes(group));
}

export const LOGIN_PATH = '/auth/login/';
export const PROFILE_SELECTOR_PATH = '/profileselector';
export const PAYMENT_PATH = '/payment';
export const PAYMENT_SUCCESS_PATH = '/payment-success';
/** « Sécuriser mon compte »: TOTP set-up, where staff without it are sent (shared/src/staff-mfa.ts). */
export const SECURE_ACCOUNT_PATH = '/account/security';

const segments = (path: string) => path.split('/').filter(Boolean);

/** With or without a trailing slash, by whole path segments: `/pricing/` and `/pricing/annual` match `/pricing`. */
export function matchesRoute(path: string, route: string): boolean {
  const routeSegments = segments(route);
  const pathSegments = segments(path);
  // The home page is matched exactly: as a prefix it would make every path public.
  if (routeSegments.length === 0) return pathSegments.length === 0;
  return routeSegments.every((segment, index) => pathSegments[index]?.toLowerCase() === segment.toLowerCase());
}

export function classifyRoute(path: string): RouteClass {
  if (PUBLIC_ROUTES.some((route) => matchesRoute(path, route))) return 'public';
  if (AUTH_PAGES.some((route) => matchesRoute(path, route))) return 'auth-page';
  if (AUTH_REQUIRED_ROUTES.some((route) => matchesRoute(path, route))) return 'auth-required';
  if (segments(path).join('/').toLowerCase() === segments(ACCOUNT_PATH).join('/')) return 'auth-required';
  return 'premium';
}

export interface SessionState {
  /** `loading` until the auth service's first report arrives. */
  auth: 'loading' | 'signed-out' | 'signed-in';
  /** Checked once per premium route visit; `unknown` before the check starts. */
  subscription: 'unknown' | 'checking' | 'active' | 'inactive';
  paymentPending: boolean;
  /** Cognito groups of the signed-in person (staff pages); none when absent. */
  groups?: readonly string[];
  /** The token withheld staff groups until the person sets up TOTP (`MFA_SETUP_REQUIRED_CLAIM`). */
  mfaSetupRequired?: boolean;
}

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'spinner'; label: 'authenticating' | 'checking_subscription' }
  | { kind: 'redirect'; to: string }
  | { kind: 'subscription-dialog' }
  | { kind: 'forbidden' };

/**
 * What the router does. A signed-in person on an auth page goes to the profile selector: the seed gives two readings
 * (`/profileselector` and `/`), and the selector is the one that lets a family member pick who plays next. A staff
 * member whose staff groups wait for TOTP goes to set it up instead, from an auth page or a staff page.
 */
export function decideRoute(path: string, search: string, session: SessionState): RouteDecision {
  const query = new URLSearchParams(search);
  if (query.get('payment') === 'success' && query.get('session_id') && !matchesRoute(path, PAYMENT_SUCCESS_PATH)) {
    return { kind: 'redirect', to: `${PAYMENT_SUCCESS_PATH}?session_id=${encodeURIComponent(query.get('session_id')!)}` };
  }
  const routeClass = classifyRoute(path);
  if (routeClass === 'public') return { kind: 'render' };
  if (session.auth === 'loading') return { kind: 'spinner', label: 'authenticating' };
  if (routeClass === 'auth-page') return session.auth === 'signed-in' ? { kind: 'redirect', to: landingPage(session) } : { kind: 'render' };
  if (session.auth === 'signed-out') return { kind: 'redirect', to: LOGIN_PATH };
  const groupRoute = GROUP_ROUTES.find(({ route }) => matchesRoute(path, route));
  if (groupRoute && !holdsGroup(session.groups, groupRoute.group)) return session.mfaSetupRequired ? { kind: 'redirect', to: SECURE_ACCOUNT_PATH } : { kind: 'forbidden' };
  if (routeClass === 'auth-required') return { kind: 'render' };
  switch (session.subscription) {
    case 'active':
      return { kind: 'render' };
    case 'inactive':
      return session.paymentPending ? { kind: 'redirect', to: PAYMENT_PATH } : { kind: 'subscription-dialog' };
    default:
      return { kind: 'spinner', label: 'checking_subscription' };
  }
}

/** Where a person lands after signing in. */
function landingPage(session: SessionState): string {
  if (session.mfaSetupRequired) return SECURE_ACCOUNT_PATH;
  return staffHome(session.groups) ?? PROFILE_SELECTOR_PATH;
}

/** The page a staff member starts on after signing in, when one of their groups has one. */
export function staffHome(groups: readonly string[] = []): string | undefined {
  return GROUP_ROUTES.find(({ group }) => groups.includes(group))?.home;
}

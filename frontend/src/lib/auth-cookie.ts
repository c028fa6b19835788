import { AUTH_COOKIE } from '@plume/shared/first-pages';

/**
 * `isAuthenticated=true` for 7 days (seed §4, §9): a hint readable before the auth module loads that this browser
 * had a session, so the header does not flash "Se connecter" at a signed-in person (and the edge sends the app, not a
 * prerendered first page).
 */
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;

export function hasAuthCookie(): boolean {
  // The first pages are prerendered in Node, for a visitor without the cookie (the edge sends the app to the others).
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').includes(`${AUTH_COOKIE}=true`);
}

export function setAuthCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_COOKIE}=true; Max-Age=${SEVEN_DAYS_IN_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function removeAuthCookie(): void {
  document.cookie = `${AUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

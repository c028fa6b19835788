import { describe, expect, it } from 'vitest';
import { classifyRoute, decideRoute, holdsGroup, matchesRoute, staffHome, type RouteDecision, type SessionState } from './route-access.ts';

const guest: SessionState = { auth: 'signed-out', subscription: 'unknown', paymentPending: false };
const freeUser: SessionState = { auth: 'signed-in', subscription: 'inactive', paymentPending: false };
const subscriber: SessionState = { auth: 'signed-in', subscription: 'active', paymentPending: false };

const render: RouteDecision = { kind: 'render' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/auth/login/' };
const toSelector: RouteDecision = { kind: 'redirect', to: '/profileselector' };
const dialog: RouteDecision = { kind: 'subscription-dialog' };
const forbidden: RouteDecision = { kind: 'forbidden' };

// Every route the seed lists (§2), as guest, signed in without subscription, and subscriber.
const table: [path: string, guest: RouteDecision, free: RouteDecision, subscriber: RouteDecision][] = [
  ['/', render, render, render],
  ['/instruction/', render, render, render],
  ['/contact-us/', render, render, render],
  ['/about-us/', render, render, render],
  ['/terms-conditions/', render, render, render],
  ['/privacy-policy/', render, render, render],
  ['/guest-profile/', render, render, render],
  ['/pricing', render, render, render],
  ['/features', render, render, render],
  ['/faq/', render, render, render],
  ['/faq', render, render, render],
  ['/auth/login/', render, toSelector, toSelector],
  ['/auth/sign-up/', render, toSelector, toSelector],
  ['/auth/reset-password/', render, toSelector, toSelector],
  ['/auth/otp-verify/', render, toSelector, toSelector],
  ['/profileselector', toLogin, render, render],
  ['/payment', toLogin, render, render],
  ['/payment-success', toLogin, render, render],
  ['/account/security', toLogin, render, render],
  // Staff pages: only their group's members (see the test below); everyone else gets the « Réservé à l'équipe » page.
  ['/admin/questions', toLogin, forbidden, forbidden],
  ['/admin', toLogin, forbidden, forbidden],
  ['/dictate-ai/', toLogin, dialog, render],
  // The account page is every account's, subscribed or not (a free account deletes itself there); what is under it is premium.
  ['/profile/', toLogin, render, render],
  ['/Profile', toLogin, render, render],
  ['/profile/statistics/', toLogin, dialog, render],
  ['/crossword/', toLogin, dialog, render],
  ['/flashcard/', toLogin, dialog, render],
  ['/leaderboard', toLogin, dialog, render],
  ['/qanda', toLogin, dialog, render],
  ['/home/qanda/play/', toLogin, dialog, render],
  ['/home/qanda/collaborative-play', toLogin, dialog, render],
  ['/qanda/collaborative-play', toLogin, dialog, render],
  ['/qanda/multiplayer', toLogin, dialog, render],
  ['/voiceSpelling', toLogin, dialog, render],
  ['/voiceSpelling/voice-spelling-lists', toLogin, dialog, render],
  ['/keyboard-spelling', toLogin, dialog, render],
  ['/handwriting-spelling', toLogin, dialog, render],
  ['/quiz/zone', toLogin, dialog, render],
];

describe('decideRoute for every route of the seed', () => {
  it.each(table)('%s', (path, asGuest, asFree, asSubscriber) => {
    expect(decideRoute(path, '', guest)).toEqual(asGuest);
    expect(decideRoute(path, '', freeUser)).toEqual(asFree);
    expect(decideRoute(path, '', subscriber)).toEqual(asSubscriber);
  });
});

describe('staff pages', () => {
  const admin: SessionState = { ...freeUser, groups: ['admin'] };
  it('opens the admin console to admins, with no subscription, and lands them on its hub after signing in', () => {
    expect(decideRoute('/admin', '', admin)).toEqual(render);
    expect(decideRoute('/admin/accounts', '', admin)).toEqual(render);
    expect(decideRoute('/finance/payouts', '', admin)).toEqual(forbidden);
    expect(decideRoute('/auth/login/', '', admin)).toEqual({ kind: 'redirect', to: '/admin' });
    expect(staffHome(['admin'])).toBe('/admin');
    expect(staffHome(['finance', 'admin'])).toBe('/finance/payouts');
    expect(staffHome([])).toBeUndefined();
  });
});

describe('staff whose groups wait for TOTP (shared/src/staff-mfa.ts)', () => {
  const toSecurity: RouteDecision = { kind: 'redirect', to: '/account/security' };
  const pending: SessionState = { ...freeUser, groups: [], mfaSetupRequired: true };

  it('land on « Sécuriser mon compte » after signing in, and are sent there from a staff page', () => {
    expect(decideRoute('/auth/login/', '', pending)).toEqual(toSecurity);
    expect(decideRoute('/admin', '', pending)).toEqual(toSecurity);
    expect(decideRoute('/finance/payouts', '', pending)).toEqual(toSecurity);
    expect(decideRoute('/account/security', '', pending)).toEqual(render);
  });

  it('keep what every signed-in person has meanwhile', () => {
    expect(decideRoute('/profileselector', '', pending)).toEqual(render);
    expect(decideRoute('/crossword/', '', pending)).toEqual(dialog);
  });
});

describe('decideRoute in between states', () => {
  it('shows the authenticating spinner until the first auth report, except on public pages', () => {
    const loading: SessionState = { auth: 'loading', subscription: 'unknown', paymentPending: false };
    expect(decideRoute('/qanda', '', loading)).toEqual({ kind: 'spinner', label: 'authenticating' });
    expect(decideRoute('/auth/login/', '', loading)).toEqual({ kind: 'spinner', label: 'authenticating' });
    expect(decideRoute('/pricing', '', loading)).toEqual(render);
  });

  it('shows the subscription spinner while the premium check runs', () => {
    expect(decideRoute('/qanda', '', { ...freeUser, subscription: 'checking' })).toEqual({ kind: 'spinner', label: 'checking_subscription' });
    expect(decideRoute('/qanda', '', { ...freeUser, subscription: 'unknown' })).toEqual({ kind: 'spinner', label: 'checking_subscription' });
  });

  it('sends an inactive subscriber with a pending payment to /payment instead of the dialog', () => {
    expect(decideRoute('/crossword/', '', { ...freeUser, paymentPending: true })).toEqual({ kind: 'redirect', to: '/payment' });
  });

  it('sends a return from payment to /payment-success, keeping the session id', () => {
    expect(decideRoute('/', '?session_id=cs_123&payment=success', guest)).toEqual({ kind: 'redirect', to: '/payment-success?session_id=cs_123' });
    expect(decideRoute('/payment-success', '?session_id=cs_123&payment=success', subscriber)).toEqual(render);
    expect(decideRoute('/', '?payment=success', guest)).toEqual(render);
  });
});

describe('matchesRoute', () => {
  it.each([
    ['/pricing', '/pricing', true],
    ['/pricing/', '/pricing', true],
    ['/pricing/annual', '/pricing', true],
    ['/pricingplus', '/pricing', false],
    ['/about-us', '/about-us/', true],
    ['/', '/', true],
    ['/anything', '/', false],
    ['/Profileselector', '/profileselector', true],
  ])('%s against %s → %s', (path, route, expected) => {
    expect(matchesRoute(path, route)).toBe(expected);
  });

  it('classifies unknown paths as premium', () => {
    expect(classifyRoute('/some/new/feature')).toBe('premium');
  });

  // The router puts its 404 page under the guard, so these decide what an address no page answers shows.
  it.each([
    // Pending features of the seed: a visitor signs in, a free user meets the dialog, a subscriber gets the 404.
    ['/crossword/', toLogin, dialog, render],
    ['/exam/rules', toLogin, dialog, render],
    ['/battle/group', toLogin, dialog, render],
    // Under a public page: the 404 page for everyone.
    ['/instruction/page-inconnue', render, render, render],
    ['/pricing/inconnu', render, render, render],
  ])('an unknown address, %s, is decided by the prefix it falls under', (path, asGuest, asFree, asSubscriber) => {
    expect(decideRoute(path, '', guest)).toEqual(asGuest);
    expect(decideRoute(path, '', freeUser)).toEqual(asFree);
    expect(decideRoute(path, '', subscriber)).toEqual(asSubscriber);
  });
});

describe('staff groups', () => {
  const signedIn = (groups: string[]): SessionState => ({ auth: 'signed-in', subscription: 'unknown', paymentPending: false, groups });

  it('opens examinator pages to examinators and to admins, and to nobody else', () => {
    expect(decideRoute('/examinator/exams', '', signedIn(['examinator']))).toEqual({ kind: 'render' });
    expect(decideRoute('/examinator/exams', '', signedIn(['admin']))).toEqual({ kind: 'render' });
    expect(decideRoute('/examinator/exams', '', signedIn(['finance']))).toEqual({ kind: 'forbidden' });
    expect(decideRoute('/examinator/exams', '', signedIn([]))).toEqual({ kind: 'forbidden' });
  });

  it('never lets admin stand in for finance', () => {
    expect(holdsGroup(['admin'], 'finance')).toBe(false);
    expect(decideRoute('/finance/payouts', '', signedIn(['admin']))).toEqual({ kind: 'forbidden' });
  });

  it('lands an examinator on the exams page after signing in, an admin on the admin console', () => {
    expect(decideRoute('/auth/login/', '', signedIn(['examinator']))).toEqual({ kind: 'redirect', to: '/examinator/exams' });
    expect(staffHome(['admin'])).toBe('/admin');
  });
});

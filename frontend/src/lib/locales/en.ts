import shellMessagesEn from 'virtual:server-messages/en/shell';

/** English catalogue: the reference shape every other catalogue follows, and the fallback for missing keys. */
export const en = {
  common: {
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    retry: 'Try again',
    reloadPage: 'Reload the page',
    backHome: 'Back to home',
    logoLabel: 'Plume, home',
    pageLoading: 'Loading the page',
    closeNotification: 'Close the notification',
  },
  nav: {
    label: 'Main navigation',
    pricing: 'Pricing',
    about: 'About',
    signIn: 'Sign in',
    tryPlume: 'Try Plume',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },
  language: {
    label: 'Language',
    current: 'Language: {{name}}',
    custom: 'Custom',
    customShort: 'Custom',
  },
  footer: {
    tagline: 'Learning French, one feather stroke at a time.',
    linksLabel: 'Information',
    about: 'About us',
    faq: 'FAQ',
    contact: 'Contact',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    copyright: '© {{year}} Plume. All rights reserved.',
  },
  guard: {
    authenticating: 'Signing you in…',
    checking_subscription: 'Checking your subscription…',
    staffOnly: { title: 'Staff only', body: 'This page is for the Plume team members who handle it. If you should have access, ask an administrator.' },
  },
  contentPage: {
    updatedAt: 'Updated on {{date}}',
  },
  notFound: {
    pageTitle: 'Page not found — Plume',
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  maintenance: {
    pageTitle: 'Maintenance — Plume',
    title: 'We will be back very soon',
  },
  routeError: {
    title: 'This page could not be displayed',
    body: 'Something went wrong while loading it. Reloading the page usually fixes it.',
  },
  // The frame's few server messages; the screens' words bring them all.
  messages: shellMessagesEn,
};

/** Any catalogue: the same keys as English, every leaf a string. */
export type Catalogue = { [Key in keyof typeof en]: Leaves<(typeof en)[Key]> };
export type Leaves<T> = T extends string ? string : { [Key in keyof T]: Leaves<T[Key]> };

/**
 * The pages prerendered at build time (frontend/src/first-pages): the address a visitor types, and the file the site
 * serves for it (`/first-pages/<name>.html`) instead of the app shell. The CloudFront function and the local gateway
 * rewrite by this table; the frontend build writes one file per entry.
 */
export const firstPages = {
  home: { paths: ['/'] },
  pricing: { paths: ['/pricing', '/pricing/'] },
} as const;

export type FirstPageName = keyof typeof firstPages;

export const firstPageNames = Object.keys(firstPages) as FirstPageName[];

export const isFirstPageName = (name: string | undefined): name is FirstPageName => name !== undefined && Object.hasOwn(firstPages, name);

/** Where the build writes a first page, and where the edge finds it. */
export const firstPageFile = (name: FirstPageName) => `/first-pages/${name}.html`;

/** The language the first pages are prerendered in (the product's own); a visitor who chose another renders in it. */
export const FIRST_PAGES_LANGUAGE = 'fr';

/**
 * `isAuthenticated=true` (seed §4, §9), set by the app while a session lives: the edge sends such a browser the app
 * shell even on a first page's address, since the full app is what a signed-in person sees there.
 */
export const AUTH_COOKIE = 'isAuthenticated';

import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app and its service worker (docs/offline.md), as data: `vite.config.ts` hands these to
 * vite-plugin-pwa, and `pwa.test.ts` checks what they promise (the API never answered from a cache, French, the
 * theme's colours). Nothing here is imported by the app itself.
 */

/**
 * The theme's primary colour (`theme.ts`: indigo) one shade darker than its filled buttons (8 rather than 7): the
 * favicon's pen and the pages' `<meta name="theme-color">`, under which the browser's white text reads.
 */
export const THEME_COLOR = '#3b5bdb';
/** The page's background (Mantine's white), shown behind the splash screen while the app starts. */
export const BACKGROUND_COLOR = '#ffffff';

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Plume',
  short_name: 'Plume',
  description: 'Plume aide toute la famille à écrire un français juste\u00A0: dictées, orthographe, cartes mémoire, mots croisés et quiz.',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['education', 'kids'],
  // Drawn from public/favicon.svg by frontend/scripts/app-icons.ts (committed PNGs: the build downloads nothing).
  icons: [
    { src: '/icons/plume-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/plume-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/plume-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * What the service worker never answers, in any way: the API, the runtime configuration, the local cloud's own pages
 * (`/_local`, `/_cognito`), the WebSocket, the speech clips and the prerendered first pages' files. It has no route for
 * them, so the browser sends them to the network as if there were no service worker.
 */
export const NETWORK_ONLY_PATHS = /^\/(?:api|_local|_cognito|ws|media|first-pages)(?:[/?#]|$)|^\/config\.json(?:[?#]|$)/;

/** `/` and `/pricing` (the first pages, `shared/src/first-pages.ts`) as a full address, for a Workbox route. */
export function firstPageAddresses(paths: readonly string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^https?://[^/]+(?:${escaped.join('|')})(?:[?#].*)?$`);
}

/**
 * The service worker Workbox generates (`generateSW`):
 * - **precache**: the app's shell — `index.html`, the app's JS and CSS chunks, its icons and manifest (the files are
 *   chosen by `vite.config.ts`: the app's own build, not the first pages'); a new build is a new version, installed
 *   beside the running one and announced (`registerType: 'prompt'`, see `lib/register-service-worker.ts`);
 * - **navigations**: answered with the precached `index.html` (the SPA routes every address), except
 *   {@link NETWORK_ONLY_PATHS}, and except the first pages, which go to the network as before (the edge chooses their
 *   prerendered file or the shell) and fall back to the precached shell only when the network fails;
 * - **everything else** (API calls above all): no route, so never from a cache.
 */
export function serviceWorkerOptions(firstPagePaths: readonly string[]): NonNullable<VitePWAOptions['workbox']> {
  return {
    // The web app manifest is added by the plugin itself; the icons come with the glob (`includeManifestIcons: false`
    // in vite.config.ts), Apple's touch icon among them.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: ['first-pages/**', '.vite/**', '**/*.map'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [NETWORK_ONLY_PATHS, firstPagePathnames(firstPagePaths)],
    // `/` must not find `index.html` in the precache by itself (Workbox's directory index): the edge decides for it.
    directoryIndex: null,
    runtimeCaching: [
      {
        urlPattern: firstPageAddresses(firstPagePaths),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
    cleanupOutdatedCaches: true,
    // A new version waits for « Mettre à jour » (the page sends SKIP_WAITING); once active, a worker takes the open
    // pages at once: after the first visit's install, the page that installed it loads its next chunks offline too.
    skipWaiting: false,
    clientsClaim: true,
  };
}

/** The first pages' paths, matched against a navigation's path and query as Workbox's navigation route tests them. */
function firstPagePathnames(paths: readonly string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})(?:[?#].*)?$`);
}

import { DEFAULT_THEME, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { firstPages } from '@plume/shared/first-pages';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, firstPageAddresses, NETWORK_ONLY_PATHS, serviceWorkerOptions, THEME_COLOR, webAppManifest } from './pwa';
import { contrastRatio, MIN_TEXT_CONTRAST, theme } from './theme';
import firstPageHtml from '../../first-page.html?raw';
import indexHtml from '../../index.html?raw';

const firstPagePaths = Object.values(firstPages).flatMap((page) => [...page.paths]);
const options = serviceWorkerOptions(firstPagePaths);

describe('the installable app', () => {
  it('is French, opens at / on its own window, in the theme’s colours', () => {
    expect(webAppManifest).toMatchObject({ name: 'Plume', short_name: 'Plume', lang: 'fr', start_url: '/', scope: '/', display: 'standalone' });
    const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
    const primary = resolved.colors[resolved.primaryColor]!;
    expect(THEME_COLOR).toBe(primary[getPrimaryShade(resolved, 'light') + 1]);
    expect(contrastRatio('#ffffff', THEME_COLOR)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // The same colour as the page's white (written in full: `#fff` in Mantine).
    expect(contrastRatio(BACKGROUND_COLOR, resolved.white)).toBe(1);
    // The same colour the pages' <meta name="theme-color"> gives the browser's bar.
    for (const html of [indexHtml, firstPageHtml]) {
      expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />');
    }
    // index.html gets its link from vite-plugin-pwa at build time; the first pages' template is filled by our prerender.
    expect(firstPageHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('has PNG icons of 192 and 512 pixels, one of them maskable (the journey checks each file’s size)', () => {
    const icons = webAppManifest.icons ?? [];
    expect(icons.map(({ src, sizes, type, purpose }) => `${src} ${sizes} ${type} ${purpose}`)).toEqual([
      '/icons/plume-192.png 192x192 image/png any',
      '/icons/plume-512.png 512x512 image/png any',
      '/icons/plume-maskable-512.png 512x512 image/png maskable',
    ]);
  });
});

describe('the service worker', () => {
  const api = ['/api/review_flashcard', '/api/get_due_flashcards', '/config.json', '/config.json?x=1', '/_local/outbox', '/_cognito/oauth2/token', '/ws', '/ws?token=t', '/media/clips/a.mp3', '/first-pages/home.html'];

  it('never answers the API, the configuration, the local cloud, the WebSocket or the clips', () => {
    for (const path of api) expect(NETWORK_ONLY_PATHS.test(path), path).toBe(true);
    for (const path of ['/flashcard/', '/quiz', '/profile/statistics/', '/apiary', '/wsx', '/config']) expect(NETWORK_ONLY_PATHS.test(path), path).toBe(false);
    expect(options.navigateFallbackDenylist).toContain(NETWORK_ONLY_PATHS);
    // Its only runtime route is the first pages' navigation; no API address matches it.
    expect(options.runtimeCaching).toHaveLength(1);
    for (const path of api) expect(firstPageAddresses(firstPagePaths).test(`http://localhost:8080${path}`), path).toBe(false);
  });

  it('sends / and /pricing to the network (the edge picks their file), with the precached shell when it fails', () => {
    const addresses = firstPageAddresses(firstPagePaths);
    for (const path of ['/', '/pricing', '/pricing/', '/?utm=x']) expect(addresses.test(`https://plume.example${path}`), path).toBe(true);
    for (const path of ['/flashcard/', '/pricingx', '/quiz']) expect(addresses.test(`https://plume.example${path}`), path).toBe(false);
    expect(options.runtimeCaching?.[0]).toMatchObject({ handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: 'index.html' } } });
    const [networkOnly, firstPagePathnames] = options.navigateFallbackDenylist ?? [];
    expect(networkOnly).toBe(NETWORK_ONLY_PATHS);
    expect(['/', '/pricing', '/pricing/'].every((path) => firstPagePathnames!.test(path))).toBe(true);
    expect(firstPagePathnames!.test('/flashcard/')).toBe(false);
  });

  it('precaches the app’s shell, not the first pages, and waits for the person to update', () => {
    expect(options).toMatchObject({ navigateFallback: 'index.html', directoryIndex: null, skipWaiting: false, clientsClaim: true, cleanupOutdatedCaches: true });
    expect(options.globIgnores).toEqual(expect.arrayContaining(['first-pages/**', '.vite/**']));
  });
});

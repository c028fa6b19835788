import { registerSW } from 'virtual:pwa-register';
import { announceAppUpdate } from './app-update';

/** How often an open page asks whether a new version was deployed (the browser also checks at each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The service worker (built by vite-plugin-pwa, `vite.config.ts`): it precaches the app's shell so pages open without
 * network, and a new version waits until the person chooses « Mettre à jour » (`registerType: 'prompt'`), which makes
 * it take over and reloads the page. Loaded after the first render, off the first page's critical path.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => announceAppUpdate(() => updateServiceWorker(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    // A browser may refuse service workers (a setting, a private window, a test browser that blocks them): the app then
    // works online as before, so this is worth a warning, not an error.
    onRegisterError: (error: unknown) => console.warn('The service worker could not be registered: Plume works online only', error),
  });
}

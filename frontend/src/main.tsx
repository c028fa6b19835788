// First: configures Zod before any page loads it (no eval under the Content-Security-Policy).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import { rehydrateClientState } from './lib/client-state';
import { applyPreferredLanguage } from './lib/i18n';
import { createQueryClient } from './lib/react-query';

// Created at once, outside React: the router starts fetching the landing page's code while the words load.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The active profile and recent activities of the last visit (localStorage `root`).
void rehydrateClientState();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Speak the visitor's language from the very first frame: its catalogue (and only it) is fetched first. No API call
// is awaited: the system configuration of the last visit stands in until the current one answers (see BootGate).
// The first render is a transition: React yields to the browser every few milliseconds instead of blocking the main
// thread for the whole tree (what Lighthouse counts as blocking time on a slow phone).
void applyPreferredLanguage().finally(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
  registerServiceWorkerLater();
});

/**
 * The service worker (docs/offline.md): the app shell precached for offline use, and new versions announced. Its code
 * (with workbox-window) is a chunk of its own, asked for once the first render is under way; it registers the worker
 * after the page's `load`. `npm run dev` has none.
 */
function registerServiceWorkerLater() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('./lib/register-service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.error('The service worker could not be registered', error));
}


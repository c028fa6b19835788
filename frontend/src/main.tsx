import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import { rehydrateClientState } from './lib/client-state';
import { applyPreferredLanguage } from './lib/i18n';
import { createQueryClient } from './lib/react-query';

// Speak the visitor's language from the very first frame; the system configuration may still refine the default.
void applyPreferredLanguage();
// The active profile and recent activities of the last visit (localStorage `root`).
void rehydrateClientState();

// Created once, outside React: the router starts fetching the landing page's code while the configuration loads.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);

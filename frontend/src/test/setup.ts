import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetStores } from '@/lib/create-store';

// Pages load their code and words lazily, as in the browser: under a full `npm test` on a loaded two-core machine a
// route can take many seconds to appear. A wait returns as soon as its page is there, so a long one only slows a
// failing test, and the verdict does not depend on the machine's speed (no test sets a shorter one).
configure({ asyncUtilTimeout: 60_000 });

// jsdom has no layout engine: Mantine reads media queries and observes sizes, so give it inert stand-ins.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

window.HTMLElement.prototype.scrollIntoView = () => undefined;
// The router restores scroll positions between pages.
window.scrollTo = () => undefined;

// Files share one module graph per worker (`isolate: false`): each starts from a fresh page's client state.
beforeAll(resetStores);

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

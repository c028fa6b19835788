import { render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * The whole app at a URL, as `main.tsx` starts it, from freshly loaded modules: the session store starts "loading"
 * and Amplify is configured anew. `beforeStart` runs on the same module instances first (e.g. to sign someone in).
 */
export async function renderFreshApp(path: string, beforeStart?: (modules: { loadAuth: typeof import('@/lib/amplify').loadAuth }) => Promise<void>) {
  vi.resetModules();
  const [{ loadAuth }, { App }, { createAppRouter }, { createQueryClient }, { applyPreferredLanguage }] = await Promise.all([
    import('@/lib/amplify'),
    import('@/app'),
    import('@/app/router'),
    import('@/lib/react-query'),
    import('@/lib/i18n'),
  ]);
  await beforeStart?.({ loadAuth });
  window.history.pushState({}, '', path);
  await applyPreferredLanguage();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  onTestFinished(() => router.dispose());
  return { ...render(<App queryClient={queryClient} router={router} />), router };
}

/** Signs the fake Cognito's user in through Amplify, as the login form does. */
export async function signInParent({ loadAuth }: { loadAuth: typeof import('@/lib/amplify').loadAuth }) {
  const { signIn } = await loadAuth();
  await signIn({ username: 'parent@example.com', password: 'Motdepasse1!', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
}

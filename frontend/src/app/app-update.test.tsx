import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubBackend } from '@/test/fake-backend';
import { renderFreshApp } from '@/test/render-app';

describe('a new version of the app', () => {
  it('is announced politely, and takes over only when the person asks', async () => {
    const user = userEvent.setup();
    stubBackend();
    await renderFreshApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('app-update')).not.toBeInTheDocument();

    // The service worker's registration heard that a new version installed and waits (`registerServiceWorker`).
    const { announceAppUpdate } = await import('@/lib/app-update');
    // The files of a worker share modules: the next one starts with no update waiting.
    const { resetStores } = await import('@/lib/create-store');
    onTestFinished(resetStores);
    const takeOver = vi.fn(() => Promise.resolve());
    act(() => announceAppUpdate(takeOver));

    const notice = await screen.findByTestId('app-update');
    expect(within(notice).getByRole('status')).toHaveTextContent('Une nouvelle version de Plume est prête.');
    expect(notice).not.toHaveAttribute('role', 'dialog');
    expect(takeOver).not.toHaveBeenCalled();

    await user.click(within(notice).getByRole('button', { name: 'Mettre à jour' }));
    expect(takeOver).toHaveBeenCalledOnce();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const refusal = (status: number, code: string, message: string, data: unknown) => jsonResponse(status, { error: true, code, message, data });

describe('profile selector with a PIN-protected profile', () => {
  it('says how many tries are left, then when a locked profile reopens, and sends the unlock once the PIN is right', async () => {
    const user = userEvent.setup();
    const answers = [
      refusal(403, 'profile_pin_wrong', 'Code incorrect. Veuillez réessayer.', { triesLeft: 4, maxTries: 5 }),
      refusal(423, 'profile_pin_locked', "Trop d'essais : ce profil est verrouillé pendant 15 minutes.", { lockedUntil: '2099-01-01T13:45:00.000Z' }),
      apiSuccess({ profileId: 'child-1', unlock: 'unlock-token-of-lea', expiresAt: '2099-01-01T18:00:00.000Z' }),
    ];
    const fetchMock = stubSubscriberBackend({ '/api/verify_profile_pin': () => answers.shift()! });
    await renderFreshApp('/profileselector', signInParent);

    await user.click(await screen.findByRole('button', { name: 'Léa (protégé par un code)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Code de Léa' });
    const field = within(dialog).getByLabelText(/^Code à 4 chiffres/);
    await user.type(field, '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Ouvrir le profil' }));
    expect(await within(dialog).findByText('Code incorrect. Veuillez réessayer. Encore 4 essais avant le verrouillage.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '2222');
    await user.click(within(dialog).getByRole('button', { name: 'Ouvrir le profil' }));
    expect(await within(dialog).findByText(/^Trop d'essais : ce profil est verrouillé pendant 15 minutes\. Il rouvre à \d{1,2}:\d{2}\.$/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Ouvrir le profil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // From now on every call carries Léa's unlock.
    await waitFor(() => expect(requestsTo(fetchMock, '/api/get_notifications').at(-1)?.headers.get('x-plume-profile-unlock')).toBe('unlock-token-of-lea'));
    expect(JSON.parse(sessionStorage.getItem('plume.profileUnlocks') ?? '{}')).toMatchObject({ 'child-1': { token: 'unlock-token-of-lea' } });
  }, 30_000);
});

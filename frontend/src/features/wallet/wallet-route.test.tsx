import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const wallet = { balance: 12_000, cents: 1200, coinsPerEuro: 1000, minimumCoins: 5000, redeemable: true, requests: [] };
const requested = {
  id: 'p1', profileId: 'parent-1', profileName: 'Camille Martin', coins: 6000, cents: 600, method: 'iban', destination: 'FR76 •••• 0189',
  status: 'pending', requestedAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z',
};

function walletBackend() {
  return stubSubscriberBackend({
    '/api/get_wallet': () => apiSuccess(wallet, 'Portefeuille chargé'),
    '/api/request_payout': () => apiSuccess(requested, 'Demande de paiement envoyée : elle est traitée sous 3 à 5 jours ouvrés.'),
  });
}

/** French typography: a narrow no-break space between thousands and before « ? », a no-break space before €. */
const question = (coins: string, euros: string) => `Demander le paiement de ${coins.replace(' ', '\u202f')} pièces, soit ${euros}\u00a0€\u202f?`;

describe('the payout request', () => {
  it('spells out the coins, their value in euros and the account before sending, and sends only once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = walletBackend();
    await renderFreshApp('/quiz/wallet', signInParent);

    const form = await screen.findByRole('form', { name: 'Demander un paiement' });
    await user.clear(within(form).getByLabelText(/Pièces à échanger/));
    await user.type(within(form).getByLabelText(/Pièces à échanger/), '6000');
    await user.click(within(form).getByRole('radio', { name: 'Virement (IBAN)' }));
    await user.type(within(form).getByRole('textbox', { name: /IBAN/ }), 'fr7630006000011234567890189');
    await user.type(within(form).getByLabelText(/Titulaire du compte/), 'Camille Martin');
    await user.click(within(form).getByRole('button', { name: 'Demander le paiement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la demande de paiement' });
    expect(dialog.textContent).toContain(question('6 000', '6,00'));
    expect(dialog).toHaveTextContent('Virement sur l’IBAN FR76 3000 6000 0112 3456 7890 189 au nom de Camille Martin.');
    expect(requestsTo(fetchMock, '/api/request_payout')).toHaveLength(0);

    // Cancelling sends nothing and keeps what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/request_payout')).toHaveLength(0);
    expect(within(form).getByLabelText(/Titulaire du compte/)).toHaveValue('Camille Martin');

    await user.click(within(form).getByRole('button', { name: 'Demander le paiement' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer la demande' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/request_payout')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/request_payout')[0]?.json()).toEqual({
      profileId: 'parent-1', coins: 6000, destination: { method: 'iban', iban: 'fr7630006000011234567890189', holder: 'Camille Martin' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the PayPal address in the confirmation, and asks nothing while the form is wrong', async () => {
    const user = userEvent.setup();
    const fetchMock = walletBackend();
    await renderFreshApp('/quiz/wallet', signInParent);

    const form = await screen.findByRole('form', { name: 'Demander un paiement' });
    await user.click(within(form).getByRole('button', { name: 'Demander le paiement' }));
    expect(await within(form).findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Adresse e-mail PayPal/), 'camille@example.fr');
    await user.click(within(form).getByRole('button', { name: 'Demander le paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la demande de paiement' });
    expect(dialog.textContent).toContain(question('5 000', '5,00'));
    expect(dialog).toHaveTextContent('Versement sur le compte PayPal camille@example.fr.');
    expect(requestsTo(fetchMock, '/api/request_payout')).toHaveLength(0);
  });
});

import { financePayoutListSchema, type FinancePayout } from '@plume/shared/payouts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { cognitoSignsIn, fakeJwt, parent } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const pending: FinancePayout = {
  id: 'aaaa1111-0000-4000-8000-000000000001', uid: 'family-1', email: 'claire@example.fr', profileId: 'family-1', profileName: 'Claire Martin',
  coins: 6000, cents: 600, method: 'iban', destination: 'FR76 •••• 0189', payTo: 'FR7630006000011234567890189 (Claire Martin)', status: 'pending',
  requestedAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z', history: [{ status: 'pending', at: '2026-11-28T10:00:00.000Z', by: 'family' }],
  provenance: { lifetime: { battle: 6000, quiz: 500, welcome: 50 }, recent: { battle: 6000, welcome: 50 }, accountAgeDays: 12, flags: ['single_source', 'burst', 'new_account'] },
};
/** Made before the snapshot existed: no provenance. */
const approved: FinancePayout = {
  ...pending, id: 'bbbb2222-0000-4000-8000-000000000002', uid: 'family-2', email: 'hugo@example.fr', profileId: 'family-2', profileName: 'Hugo Petit',
  coins: 5000, cents: 500, method: 'paypal', destination: 'h•••@example.fr', payTo: 'hugo@example.fr', status: 'approved',
  history: [...pending.history, { status: 'approved', at: '2026-11-28T11:00:00.000Z', by: 'finance@plume.test' }], provenance: undefined,
};

function financeBackend() {
  return stubSubscriberBackend({
    '/_cognito': cognitoSignsIn(fakeJwt({ ...parent, token_use: 'id', 'cognito:groups': ['finance'] })),
    '/api/finance/list_payouts': () => apiSuccess(financePayoutListSchema.parse({ items: [pending, approved], truncated: false }), 'Demandes chargées'),
    '/api/finance/review_payout': async (request) => {
      const { payoutId, action } = (await request.json()) as { payoutId: string; action: string };
      const payout = payoutId === pending.id ? pending : approved;
      return apiSuccess({ payout: { ...payout, status: action === 'approve' ? 'approved' : 'paid' } }, action === 'approve' ? 'Demande validée : paiement sous 3 à 5 jours ouvrés.' : 'Demande marquée comme payée.');
    },
  });
}

const rowOf = async (email: string) => (await screen.findAllByTestId('finance-payout')).find((row) => row.textContent?.includes(email))!;

describe('the finance queue', () => {
  it('shows where each request’s coins came from: by source in all and in 30 days, the account’s age and the flags in words', async () => {
    financeBackend();
    await renderFreshApp('/finance/payouts', signInParent);

    expect(await screen.findByRole('columnheader', { name: 'Provenance des pièces' })).toBeInTheDocument();
    const row = await rowOf('claire@example.fr');
    const sources = within(row).getByRole('table', { name: 'Pièces gagnées par source, demande aaaa1111' });
    expect(within(sources).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Source', 'En tout', '30 derniers jours']);
    // The biggest source first; a source that credited nothing is left out.
    expect(within(sources).getAllByRole('row').slice(1).map((line) => [...line.children].map((cell) => cell.textContent?.replace(/\u202f/g, ' ')))).toEqual([
      ['Duels', '6 000', '6 000'],
      ['Quiz', '500', '0'],
      ['Bienvenue', '50', '50'],
    ]);
    expect(within(row).getByRole('rowheader', { name: 'Duels' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Compte créé il y a 12 jours');
    const flags = within(row).getByRole('list', { name: 'Signaux à vérifier, demande aaaa1111' });
    expect(within(flags).getAllByRole('listitem').map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'Source unique 80 % des pièces ou plus viennent d’une seule source.',
      'Rafale Pièces gagnées en rafale juste avant la demande : 50 % ou plus en 7 jours.',
      'Compte récent Compte créé il y a moins de 30 jours.',
    ]);

    // A request made before the snapshot existed says so, and raises nothing.
    const older = await rowOf('hugo@example.fr');
    expect(older).toHaveTextContent('Non relevée (demande antérieure).');
    expect(within(older).queryByRole('list', { name: /Signaux/ })).not.toBeInTheDocument();
  });

  it('asks before approving, naming the amount and the requester, and sends only once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = financeBackend();
    await renderFreshApp('/finance/payouts', signInParent);

    const row = await rowOf('claire@example.fr');
    await user.click(within(row).getByRole('button', { name: /^Valider la demande de claire@example\.fr/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider la demande\u202f?' });
    expect(dialog.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('Valider la demande de 6,00 € (6 000 pièces) de Claire Martin (claire@example.fr) ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/finance/review_payout')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: /^Valider la demande de claire@example\.fr/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Valider la demande\u202f?' })).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/finance/review_payout')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/finance/review_payout')[0]?.json()).toEqual({ payoutId: pending.id, action: 'approve' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before marking a request paid, naming where the money should have gone', async () => {
    const user = userEvent.setup();
    const fetchMock = financeBackend();
    await renderFreshApp('/finance/payouts', signInParent);

    const row = await rowOf('hugo@example.fr');
    await user.click(within(row).getByRole('button', { name: /^Marquer payée la demande de hugo@example\.fr/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer la demande comme payée\u202f?' });
    expect(dialog.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Marquer comme payée la demande de 5,00 € (5 000 pièces) de Hugo Petit (hugo@example.fr) ? Ne le faites qu’une fois l’argent envoyé sur hugo@example.fr : la famille en est prévenue.',
    );
    expect(requestsTo(fetchMock, '/api/finance/review_payout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/finance/review_payout')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/finance/review_payout')[0]?.json()).toEqual({ payoutId: approved.id, action: 'mark_paid' });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@plume/shared/account';
import { describe, expect, it } from 'vitest';
import { accountOf, apiSuccess, stubBackend } from '@/test/fake-backend';
import { cognitoSignsIn, parentIdToken } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';

function backendFor(account: Partial<Account>) {
  return stubBackend({
    '/_cognito': cognitoSignsIn(parentIdToken()),
    '/api/checkSubscription': () => apiSuccess({ isActive: account.isPremium === true, message: '' }),
    '/api/get_user': () => apiSuccess(accountOf(account)),
  });
}

describe('the free trial', () => {
  it('is offered to an account that never subscribed, from the dialog to the plans, with the day of the first charge', async () => {
    backendFor({ trialAvailable: true });
    await renderFreshApp('/quiz', signInParent);

    const dialog = await screen.findByRole('dialog', { name: 'Abonnement Requis' });
    expect(dialog).toHaveTextContent(/Nouveau sur Plume\s: les 14 premiers jours sont gratuits\./);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Essayer gratuitement' }));

    const offer = await screen.findByRole('alert', { name: '14 jours gratuits pour commencer' });
    const firstCharge = new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(new Date(Date.now() + 14 * 86_400_000));
    expect(offer).toHaveTextContent(`rien n’est débité avant le ${firstCharge}`);
    expect(offer).toHaveTextContent('par e-mail et dans l’application');
    expect(screen.getByRole('button', { name: 'Commencer l’essai gratuit de la formule Annuel' })).toHaveTextContent('Commencer l’essai gratuit');
  });

  it('is not offered again after a subscription: the plans are chosen as before', async () => {
    backendFor({ trialAvailable: false });
    await renderFreshApp('/payment', signInParent);

    expect(await screen.findByRole('button', { name: 'Choisir la formule Mensuel' })).toBeInTheDocument();
    expect(screen.queryByText(/jours gratuits/)).not.toBeInTheDocument();
  });

  it('says on the account page until when the trial runs and what comes after, and that canceling charges nothing', async () => {
    const periodEnd = '2026-12-13T10:00:00.000Z';
    backendFor({ isPremium: true, trialing: true, plan: 'monthly', periodEnd });
    await renderFreshApp('/profile/', signInParent);

    expect(await screen.findByText(/Essai gratuit jusqu’au 13 décembre 2026, puis 7,99\s€ \/ mois\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Résilier' }));
    expect(await screen.findByText(/^Votre essai continue jusqu’au 13 décembre 2026, puis s’arrête\s:\svotre carte ne sera pas débitée\.$/)).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp } from '@/test/render-app';

describe('a new password, checked by the policy of the user pool', () => {
  it('says the rules with the field, and names what is missing before calling Cognito', async () => {
    const fetchMock = stubBackend();
    await renderFreshApp('/auth/sign-up/');
    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });
    const password = screen.getByLabelText(/^Mot de passe/);
    // Screen readers read the rules with the field (its description).
    expect(password).toHaveAccessibleDescription('Il faut 10 caractères au moins, une minuscule, une majuscule, un chiffre et un symbole (- ! ? @ # …).');

    await userEvent.type(screen.getByLabelText(/^Votre nom/), 'Camille');
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.com');
    await userEvent.type(password, 'motdepasse');
    await userEvent.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'motdepasse');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Il manque encore : une majuscule, un chiffre et un symbole (- ! ? @ # …).')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, '/_cognito')).toEqual([]);
  });
});

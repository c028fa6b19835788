import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp } from '@/test/render-app';

// Typing whole forms in jsdom, right after the app's first load, takes seconds on a busy machine.
describe('auth forms', () => {
  it('refuses a sign-up whose passwords differ, before calling Cognito', async () => {
    const fetchMock = stubBackend();
    await renderFreshApp('/auth/sign-up/');
    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });

    await userEvent.type(screen.getByLabelText(/^Votre nom/), 'Camille');
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.com');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Plume-2026!');
    await userEvent.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'Plume-2027!');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Les mots de passe ne correspondent pas. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmez le mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, '/_cognito')).toEqual([]);
  });

  it('sends the name typed in « Votre nom » to Cognito with the sign-up, as the `name` attribute the first profile is named by', async () => {
    const fetchMock = stubBackend({ '/_cognito': () => jsonResponse(200, { UserConfirmed: false, UserSub: 'new-sub', CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 's***@example.com', AttributeName: 'email' } }) });
    await renderFreshApp('/auth/sign-up/');
    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });

    await userEvent.type(screen.getByLabelText(/^Votre nom/), 'Sophie Durand');
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), 'sophie.durand@example.com');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Plume-2026!');
    await userEvent.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'Plume-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const signUp = await vi.waitFor(() => {
      const [request] = requestsTo(fetchMock, '/_cognito').filter((r) => r.headers.get('x-amz-target') === 'AWSCognitoIdentityProviderService.SignUp');
      expect(request).toBeDefined();
      return request!;
      // As long as testing-library's own waits (test/setup.ts): Amplify loads on the first sign-up, slowly on a busy machine.
    }, { timeout: 60_000 });
    const body = (await signUp.json()) as { Username: string; UserAttributes: { Name: string; Value: string }[] };
    expect(body.Username).toBe('sophie.durand@example.com');
    expect(body.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'name', Value: 'Sophie Durand' }, { Name: 'email', Value: 'sophie.durand@example.com' }]));
  });

  it('refuses a sign-up name with a bidi override, before calling Cognito, with the catalogue message', async () => {
    const fetchMock = stubBackend();
    await renderFreshApp('/auth/sign-up/');
    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });

    await userEvent.type(screen.getByLabelText(/^Votre nom/), 'Camille\u202Eelgoog');
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.com');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Plume-2026!');
    await userEvent.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'Plume-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Le nom contient des caractères non autorisés.', undefined)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Votre nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, '/_cognito')).toEqual([]);
  });

  it('explains every missing field of the login form', async () => {
    stubBackend();
    await renderFreshApp('/auth/login/');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });

    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();
    // The first field to fix gets the focus.
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText(/^Adresse e-mail/));
  });

  it.each([
    ['fr', 'Se connecter par SMS', 'Numéro de mobile', 'Recevoir un code', 'Veuillez saisir un numéro de mobile valide, avec l’indicatif du pays.'],
    ['en', 'Sign in by SMS', 'Mobile number', 'Send me a code', 'Please Enter correct Mobile Number with Country Code'],
  ])('asks for a mobile number it can read (%s)', async (language, openLabel, fieldLabel, submitLabel, message) => {
    localStorage.setItem('plume.language', language);
    const fetchMock = stubBackend();
    await renderFreshApp('/auth/login/');

    await userEvent.click(await screen.findByRole('button', { name: openLabel }));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${fieldLabel}`)), '01 23 45');
    await userEvent.click(screen.getByRole('button', { name: submitLabel }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/_cognito')).toEqual([]);
  });

  it('takes a French mobile as people type it in France, and asks Cognito for the code with its E.164 form', async () => {
    const fetchMock = stubBackend();
    await renderFreshApp('/auth/login/');

    await userEvent.click(await screen.findByRole('button', { name: 'Se connecter par SMS' }));
    await userEvent.type(screen.getByLabelText(/^Numéro de mobile/), '06 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));

    await expect.poll(() => requestsTo(fetchMock, '/_cognito').length).toBeGreaterThan(0);
    const [initiateAuth] = await Promise.all(requestsTo(fetchMock, '/_cognito').map((request) => request.text()));
    expect(JSON.parse(initiateAuth!)).toMatchObject({ AuthFlow: 'USER_AUTH', AuthParameters: { USERNAME: '+33612345678' } });
  });

  it('wants a 6-digit code on the code page', async () => {
    stubBackend();
    await renderFreshApp('/auth/otp-verify/?phone=%2B33612345678');
    await screen.findByText('Nous avons envoyé un code à 6 chiffres par SMS au +33612345678.', undefined);

    await userEvent.type(screen.getByLabelText(/^Code à 6 chiffres/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Le code compte 6 chiffres.')).toBeInTheDocument();
  });
  it('names the eye of a password field in French after what it does, « Afficher » then « Masquer »', async () => {
    stubBackend();
    await renderFreshApp('/auth/sign-up/');
    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });

    const password = screen.getByLabelText(/^Mot de passe/);
    const [show] = screen.getAllByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.click(show!);

    expect(password).toHaveAttribute('type', 'text');
    expect(show).toHaveAccessibleName('Masquer le mot de passe');
    expect(show).not.toHaveAttribute('aria-pressed');
    expect(screen.queryByRole('button', { name: /password/i })).not.toBeInTheDocument();
  });
});

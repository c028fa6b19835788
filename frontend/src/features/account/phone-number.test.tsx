import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/fake-backend';
import { cognitoSignsIn, parentIdToken } from '@/test/fake-cognito';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const CODE = '123456';
type Failure = { name: string; message: string };

/**
 * Cognito as the browser speaks to it (JSON over POST, the operation in `X-Amz-Target`), for the signed-in parent:
 * their phone number (unverified once changed), the SMS code 123456, and a failure of an operation while a test sets it
 * (Amplify retries a throttling error such as `LimitExceededException` before giving up).
 */
function fakePhoneCognito(initial: { phone?: string; verified?: boolean } = {}) {
  const state = { phone: initial.phone, verified: initial.verified ?? false, failing: {} as Record<string, Failure | undefined> };
  const signIn = cognitoSignsIn(parentIdToken());
  const fail = ({ name, message }: Failure) => new Response(JSON.stringify({ __type: name, message }), { status: 400, headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': name } });
  const handler = async (request: Request) => {
    const target = request.headers.get('x-amz-target')?.replace('AWSCognitoIdentityProviderService.', '') ?? '';
    const body = (await request.clone().json().catch(() => ({}))) as Record<string, any>;
    const failure = state.failing[target];
    if (failure) return fail(failure);
    switch (target) {
      case 'InitiateAuth':
      case 'GetTokensFromRefreshToken':
        return signIn(new Request(request.url, { method: 'POST', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' } }));
      case 'GetUser':
        return jsonResponse(200, {
          Username: 'parent-1',
          UserAttributes: [
            { Name: 'sub', Value: 'parent-1' },
            { Name: 'email', Value: 'parent@example.com' },
            ...(state.phone ? [{ Name: 'phone_number', Value: state.phone }, { Name: 'phone_number_verified', Value: String(state.verified) }] : []),
          ],
        });
      case 'UpdateUserAttributes':
        state.phone = body.UserAttributes.find((attribute: { Name: string }) => attribute.Name === 'phone_number').Value;
        state.verified = false;
        return jsonResponse(200, { CodeDeliveryDetailsList: [] });
      case 'GetUserAttributeVerificationCode':
        return jsonResponse(200, { CodeDeliveryDetails: { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: '+******5678' } });
      case 'VerifyUserAttribute':
        if (body.Code !== CODE) return fail({ name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' });
        state.verified = true;
        return jsonResponse(200, {});
      case 'DeleteUserAttributes':
        state.phone = undefined;
        state.verified = false;
        return jsonResponse(200, {});
      default:
        return jsonResponse(200, {});
    }
  };
  return { state, handler };
}

async function openAccount(cognito: ReturnType<typeof fakePhoneCognito>) {
  const fetchMock = stubSubscriberBackend({ '/_cognito': cognito.handler });
  await renderFreshApp('/profile/', signInParent);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Numéro de téléphone' });
  return { fetchMock, section: within(heading.closest('section')!) };
}

const cognitoCalls = async (fetchMock: ReturnType<typeof stubSubscriberBackend>, target: string) => {
  const calls = requestsTo(fetchMock, '/_cognito').filter((request) => request.headers.get('x-amz-target') === `AWSCognitoIdentityProviderService.${target}`);
  return Promise.all(calls.map((request) => request.json() as Promise<Record<string, unknown>>));
};

describe('account page: the phone number that signs in by SMS', () => {
  it('adds a number typed as in France, explains a wrong one, and verifies it with the SMS code', async () => {
    // Prepare
    const user = userEvent.setup();
    const cognito = fakePhoneCognito();
    const { fetchMock, section } = await openAccount(cognito);
    expect(await section.findByText(/^Aucun numéro pour l’instant\./)).toBeInTheDocument();

    // Act: a number one digit short, then the right one.
    await user.click(section.getByRole('button', { name: 'Ajouter un numéro' }));
    const field = section.getByRole('textbox', { name: /^Numéro de mobile/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'tel');
    await user.type(field, '06 12 34 56 7');
    await user.click(section.getByRole('button', { name: 'Recevoir un code par SMS' }));
    expect(await section.findByText('Un numéro de mobile français compte 10 chiffres et commence par 06 ou 07.')).toBeInTheDocument();
    expect(await cognitoCalls(fetchMock, 'UpdateUserAttributes')).toEqual([]);
    await user.type(field, '8');
    await user.keyboard('{Enter}');

    // Assess: the number goes to Cognito in E.164, and the code is asked for.
    expect(await section.findByText('Nous avons envoyé un code à 6 chiffres par SMS au 06 12 34 56 78.')).toBeInTheDocument();
    expect(await cognitoCalls(fetchMock, 'UpdateUserAttributes')).toEqual([expect.objectContaining({ UserAttributes: [{ Name: 'phone_number', Value: '+33612345678' }] })]);
    expect(await cognitoCalls(fetchMock, 'GetUserAttributeVerificationCode')).toEqual([expect.objectContaining({ AttributeName: 'phone_number' })]);

    // A wrong code, then the right one.
    const code = section.getByRole('textbox', { name: /^Code à 6 chiffres/ });
    expect(code).toHaveFocus();
    await user.type(code, '000000{Enter}');
    expect(await section.findByRole('alert')).toHaveTextContent('Ce code n’est pas le bon. Vérifiez-le et réessayez.');
    await user.clear(code);
    await user.type(code, `${CODE}{Enter}`);

    const done = await section.findByRole('status');
    expect(done).toHaveTextContent('Numéro vérifié. Vous pouvez maintenant vous connecter avec le 06 12 34 56 78 et un code reçu par SMS.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(await section.findByText('Vérifié')).toBeInTheDocument();
    expect(section.getByTestId('phone-number')).toHaveTextContent('06 12 34 56 78');
    expect(await cognitoCalls(fetchMock, 'VerifyUserAttribute')).toEqual([
      expect.objectContaining({ AttributeName: 'phone_number', Code: '000000' }),
      expect.objectContaining({ AttributeName: 'phone_number', Code: CODE }),
    ]);
  });

  it.each([
    ['AliasExistsException', 'Ce numéro est déjà celui d’un autre compte Plume. Choisissez-en un autre, ou retirez-le d’abord de l’autre compte.'],
    ['ExpiredCodeException', 'Ce code a expiré. Demandez-en un nouveau avec « Renvoyer un code ».'],
    ['LimitExceededException', 'Trop d’essais. Demandez un nouveau code, ou patientez quelques minutes avant de réessayer.'],
  ])('words Cognito’s %s for people', async (name, words) => {
    const user = userEvent.setup();
    const cognito = fakePhoneCognito({ phone: '+33712345678', verified: false });
    const { section } = await openAccount(cognito);
    expect(await section.findByText('Non vérifié')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Vérifier ce numéro' }));
    cognito.state.failing.VerifyUserAttribute = { name, message: 'Cognito’s own words' };
    await user.type(await section.findByRole('textbox', { name: /^Code à 6 chiffres/ }), `${CODE}{Enter}`);
    expect(await section.findByRole('alert')).toHaveTextContent(words);
    expect(cognito.state.verified).toBe(false);
  });

  it('sends a new code on request', async () => {
    const user = userEvent.setup();
    const cognito = fakePhoneCognito({ phone: '+33712345678', verified: false });
    const { fetchMock, section } = await openAccount(cognito);
    await user.click(await section.findByRole('button', { name: 'Vérifier ce numéro' }));
    await user.click(await section.findByRole('button', { name: 'Renvoyer un code' }));
    expect(await section.findByRole('status')).toHaveTextContent('Un nouveau code vient de partir.');
    expect(await cognitoCalls(fetchMock, 'GetUserAttributeVerificationCode')).toHaveLength(2);
  });

  it('removes a verified number only once the holder confirms, since it stops phone sign-in', async () => {
    const user = userEvent.setup();
    const cognito = fakePhoneCognito({ phone: '+33612345678', verified: true });
    const { fetchMock, section } = await openAccount(cognito);
    expect(await section.findByTestId('phone-number')).toHaveTextContent('06 12 34 56 78');
    expect(section.getByText('Vous pouvez vous connecter avec ce numéro et un code reçu par SMS.')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Retirer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retirer votre numéro de téléphone\u202f?' });
    expect(dialog).toHaveTextContent('Vous ne pourrez plus vous connecter par SMS avec le 06 12 34 56 78.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await cognitoCalls(fetchMock, 'DeleteUserAttributes')).toEqual([]);

    await user.click(section.getByRole('button', { name: 'Retirer' }));
    dialog = await screen.findByRole('dialog', { name: 'Retirer votre numéro de téléphone\u202f?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le numéro' }));
    expect(await section.findByRole('status')).toHaveTextContent('Votre numéro de téléphone a été retiré.');
    expect(await cognitoCalls(fetchMock, 'DeleteUserAttributes')).toEqual([expect.objectContaining({ UserAttributeNames: ['phone_number'] })]);
    expect(await section.findByRole('button', { name: 'Ajouter un numéro' })).toBeInTheDocument();
  });

  it('says when the number cannot be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    const cognito = fakePhoneCognito({ phone: '+33612345678', verified: true });
    cognito.state.failing.GetUser = { name: 'InternalErrorException', message: 'Internal error' };
    const { section } = await openAccount(cognito);
    expect(await section.findByRole('alert')).toHaveTextContent('Impossible de lire votre numéro de téléphone pour l’instant.');
    cognito.state.failing.GetUser = undefined;
    await user.click(section.getByRole('button', { name: 'Réessayer' }));
    expect(await section.findByTestId('phone-number')).toHaveTextContent('06 12 34 56 78');
  });
});

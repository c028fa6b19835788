import type { HandwritingConsent } from '@plume/shared/spelling/handwriting-samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const switchName = 'Aider Plume à mieux lire l’écriture';
const sheetLink = 'Écrire une feuille de lettres';

/** The holder's account with the consent kept server side: withdrawing it deletes every letter given. */
function consentBackend(initial: HandwritingConsent, first?: () => Response) {
  let state = initial;
  let failFirst = first;
  return stubSubscriberBackend({
    '/api/get_handwriting_consent': () => {
      const answer = failFirst;
      failFirst = undefined;
      return answer?.() ?? apiSuccess(state, 'Choix de partage chargé');
    },
    '/api/set_handwriting_consent': async (request) => {
      const { consent } = (await request.json()) as { consent: boolean };
      state = { consent, samples: consent ? state.samples : 0 };
      return apiSuccess(state, consent ? 'Votre choix est enregistré.' : 'Partage arrêté : toutes les lettres données ont été supprimées.');
    },
  });
}

describe('account page: giving handwritten letters', () => {
  it('says plainly what is kept, and turns the consent on', async () => {
    const user = userEvent.setup();
    const fetchMock = consentBackend({ consent: false, samples: 0 });
    await renderFreshApp('/profile/', signInParent);

    const toggle = await screen.findByRole('switch', { name: switchName });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/seulement les traits de crayon de chaque lettre.*ni le mot, ni le prénom, ni le profil.*arrêter à tout moment.*supprimé/);
    expect(screen.getByText('0 lettre donnée')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: sheetLink })).not.toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    // Once on, the sheet of letters to write is one link away.
    expect(await screen.findByRole('link', { name: sheetLink })).toHaveAttribute('href', '/profile/handwriting-sheet');
    expect(await requestsTo(fetchMock, '/api/set_handwriting_consent')[0]?.json()).toEqual({ consent: true });
    expect(await screen.findByText('Votre choix est enregistré.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows how many letters were given, and deletes them only once the holder confirms', async () => {
    const user = userEvent.setup();
    const fetchMock = consentBackend({ consent: true, samples: 1500 });
    await renderFreshApp('/profile/', signInParent);

    const toggle = await screen.findByRole('switch', { name: switchName });
    expect(toggle).toBeChecked();
    // toHaveTextContent folds the narrow no-break space of « 1 500 » into a space.
    expect(screen.getByTestId('handwriting-samples-given')).toHaveTextContent('1 500 lettres données');

    // Cancelled: nothing sent, still on.
    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Arrêter de donner des lettres\u202f?' });
    expect(dialog).toHaveTextContent('Les 1 500 lettres données jusqu’ici seront supprimées définitivement.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/set_handwriting_consent')).toHaveLength(0);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Arrêter de donner des lettres\u202f?' });
    await user.click(within(dialog).getByRole('button', { name: 'Arrêter et supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requestsTo(fetchMock, '/api/set_handwriting_consent')[0]?.json()).toEqual({ consent: false });
    expect(toggle).not.toBeChecked();
    expect(screen.getByTestId('handwriting-samples-given')).toHaveTextContent('0 lettre donnée');
    expect(await screen.findByText('Partage arrêté : toutes les lettres données ont été supprimées.')).toBeInTheDocument();
  });

  it('stops at once when no letter was given yet', async () => {
    const user = userEvent.setup();
    const fetchMock = consentBackend({ consent: true, samples: 0 });
    await renderFreshApp('/profile/', signInParent);
    await user.click(await screen.findByRole('switch', { name: switchName }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/set_handwriting_consent')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: switchName })).not.toBeChecked());
  });

  it('says when the choice cannot be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    consentBackend({ consent: true, samples: 3 }, () => jsonResponse(500, { error: true, code: 'internal_error', message: 'Le service est momentanément indisponible.' }));
    await renderFreshApp('/profile/', signInParent);

    const section = (await screen.findByRole('heading', { name: 'Lettres écrites à la main' })).closest('section')!;
    expect(await within(section).findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    expect(within(section).queryByRole('switch')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByRole('switch', { name: switchName })).toBeChecked();
    expect(within(section).getByText('3 lettres données')).toBeInTheDocument();
  });
});

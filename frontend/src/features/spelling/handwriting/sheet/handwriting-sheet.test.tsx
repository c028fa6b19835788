import type { HandwritingConsent } from '@plume/shared/spelling/handwriting-samples';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

const NB = '\u00a0';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  // jsdom lays nothing out and paints nothing: each box is 100 px square at the origin, and the ink goes nowhere.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, left: 0, top: 0, width: 100, height: 100, right: 100, bottom: 100, toJSON: () => ({}) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
});

/** The subscriber's backend with the consent given or not; `contribute` answers the sheet (kept by default). */
function sheetBackend(consent: HandwritingConsent, contribute?: (request: Request) => Response | Promise<Response>) {
  return stubSubscriberBackend({
    '/api/get_handwriting_consent': () => apiSuccess(consent),
    '/api/contribute_handwriting': contribute ?? (async (request) => apiSuccess({ stored: ((await request.json()) as { letters: unknown[] }).letters.length })),
  });
}

/** A stroke drawn with the mouse from one point to the next (1 box unit = 1 px here). */
function draw(box: HTMLElement, points: readonly [number, number][]) {
  const [[x, y]] = points as [[number, number]];
  fireEvent.pointerDown(box, { clientX: x, clientY: y, pointerId: 1, button: 0, pointerType: 'mouse' });
  for (const [px, py] of points.slice(1)) fireEvent.pointerMove(box, { clientX: px, clientY: py, pointerId: 1, pointerType: 'mouse' });
  fireEvent.pointerUp(box, { pointerId: 1, pointerType: 'mouse' });
}

/** What the app's entry does on a page load (`main.tsx`): the client state read back from localStorage, and kept there. */
const restoreClientState = async () => (await import('@/lib/client-state')).rehydrateClientState();

const box = (letter: string, index: number) => screen.getByRole('img', { name: `Lettre ${letter}, case ${index} sur 19` });

describe('the handwriting sheet', () => {
  it('explains, and links to the account page to turn the consent on, when the family has not consented', async () => {
    const fetchMock = sheetBackend({ consent: false, samples: 0 });
    await renderFreshApp('/profile/handwriting-sheet', signInParent);

    expect(await screen.findByText('Le partage des lettres n’est pas activé')).toBeInTheDocument();
    expect(screen.getByText(/seulement les traits de crayon de chaque lettre et la lettre demandée\. Ni mot, ni prénom, ni profil\./)).toBeInTheDocument();
    expect(screen.getByText(/toutes les lettres données sont alors supprimées/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activer le partage sur Mon compte' })).toHaveAttribute('href', '/profile/');
    expect(screen.queryByRole('img', { name: /^Lettre / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Envoyer/ })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/contribute_handwriting')).toHaveLength(0);
  });

  it('sends the boxes written, each with the letter asked, once, and thanks', async () => {
    const user = userEvent.setup();
    const fetchMock = sheetBackend({ consent: true, samples: 5 });
    await renderFreshApp('/profile/handwriting-sheet', signInParent);

    expect(await screen.findByRole('heading', { name: 'Feuille 1 sur 2' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('img', { name: /^Lettre / });
    expect(boxes).toHaveLength(19);
    expect(boxes.slice(12, 15).map((element) => element.getAttribute('aria-label'))).toEqual(['Lettre m, case 13 sur 19', 'Lettre é, case 14 sur 19', 'Lettre è, case 15 sur 19']);
    for (const element of boxes) expect(element).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Envoyer 0 lettre' })).toBeDisabled();

    draw(box('a', 1), [[30, 40], [60, 40], [60, 68]]);
    draw(box('é', 14), [[30, 50], [70, 50]]);
    draw(box('é', 14), [[45, 20], [55, 10]]);
    expect(box('a', 1)).toHaveAccessibleDescription('écrite');
    // A box written then started again is left out.
    draw(box('b', 2), [[30, 10], [30, 68]]);
    await user.click(screen.getByRole('button', { name: 'Recommencer la lettre b, case 2' }));
    expect(box('b', 2)).toHaveAccessibleDescription('vide');
    expect(screen.getByRole('button', { name: 'Recommencer la lettre b, case 2' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Envoyer 2 lettres' }));
    const thanks = await screen.findByRole('heading', { name: `Merci${NB}! 2 lettres données.` });
    await waitFor(() => expect(thanks).toHaveFocus());
    const sent = requestsTo(fetchMock, '/api/contribute_handwriting');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({
      setId: expect.stringMatching(uuid),
      letters: [
        { letter: 'a', strokes: [[30, 40, 60, 40, 60, 68]] },
        { letter: 'é', strokes: [[30, 50, 70, 50], [45, 20, 55, 10]] },
      ],
    });

    // The other sheet starts empty.
    await user.click(screen.getByRole('button', { name: 'Écrire l’autre feuille' }));
    expect(await screen.findByRole('heading', { name: 'Feuille 2 sur 2' })).toBeInTheDocument();
    expect(box('n', 1)).toHaveAccessibleDescription('vide');
    expect(box('ï', 19)).toBeInTheDocument();
  });

  it('opens, next time, on the sheet after the one this profile sent (another profile’s place is its own)', async () => {
    const user = userEvent.setup();
    sheetBackend({ consent: true, samples: 0 });
    localStorage.setItem('root', JSON.stringify({ activeProfileId: null, recentActivities: [], nextHandwritingSheet: { 'child-1': 1 } }));
    const { unmount } = await renderFreshApp('/profile/handwriting-sheet', async (modules) => {
      await restoreClientState();
      await signInParent(modules);
    });
    expect(await screen.findByRole('heading', { name: 'Feuille 1 sur 2' })).toBeInTheDocument();
    draw(box('a', 1), [[30, 40], [60, 40], [60, 68]]);
    await user.click(screen.getByRole('button', { name: 'Envoyer 1 lettre' }));
    await screen.findByRole('heading', { name: `Merci${NB}! 1 lettre donnée.` });
    unmount();

    await renderFreshApp('/profile/handwriting-sheet', restoreClientState);
    expect(await screen.findByRole('heading', { name: 'Feuille 2 sur 2' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('root')!).nextHandwritingSheet).toEqual({ 'child-1': 1, holder: 1 });
  });

  it('keeps the strokes when sending fails, and sends them again under the same set id', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const fetchMock = sheetBackend({ consent: true, samples: 0 }, () =>
      failures-- > 0 ? jsonResponse(500, { error: true, code: 'internal_error', message: 'Le service est momentanément indisponible.' }) : apiSuccess({ stored: 1 }),
    );
    await renderFreshApp('/profile/handwriting-sheet', signInParent);

    draw(await screen.findByRole('img', { name: 'Lettre c, case 3 sur 19' }), [[70, 45], [40, 50], [70, 68]]);
    await user.click(screen.getByRole('button', { name: 'Envoyer 1 lettre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La feuille n’a pas pu être envoyée.Le service est momentanément indisponible. Vos lettres restent dans les cases : vous pouvez la renvoyer.');
    expect(box('c', 3)).toHaveAccessibleDescription('écrite');
    expect(screen.getByRole('button', { name: 'Recommencer la lettre c, case 3' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Envoyer 1 lettre' }));
    expect(await screen.findByRole('heading', { name: `Merci${NB}! 1 lettre donnée.` })).toBeInTheDocument();
    const [first, second] = await Promise.all(requestsTo(fetchMock, '/api/contribute_handwriting').map((request) => request.json() as Promise<{ setId: string }>));
    expect(second).toEqual(first);
  });
});

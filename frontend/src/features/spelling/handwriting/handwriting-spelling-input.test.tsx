import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '@/lib/account/query-keys';
import { loadAuth } from '@/lib/amplify';
import { applyPreferredLanguage, loadScreenTranslations } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { sessionStore } from '@/lib/session-store';
import { apiSuccess, jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { cognitoSignsIn, parentIdToken } from '@/test/fake-cognito';
import { signInParent } from '@/test/render-app';
import HandwritingSpellingInput from './handwriting-spelling-input';
import type { Stroke } from './recognizer';
import { writerSample } from './recognizer/samples/writer-samples';

beforeAll(async () => {
  await applyPreferredLanguage();
  await loadScreenTranslations('spelling');
});

beforeEach(() => {
  // jsdom lays nothing out and paints nothing: each box is 100 px square at the origin, and the ink goes nowhere.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, left: 0, top: 0, width: 100, height: 100, right: 100, bottom: 100, toJSON: () => ({}) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
});

/** French typography as the catalogue writes it: a narrow no-break space before « : ; ! ? », no-break spaces inside « ». */
// toHaveTextContent folds every space into one; accessible names and descriptions keep them.
const fr = (text: string) => text.replace(/ ([:;!?])/g, '\u202f$1').replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»');

function renderInput(length: number, disabled = false) {
  const onSubmit = vi.fn();
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <HandwritingSpellingInput length={length} disabled={disabled} onSubmit={onSubmit} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return Object.assign(onSubmit, { queryClient });
}

/** Draws strokes into a box as a mouse would (1 box unit = 1 px here). */
function draw(box: HTMLElement, strokes: readonly Stroke[]) {
  for (const stroke of strokes) {
    fireEvent.pointerDown(box, { clientX: stroke[0]!.x, clientY: stroke[0]!.y, pointerId: 1, button: 0, pointerType: 'mouse' });
    for (const point of stroke.slice(1)) fireEvent.pointerMove(box, { clientX: point.x, clientY: point.y, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(box, { pointerId: 1, pointerType: 'mouse' });
  }
}

describe('HandwritingSpellingInput', () => {
  it('names one box per letter and submits the word typed into them, box after box', async () => {
    const onSubmit = renderInput(3);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Lettre 1 sur 3', 'Lettre 2 sur 3', 'Lettre 3 sur 3']);
    expect(screen.getByRole('button', { name: /^Valider/ })).toBeDisabled();
    expect(screen.getByText('Encore 3 cases à remplir avant de valider.')).toBeInTheDocument();

    const user = userEvent.setup();
    act(() => boxes[0]!.focus());
    await user.keyboard('Été');
    expect(boxes[2]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Lettre 3 : é');
    await user.click(screen.getByRole('button', { name: fr('Valider « été »') }));
    expect(onSubmit).toHaveBeenCalledWith('été');
  });

  it('clears a letter with its button or Backspace, and says so when a key is no French letter', async () => {
    renderInput(2);
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('textbox');
    act(() => first!.focus());
    await user.keyboard('ç');
    expect(screen.getByRole('button', { name: fr('Valider « ç »') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Effacer la lettre 1' }));
    expect(screen.getByText('Encore 2 cases à remplir avant de valider.')).toBeInTheDocument();
    act(() => first!.focus());
    await user.keyboard('7');
    expect(screen.getByRole('status')).toHaveTextContent('« 7 » n’est pas une lettre');
    // « a » fills box 1 and moves on; Backspace in the empty box 2 goes back and clears box 1.
    await user.keyboard('a');
    expect(screen.getByText('Encore 1 case à remplir avant de valider.')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();
    expect(screen.getByText('Encore 2 cases à remplir avant de valider.')).toBeInTheDocument();
  });

  it('reads a drawn letter once the pen rests, shows it with other readings, and submits the reading the learner chose', async () => {
    const onSubmit = renderInput(2);
    const [first, second] = screen.getAllByRole('textbox');
    draw(first!, writerSample('hershey_sans_1', 'é', 0).strokes);
    expect(first).toHaveAccessibleDescription('lecture…');
    await waitFor(() => expect(first).toHaveAccessibleDescription(fr('Lu : é')));
    draw(second!, writerSample('hershey_sans_1', 't', 0).strokes);
    await waitFor(() => expect(second).toHaveAccessibleDescription(fr('Lu : t')));

    // The learner meant « è »: one of the other readings of letter 1.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: fr('Lire « è » pour la lettre 1') }));
    expect(first).toHaveAccessibleDescription(fr('Lu : è'));
    // The letter given up stays on offer.
    expect(screen.getByRole('button', { name: fr('Lire « é » pour la lettre 1') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fr('Valider « èt »') }));
    expect(onSubmit).toHaveBeenCalledWith('èt');
  });

  it('takes neither ink nor keys nor a submission while disabled', async () => {
    const onSubmit = renderInput(1, true);
    const [box] = screen.getAllByRole('textbox');
    draw(box!, writerSample('hershey_sans_1', 'o', 0).strokes);
    const user = userEvent.setup();
    act(() => box!.focus());
    await user.keyboard('o');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(box).toHaveAccessibleDescription('vide');
    expect(screen.getByRole('button', { name: /^Valider/ })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('HandwritingSpellingInput: giving the letters with the holder’s consent', () => {
  /** A writer's letter with its points on whole box units, so the flat strokes sent can be told exactly. */
  const written = (letter: string): Stroke[] => writerSample('hershey_sans_1', letter, 0).strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })));
  const flat = (strokes: readonly Stroke[]) => strokes.map((stroke) => stroke.flatMap(({ x, y }) => [x, y]));
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  /** The signed-in holder's backend: the consent as given, and what `contribute_handwriting` answers. */
  async function signedInBackend(consent: () => Response, contribute: () => Response | Promise<Response> = () => apiSuccess({ stored: 2 })) {
    const fetchMock = stubBackend({ '/_cognito': cognitoSignsIn(parentIdToken()), '/api/get_handwriting_consent': consent, '/api/contribute_handwriting': contribute });
    await signInParent({ loadAuth });
    sessionStore.set({ status: 'signed-in', user: { uid: 'parent-1', groups: [], mfaSetupRequired: false, staffPhoneSignIn: false } });
    return fetchMock;
  }

  /** The consent query has answered (or failed): what the input knows when the learner validates. */
  async function consentSettled(queryClient: ReturnType<typeof createQueryClient>) {
    await waitFor(() => expect(queryClient.getQueryState(accountKeys.handwritingConsent('parent-1'))?.status).not.toBe('pending'));
  }

  async function writeAndRead(box: HTMLElement, letter: string) {
    draw(box, written(letter));
    await waitFor(() => expect(box).toHaveAccessibleDescription(fr(`Lu : ${letter}`)));
  }

  afterEach(() => sessionStore.set({ status: 'signed-out', user: null }));

  it('posts the drawn boxes only, as flat strokes with the letter shown, under a new set id at each validation', async () => {
    const fetchMock = await signedInBackend(() => apiSuccess({ consent: true, samples: 40 }));
    const onSubmit = renderInput(3);
    const [first, second, third] = screen.getAllByRole('textbox');
    await writeAndRead(first!, 'o');
    // Box 2 typed on the keyboard: no ink, nothing to give.
    const user = userEvent.setup();
    act(() => second!.focus());
    await user.keyboard('u');
    await writeAndRead(third!, 'i');
    await consentSettled(onSubmit.queryClient);

    await user.click(screen.getByRole('button', { name: fr('Valider « oui »') }));
    expect(onSubmit).toHaveBeenCalledWith('oui');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/contribute_handwriting')).toHaveLength(1));
    const given = (await requestsTo(fetchMock, '/api/contribute_handwriting')[0]!.json()) as { setId: string; letters: unknown[] };
    expect(given).toEqual({ setId: expect.stringMatching(uuid), letters: [{ letter: 'o', strokes: flat(written('o')) }, { letter: 'i', strokes: flat(written('i')) }] });
    // What was kept counts at once on the account page.
    await waitFor(() => expect(onSubmit.queryClient.getQueryData(accountKeys.handwritingConsent('parent-1'))).toEqual({ consent: true, samples: 42 }));

    // Validating again is another word given: a set id of its own.
    await user.click(screen.getByRole('button', { name: fr('Valider « oui »') }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/contribute_handwriting')).toHaveLength(2));
    const again = (await requestsTo(fetchMock, '/api/contribute_handwriting')[1]!.json()) as { setId: string; letters: unknown[] };
    expect(again.setId).toMatch(uuid);
    expect(again.setId).not.toBe(given.setId);
    expect(again.letters).toEqual(given.letters);
  });

  it('gives the letter the learner chose for a box, not the first reading', async () => {
    const fetchMock = await signedInBackend(() => apiSuccess({ consent: true, samples: 0 }));
    const onSubmit = renderInput(1);
    const [box] = screen.getAllByRole('textbox');
    await writeAndRead(box!, 'é');
    await consentSettled(onSubmit.queryClient);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: fr('Lire « è » pour la lettre 1') }));
    await user.click(screen.getByRole('button', { name: fr('Valider « è »') }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/contribute_handwriting')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/contribute_handwriting')[0]!.json()).toMatchObject({ letters: [{ letter: 'è', strokes: flat(written('é')) }] });
  });

  /** Writes « o » in a one-box input and validates it (the word is submitted); resolves with what was given then. */
  async function validateWrittenO(fetchMock: Parameters<typeof requestsTo>[0]) {
    const onSubmit = renderInput(1);
    await writeAndRead(screen.getByRole('textbox'), 'o');
    await consentSettled(onSubmit.queryClient);
    await userEvent.setup().click(screen.getByRole('button', { name: fr('Valider « o »') }));
    expect(onSubmit).toHaveBeenCalledWith('o');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    return requestsTo(fetchMock, '/api/contribute_handwriting');
  }

  it('sends nothing when the holder has not consented', async () => {
    expect(await validateWrittenO(await signedInBackend(() => apiSuccess({ consent: false, samples: 0 })))).toHaveLength(0);
  });

  it('sends nothing, and says nothing to the learner, when the consent cannot be read', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const fetchMock = await signedInBackend(() => jsonResponse(500, { error: true, code: 'internal_error', message: 'Erreur interne' }));
    expect(await validateWrittenO(fetchMock)).toHaveLength(0);
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends nothing for a word typed on the keyboard', async () => {
    const fetchMock = await signedInBackend(() => apiSuccess({ consent: true, samples: 0 }));
    const onSubmit = renderInput(2);
    await consentSettled(onSubmit.queryClient);
    const user = userEvent.setup();
    act(() => screen.getAllByRole('textbox')[0]!.focus());
    await user.keyboard('il');
    await user.click(screen.getByRole('button', { name: fr('Valider « il »') }));
    expect(onSubmit).toHaveBeenCalledWith('il');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requestsTo(fetchMock, '/api/contribute_handwriting')).toHaveLength(0);
  });

  it('never waits for the letters to be kept, and hides their failure from the learner', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const fetchMock = await signedInBackend(
      () => apiSuccess({ consent: true, samples: 0 }),
      () => jsonResponse(500, { error: true, code: 'internal_error', message: 'Erreur interne' }),
    );
    const onSubmit = renderInput(1);
    await writeAndRead(screen.getByRole('textbox'), 'o');
    await consentSettled(onSubmit.queryClient);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: fr('Valider « o »') }));
    expect(onSubmit).toHaveBeenCalledWith('o');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/contribute_handwriting')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

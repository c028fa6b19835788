import { dictationCatalogueSchema, dictationResultSchema, dictationSessionSchema } from '@plume/shared/dictation/api';
import { dictationErrorCategories } from '@plume/shared/dictation/correction';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSuccess, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';
import { COPY_AUTOSAVE_DELAY_MS } from './use-dictation-autosave';

/** A French name as the catalogue writes it: non-breaking spaces inside « » and before : ; ? !. */
const fr = (text: string) => text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»');

// Canned answers, checked against the contract.
const catalogue = dictationCatalogueSchema.parse({
  passages: [{ id: 'le-chat', level: 'ce1', title: 'Le chat de la voisine', words: 42, phrases: 2, tags: [], attempts: 0 }],
  settings: { bareme: 'brevet', acceptReformed1990: true },
  unfinished: [{ attemptId: 'attempt-3', passageId: 'le-chat', title: 'Le chat de la voisine', level: 'ce1', startedAt: '2026-11-29T08:00:00.000Z', savedAt: '2026-11-29T08:05:00.000Z' }],
});
/** The attempt as it reopens: the copy saved on another device (or before a reload), at revision 2. */
const reopened = dictationSessionSchema.parse({
  attemptId: 'attempt-3',
  passageId: 'le-chat',
  title: 'Le chat de la voisine',
  level: 'ce1',
  words: 42,
  reading: { url: '/media/speech/le-chat/reading.mp3' },
  phrases: [{ url: '/media/speech/le-chat/1.mp3' }, { url: '/media/speech/le-chat/2.mp3' }],
  settings: { bareme: 'brevet', acceptReformed1990: true },
  copy: 'Le chat de la',
  revision: 2,
});

const result = dictationResultSchema.parse({
  attemptId: 'attempt-3',
  passageId: 'le-chat',
  title: 'Le chat de la voisine',
  bareme: 'brevet',
  correction: {
    reference: 'Le chat de la voisine dort.',
    answer: 'Le chat de la voisine dort.',
    errors: [],
    counts: Object.fromEntries(dictationErrorCategories.map((category) => [category, 0])),
    scores: { brevet: { score: 10, outOf: 10 }, concours: { faults: 0 }, simple: { errors: 0 } },
  },
  previous: [],
});

type Saved = { revision: number; saved: boolean };
/** A save the test answers when it chooses (a slow network), or at once with what the server would keep. */
function saveServer() {
  const pending: ((answer: Response | Promise<Response>) => void)[] = [];
  let answer: ((body: { revision: number }) => Response | Promise<Response>) | null = (body) => apiSuccess({ revision: body.revision, saved: true } satisfies Saved);
  return {
    handler: async (request: Request) => {
      const body = (await request.json()) as { revision: number };
      if (answer) return answer(body);
      return new Promise<Response>((resolve) => pending.push(resolve));
    },
    hold: () => { answer = null; },
    answerWith: (next: (body: { revision: number }) => Response | Promise<Response>) => { answer = next; },
    release: (response: Response) => pending.shift()?.(response),
  };
}

function backend(save: ReturnType<typeof saveServer>) {
  return stubSubscriberBackend({
    '/api/get_dictations': () => apiSuccess(catalogue),
    '/api/resume_dictation': () => apiSuccess(reopened),
    '/api/save_dictation_copy': save.handler,
    '/api/submit_dictation': () => apiSuccess(result),
  });
}

function stubAudio() {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
}

const saves = async (fetchMock: ReturnType<typeof backend>) => Promise.all(requestsTo(fetchMock, '/api/save_dictation_copy').map((request) => request.json() as Promise<unknown>));
/** Lets the fake clock run, and every promise it releases settle, inside React's act. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

/** The bank opened, the unfinished dictation resumed from its card: the field and the save status to watch. */
async function resumeFromTheBank() {
  stubAudio();
  const save = saveServer();
  const fetchMock = backend(save);
  await renderFreshApp('/dictate-ai/', signInParent);
  await userEvent.click(within(await screen.findByRole('region', { name: 'Reprendre la dictée' })).getByRole('button', { name: 'Reprendre la dictée' }));
  const field = await screen.findByRole('textbox', { name: 'Votre texte' });
  return { save, fetchMock, field, status: screen.getByTestId('dictation-save-status') };
}

describe('a dictation survives a reload', () => {
  it('offers the unfinished dictation, reopens it with its copy, and saves the copy a second after typing stops', async () => {
    // Prepare: the bank with an unfinished dictation
    const user = userEvent.setup();
    stubAudio();
    const save = saveServer();
    const fetchMock = backend(save);
    await renderFreshApp('/dictate-ai/', signInParent);
    const card = await screen.findByRole('region', { name: 'Reprendre la dictée' });
    expect(card).toHaveTextContent('« Le chat de la voisine » (CE1)');
    const ce1 = screen.getByRole('list', { name: 'Dictées de niveau CE1' });
    expect(within(ce1).getByRole('button', { name: fr('Reprendre la dictée « Le chat de la voisine »') })).toBeInTheDocument();

    // Act: resume it
    await user.click(within(card).getByRole('button', { name: 'Reprendre la dictée' }));

    // Assess: the copy is back where it was
    const field = await screen.findByRole('textbox', { name: 'Votre texte' });
    expect(field).toHaveValue('Le chat de la');
    expect(await requestsTo(fetchMock, '/api/resume_dictation')[0]?.json()).toEqual({ profileId: 'parent-1', attemptId: 'attempt-3' });
    const status = screen.getByTestId('dictation-save-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^$/);

    // Act: a burst of typing, on a fake clock from here on (the verdict never depends on the machine's speed)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    save.hold();
    fireEvent.change(field, { target: { value: 'Le chat de la voi' } });
    await elapse(COPY_AUTOSAVE_DELAY_MS - 1);
    fireEvent.change(field, { target: { value: 'Le chat de la voisine' } });
    await elapse(COPY_AUTOSAVE_DELAY_MS - 1);

    // Assess: nothing sent while the learner types
    expect(await saves(fetchMock)).toEqual([]);

    // Act: the learner stops for a second
    await elapse(1);

    // Assess: one save, above the revision the server had; « Enregistrement… » until it answers, then « Enregistré »
    await vi.waitFor(async () => expect(await saves(fetchMock)).toEqual([{ profileId: 'parent-1', attemptId: 'attempt-3', copy: 'Le chat de la voisine', revision: 3 }]));
    expect(status).toHaveTextContent('Enregistrement…');
    await act(async () => save.release(apiSuccess({ revision: 3, saved: true })));
    await vi.waitFor(() => expect(status).toHaveTextContent(/^Enregistré$/));
    await elapse(COPY_AUTOSAVE_DELAY_MS * 5);
    expect(await saves(fetchMock)).toHaveLength(1);
  });

  it('saves at once when the field loses the focus, says when it is offline, and sends again once back online', async () => {
    // Prepare
    const { save, fetchMock, field, status } = await resumeFromTheBank();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    save.answerWith(() => Promise.reject(new TypeError('Failed to fetch')));

    // Act: typing, then the focus leaves the field before the second has passed
    fireEvent.change(field, { target: { value: 'Le chat de la voisine dort.' } });
    fireEvent.blur(field);

    // Assess: sent at once; the network fails, and the screen says the copy is not saved yet
    await vi.waitFor(async () => expect(await saves(fetchMock)).toHaveLength(1));
    await vi.waitFor(() => expect(status).toHaveTextContent('Hors ligne : pas encore enregistré'));
    expect(await saves(fetchMock)).toEqual([expect.objectContaining({ copy: 'Le chat de la voisine dort.', revision: 3 })]);

    // Act: the network is back
    save.answerWith((body) => apiSuccess({ revision: body.revision, saved: true }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    // Assess: the same copy sent again, newer, and saved
    await vi.waitFor(() => expect(status).toHaveTextContent(/^Enregistré$/));
    expect((await saves(fetchMock))[1]).toEqual(expect.objectContaining({ copy: 'Le chat de la voisine dort.', revision: 4 }));
  });

  it('sends the copy again above a later revision another device saved, and never saves while handing in', async () => {
    // Prepare: another device saved revision 7 meanwhile
    const { save, fetchMock, field, status } = await resumeFromTheBank();
    // Straight to the proofreading, heard to its end: the hand-in will not ask first.
    for (let click = 0; click < 3; click++) await userEvent.click(screen.getByRole('button', { name: 'Groupe suivant' }));
    expect(screen.getByTestId('dictation-step')).toHaveTextContent('Relecture');
    fireEvent.ended(document.querySelector('audio')!);
    expect(screen.getByTestId('dictation-step')).toHaveTextContent('Dictée terminée');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    save.answerWith((body) => apiSuccess(body.revision <= 7 ? { revision: 7, saved: false } : { revision: body.revision, saved: true }));

    // Act
    fireEvent.change(field, { target: { value: 'Le chat de la voisine.' } });
    await elapse(COPY_AUTOSAVE_DELAY_MS);

    // Assess: revision 3 was not kept, so the same copy went again as revision 8
    await vi.waitFor(() => expect(status).toHaveTextContent(/^Enregistré$/));
    expect((await saves(fetchMock)).map((body) => (body as { revision: number }).revision)).toEqual([3, 8]);

    // Act: a change, then the hand-in before the second has passed
    fireEvent.change(field, { target: { value: 'Le chat de la voisine dort.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Corriger ma dictée' }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Correction — Le chat de la voisine' })).toBeInTheDocument());
    await elapse(COPY_AUTOSAVE_DELAY_MS * 2);

    // Assess: the submission is the copy; no save went with it, nor after it (the screen closed without a last save)
    expect(await requestsTo(fetchMock, '/api/submit_dictation')[0]?.json()).toEqual({ profileId: 'parent-1', attemptId: 'attempt-3', answer: 'Le chat de la voisine dort.' });
    expect(await saves(fetchMock)).toHaveLength(2);
  });
});

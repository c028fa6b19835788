import { crosswordCheckSchema, crosswordListSchema, crosswordPuzzleSchema, crosswordResumeSchema, crosswordRevealSchema } from '@plume/shared/crosswords/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSuccess, jsonResponse, requestsTo } from '@/test/fake-backend';
import { renderFreshApp, signInParent } from '@/test/render-app';
import { stubSubscriberBackend } from '@/test/subscriber-backend';

// A small 9×9 grid: CHAT across from the corner, CLE down from it, TOIT down from the T (fixtures checked by the contract).
const open = new Set([0, 1, 2, 3, 9, 18, 12, 21, 30]);
const puzzle = crosswordPuzzleSchema.parse({
  puzzleId: 'grille-1',
  kind: 'level',
  level: 'facile',
  size: 9,
  layout: Array.from({ length: 81 }, (_, cell) => (open.has(cell) ? '.' : '#')).join(''),
  clues: {
    across: [{ number: 1, direction: 'across', row: 0, col: 0, length: 4, clue: 'Il miaule et ronronne' }],
    down: [
      { number: 1, direction: 'down', row: 0, col: 0, length: 3, clue: 'Elle ouvre la serrure' },
      { number: 2, direction: 'down', row: 0, col: 3, length: 4, clue: 'Il couvre la maison' },
    ],
  },
  revealed: [],
  costs: { letter: 2, word: 5 },
  reward: 5,
  startedAt: '2026-11-25T10:00:00.000Z',
});

function crosswordBackend(routes: Parameters<typeof stubSubscriberBackend>[0] = {}) {
  return stubSubscriberBackend({
    '/api/get_crosswords': () => apiSuccess(crosswordListSchema.parse({ puzzles: [], solved: 0 })),
    '/api/save_crossword': async (request) => apiSuccess({ revision: ((await request.json()) as { revision: number }).revision, saved: true }),
    '/api/start_crossword': () => jsonResponse(201, { error: false, message: 'Nouvelle grille prête', code: 'crossword_started', data: puzzle }),
    '/api/check_crossword': () => apiSuccess(crosswordCheckSchema.parse({ scope: 'word', right: [0], wrong: [1], empty: [2, 3], solved: false })),
    '/api/reveal_crossword': () => apiSuccess(crosswordRevealSchema.parse({ cells: [{ cell: 3, letter: 'T' }, { cell: 12, letter: 'O' }, { cell: 21, letter: 'I' }, { cell: 30, letter: 'T' }], charged: 5, balance: 45 })),
    ...routes,
  });
}

async function openGrid(routes: Parameters<typeof crosswordBackend>[0] = {}) {
  const fetchMock = crosswordBackend(routes);
  const user = userEvent.setup();
  await renderFreshApp('/crossword/', signInParent);
  await user.click(await screen.findByRole('button', { name: 'Nouvelle grille, niveau Facile' }));
  const grid = await screen.findByRole('grid');
  const cells = within(grid).getAllByRole('gridcell');
  const letter = (cell: number) => cells[cell]!.querySelector('span:last-child')?.textContent ?? '';
  const active = () => cells.findIndex((cell) => cell.getAttribute('tabindex') === '0');
  const currentClue = () => document.getElementById('crossword-current-clue')?.textContent ?? '';
  return { fetchMock, user, grid, cells, letter, active, currentClue };
}

describe('/crossword/ grid, keyboard first', () => {
  it('starts on the first word: typing fills and moves on (accents dropped), Backspace steps back and clears', async () => {
    // Prepare
    const { user, cells, letter, active, currentClue } = await openGrid();
    expect(active()).toBe(0);
    expect(currentClue()).toContain('Il miaule et ronronne (4 lettres)');
    // Act
    cells[0]!.focus();
    await user.keyboard('ché');
    // Assess
    expect([letter(0), letter(1), letter(2)]).toEqual(['C', 'H', 'E']);
    expect(active()).toBe(3);
    expect(document.activeElement).toBe(cells[3]);
    // Act: Backspace on an empty cell clears the one before
    await user.keyboard('{Backspace}');
    // Assess
    expect(letter(2)).toBe('');
    expect(active()).toBe(2);
    expect(cells[0]!.getAttribute('aria-label')).toContain('lettre C');
  });

  it('moves with the arrows over black cells, turns with Space, and Tab / Shift+Tab go from word to word', async () => {
    // Prepare
    const { user, cells, active, currentClue } = await openGrid();
    cells[0]!.focus();
    // Act, Assess: Space turns the cursor down (CLE)
    await user.keyboard(' ');
    expect(currentClue()).toContain('Elle ouvre la serrure');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(9);
    // ArrowRight jumps the black cells to the next open one, on the word that runs there
    await user.keyboard('{ArrowRight}');
    expect(active()).toBe(12);
    expect(currentClue()).toContain('Il couvre la maison');
    // Shift+Tab: the previous word (1 down), then Tab twice: 2 down, then out of the grid
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(currentClue()).toContain('Elle ouvre la serrure');
    await user.keyboard('{Tab}');
    expect(currentClue()).toContain('Il couvre la maison');
    expect(document.activeElement).toBe(cells[3]);
    await user.keyboard('{Tab}');
    expect(cells).not.toContain(document.activeElement);
  });

  it('a clue puts the focus on its word; checking a word marks its cells from the server answer', async () => {
    // Prepare
    const { fetchMock, user, cells, active } = await openGrid();
    // Act
    await user.click(screen.getByRole('button', { name: /Il miaule et ronronne/ }));
    await user.keyboard('CX');
    await user.click(screen.getByRole('button', { name: 'Vérifier le mot' }));
    // Assess
    await waitFor(() => expect(cells[1]!.getAttribute('aria-label')).toContain('fausse'));
    expect(cells[0]!.getAttribute('aria-label')).toContain('juste');
    expect(active()).toBe(2);
    expect(await requestsTo(fetchMock, '/api/check_crossword')[0]?.json()).toEqual({
      profileId: 'parent-1', puzzleId: 'grille-1', scope: 'word', word: { number: 1, direction: 'across' }, entries: `CX${'.'.repeat(79)}`,
    });
    expect(screen.getByText('Justes : 1. Fausses : 1. Vides : 2.')).toBeInTheDocument();
  });

  it('says near the checks that a word checked wrong earns nothing, and once solved how many words counted', async () => {
    // Prepare: 2 of the 3 words found without help, a facile grid: 5 × 2 / 3 → 3 coins.
    const solved = crosswordCheckSchema.parse({ scope: 'grid', right: [...open], wrong: [], empty: [], solved: true, reward: 3, words: 3, wordsUnaided: 2 });
    const { user } = await openGrid({ '/api/check_crossword': () => apiSuccess(solved) });
    const checkGrid = screen.getByRole('button', { name: 'Vérifier la grille' });
    expect(checkGrid).toHaveAccessibleDescription('Un mot vérifié faux ou révélé ne rapporte plus de pièces.');
    // Act
    await user.click(checkGrid);
    // Assess: said in the result and in the live region
    expect(await screen.findByRole('heading', { name: /Bravo, grille résolue/ })).toBeInTheDocument();
    expect(screen.getAllByText('2 mots sur 3 trouvés sans aide : 3 pièces. Elles arrivent dans votre porte-monnaie.')).toHaveLength(2);
  });

  it.each([
    { wordsUnaided: 0, reward: 0, said: 'Aucun mot sur 3 trouvé sans aide : pas de pièces pour cette grille.' },
    { wordsUnaided: 1, reward: 1, said: '1 mot sur 3 trouvé sans aide : 1 pièce. Elle arrive dans votre porte-monnaie.' },
  ])('says $wordsUnaided word(s) found without help in good French', async ({ wordsUnaided, reward, said }) => {
    const solved = crosswordCheckSchema.parse({ scope: 'grid', right: [...open], wrong: [], empty: [], solved: true, reward, words: 3, wordsUnaided });
    const { user } = await openGrid({ '/api/check_crossword': () => apiSuccess(solved) });
    await user.click(screen.getByRole('button', { name: 'Vérifier la grille' }));
    expect(await screen.findAllByText(said)).toHaveLength(2);
  });

  it('pencilled letters are marked as such; revealing a word asks first, shows the cost, then fills it', async () => {
    // Prepare
    const { fetchMock, user, cells, letter } = await openGrid();
    await user.click(screen.getByRole('switch', { name: /Mode crayon/ }));
    cells[0]!.focus();
    await user.keyboard('C');
    expect(cells[0]!.getAttribute('aria-label')).toContain('au crayon');
    await user.click(screen.getByRole('button', { name: /Il couvre la maison/ }));
    // Act
    await user.click(screen.getByRole('button', { name: 'Révéler le mot (5 pièces)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('coûte 5 pièces');
    await user.click(within(dialog).getByRole('button', { name: 'Payer et révéler' }));
    // Assess
    await waitFor(() => expect([letter(3), letter(12), letter(21), letter(30)]).toEqual(['T', 'O', 'I', 'T']));
    expect(cells[12]!.getAttribute('aria-label')).toContain('révélée');
    expect(await requestsTo(fetchMock, '/api/reveal_crossword')[0]?.json()).toEqual({ profileId: 'parent-1', puzzleId: 'grille-1', scope: 'word', word: { number: 2, direction: 'down' } });
  });
});

describe('/crossword/ resume and « Mes mots croisés »', () => {
  it('saves the letters a moment after typing, with a growing revision', async () => {
    // Prepare
    const { fetchMock, user, cells } = await openGrid();
    cells[0]!.focus();
    // Act
    await user.keyboard('CH');
    // Assess: one save for the burst of typing, then « Grille enregistrée »
    expect(await screen.findByText('Grille enregistrée')).toBeInTheDocument();
    const saves = requestsTo(fetchMock, '/api/save_crossword');
    expect(saves).toHaveLength(1);
    expect(await saves[0]!.json()).toEqual({ profileId: 'parent-1', puzzleId: 'grille-1', entries: `CH${'.'.repeat(79)}`, pencil: '0'.repeat(81), revision: 1 });
    await user.keyboard('A');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/save_crossword')).toHaveLength(2));
    expect(await requestsTo(fetchMock, '/api/save_crossword')[1]!.json()).toMatchObject({ entries: `CHA${'.'.repeat(78)}`, revision: 2 });
  });

  it('reopens the newest unfinished grid with its letters, pencil marks, verified letters and coins spent', async () => {
    // Prepare
    const entries = Array.from({ length: 81 }, (_, cell) => ({ 0: 'C', 1: 'H', 9: 'L' })[cell] ?? '.').join('');
    const pencil = Array.from({ length: 81 }, (_, cell) => (cell === 9 ? '1' : '0')).join('');
    const fetchMock = crosswordBackend({
      '/api/get_crosswords': () => apiSuccess(crosswordListSchema.parse({ puzzles: [{ puzzleId: 'grille-1', kind: 'level', level: 'facile', size: 9, words: 3, startedAt: '2026-11-25T10:00:00.000Z' }], solved: 0 })),
      '/api/get_crossword': () => apiSuccess(crosswordResumeSchema.parse({ puzzle, progress: { entries, pencil, verified: [0], coinsSpent: 7, revision: 4 } })),
    });
    const user = userEvent.setup();
    await renderFreshApp('/crossword/', signInParent);
    // Act
    await user.click(await screen.findByRole('button', { name: 'Reprendre la grille' }));
    // Assess
    const grid = await screen.findByRole('grid');
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells[0]!.getAttribute('aria-label')).toMatch(/lettre C.*juste/);
    expect(cells[1]!.getAttribute('aria-label')).toContain('lettre H');
    expect(cells[9]!.getAttribute('aria-label')).toMatch(/lettre L.*au crayon/);
    expect(screen.getByText('7 pièces dépensées')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/get_crossword')[0]?.json()).toEqual({ profileId: 'parent-1', puzzleId: 'grille-1' });
    // The next save continues from the stored revision.
    cells[2]!.focus();
    await user.keyboard('A');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/save_crossword')).toHaveLength(1));
    expect(await requestsTo(fetchMock, '/api/save_crossword')[0]!.json()).toMatchObject({ revision: 5 });
  });

  it('says when there are too few mistaken words and offers a facile grid instead', async () => {
    // Prepare
    const fetchMock = crosswordBackend({
      '/api/start_mistakes_crossword': () => jsonResponse(409, { error: true, message: 'Pas encore assez de mots', code: 'crossword_too_few_mistakes', data: { words: 2, needed: 5 } }),
    });
    const user = userEvent.setup();
    await renderFreshApp('/crossword/', signInParent);
    // Act
    await user.click(await screen.findByRole('button', { name: 'Créer ma grille' }));
    // Assess
    expect(await screen.findByText(/Il faut au moins 5/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Une grille facile à la place' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/api/start_crossword')[0]?.json()).toEqual({ profileId: 'parent-1', level: 'facile' });
  });
});

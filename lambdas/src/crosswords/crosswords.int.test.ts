import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dictationCompleted, publish } from '@plume/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, eventsDelivered, localBus, premiumAccount, subscriberAndStranger, coinHistory } from '#test/accounts';

interface StoredWord { number: number; direction: 'across' | 'down'; row: number; col: number; answer: string; word: string }
interface Puzzle { puzzleId: string; size: number; layout: string; clues: { across: { number: number }[]; down: { number: number }[] } }

/** The solution as the server stored it, read straight from the table. */
async function storedSolution(profileId: string, puzzleId: string): Promise<StoredWord[]> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `CROSSWORD#${puzzleId}` } }));
  return Item!.words as StoredWord[];
}
/** The words a check found wrong, as the grid keeps them (`12-across`). */
async function storedMissed(profileId: string, puzzleId: string): Promise<string[]> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `CROSSWORD#${puzzleId}` }, ConsistentRead: true }));
  return [...((Item!.missed as Set<string> | undefined) ?? [])].sort();
}
const wordId = (word: StoredWord) => `${word.number}-${word.direction}`;
const cellsOf = (word: StoredWord, size: number) => Array.from({ length: word.answer.length }, (_, i) => (word.direction === 'across' ? word.row * size + word.col + i : (word.row + i) * size + word.col));
/** The right letter of every cell, as a player's entries string (`.` elsewhere). */
function solvedEntries(words: StoredWord[], size: number): string[] {
  const entries = Array<string>(size * size).fill('.');
  for (const word of words) cellsOf(word, size).forEach((cell, i) => (entries[cell] = word.answer[i]!));
  return entries;
}
const wrongLetter = (letter: string) => (letter === 'A' ? 'B' : 'A');

describe('crosswords through the API', () => {
  let token: string;
  let profileId: string;
  let other: { token: string; uid: string };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token, profileId, other } = await subscriberAndStranger());
    // The welcome coins pay for the reveals below.
    await eventually(() => coinHistory(token, profileId), (entries) => entries.some((entry) => entry.reason === 'welcome'));
  });

  it('starts a grid of each level whose answer holds no letter of the solution', async () => {
    for (const [level, size] of [['facile', 9], ['moyen', 11], ['difficile', 13]] as const) {
      // Act
      const started = await call('start_crossword', token, { profileId, level });
      // Assess
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const puzzle = started.body?.data as Puzzle;
      expect(puzzle.size).toBe(size);
      expect(puzzle.layout).toMatch(new RegExp(`^[#.]{${size * size}}$`));
      const words = await storedSolution(profileId, puzzle.puzzleId);
      expect(words.length).toBeGreaterThanOrEqual(8);
      expect(puzzle.clues.across.length + puzzle.clues.down.length).toBe(words.length);
      const served = JSON.stringify(started.body);
      for (const word of words) if (word.answer.length >= 3) expect(served).not.toContain(word.answer);
      expect(served).not.toMatch(/"(answer|word|letter)":"/);
    }
  });

  it('checks a letter, a word and the grid; solves once and pays, once, for the words found without help', async () => {
    // Prepare
    const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
    const words = await storedSolution(profileId, puzzle.puzzleId);
    const right = solvedEntries(words, puzzle.size);
    const first = words[0]!;
    const [a, b] = cellsOf(first, puzzle.size) as [number, number];
    const partial = Array<string>(puzzle.size * puzzle.size).fill('.');
    partial[a] = right[a]!;
    partial[b] = wrongLetter(right[b]!);
    const check = (body: object) => call('check_crossword', token, { profileId, puzzleId: puzzle.puzzleId, ...body });

    // Act, Assess: one letter
    expect((await check({ scope: 'letter', cell: a, entries: partial.join('') })).body?.data).toMatchObject({ scope: 'letter', right: [a], wrong: [], empty: [], solved: false });
    expect((await check({ scope: 'letter', cell: b, entries: partial.join('') })).body?.data).toMatchObject({ right: [], wrong: [b], solved: false });
    // a wrong letter marks every word through its cell missed: guessing letter by letter earns nothing
    const throughB = words.filter((word) => cellsOf(word, puzzle.size).includes(b));
    expect(await storedMissed(profileId, puzzle.puzzleId)).toEqual(throughB.map(wordId).sort());
    // a word: right, wrong and empty cells, never a letter
    const wordCheck = await check({ scope: 'word', word: { number: first.number, direction: first.direction }, entries: partial.join('') });
    expect(wordCheck.body?.data).toMatchObject({ scope: 'word', right: [a], wrong: [b], empty: cellsOf(first, puzzle.size).slice(2), solved: false });
    expect(JSON.stringify(wordCheck.body)).not.toContain(first.answer);
    // the grid, not finished
    const gridCheck = (await check({ scope: 'grid', entries: partial.join('') })).body?.data;
    expect(gridCheck.solved).toBe(false);
    expect(gridCheck.right.length + gridCheck.wrong.length + gridCheck.empty.length).toBe([...puzzle.layout].filter((c) => c === '.').length);

    // the grid, right: ten checks at once, one solution recorded, the reward paid once — for the words never found
    // wrong: facile pays 5 × unaided / words, rounded down
    const unaided = words.length - throughB.length;
    const reward = Math.floor((5 * unaided) / words.length);
    expect(reward).toBeGreaterThan(0);
    const checks = await Promise.all(Array.from({ length: 10 }, () => check({ scope: 'grid', entries: right.join('') })));
    expect(checks.map((c) => c.status)).toEqual(Array(10).fill(200));
    for (const c of checks) expect(c.body?.data).toMatchObject({ solved: true, wrong: [], empty: [], reward, words: words.length, wordsUnaided: unaided });
    const key = `crossword:${puzzle.puzzleId}`;
    const history = await eventually(() => coinHistory(token, profileId), (entries) => entries.some((entry) => entry.idempotencyKey === key));
    await eventsDelivered();
    expect((await coinHistory(token, profileId)).filter((entry) => entry.idempotencyKey === key)).toEqual([expect.objectContaining({ amount: reward, reason: 'crossword' })]);
    // Once solved, the reward is fixed: a wrong check afterwards changes nothing.
    expect((await check({ scope: 'grid', entries: partial.join('') })).body?.data).toMatchObject({ solved: true, reward, wordsUnaided: unaided });
    expect(history.length).toBeGreaterThan(0);

    const listed = (await call('get_crosswords', token, { profileId })).body?.data;
    expect(listed.solved).toBeGreaterThanOrEqual(1);
    expect(listed.puzzles.find((p: { puzzleId: string }) => p.puzzleId === puzzle.puzzleId)).toMatchObject({ level: 'facile', solvedAt: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain(first.answer);
  });

  it('pays nothing for a grid found by checking: 26 one-letter grids give every answer away, and mark every word missed', async () => {
    // Prepare
    const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
    const words = await storedSolution(profileId, puzzle.puzzleId);
    const check = (entries: string) => call('check_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'grid', entries });
    const found = Array<string>(puzzle.size * puzzle.size).fill('.');
    // Act: the oracle — every open cell set to one letter, checked, for each of the 26 letters
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const checked = (await check(Array.from(puzzle.layout, (kind) => (kind === '.' ? letter : '.')).join(''))).body?.data as { right: number[]; solved: boolean };
      expect(checked.solved).toBe(false);
      for (const cell of checked.right) found[cell] = letter;
    }
    const solved = await check(found.join(''));
    // Assess: the grid was found whole and is solved, for no coins
    expect(found.join('')).toBe(solvedEntries(words, puzzle.size).join(''));
    expect(solved.body?.data).toMatchObject({ solved: true, wrong: [], empty: [], reward: 0, words: words.length, wordsUnaided: 0 });
    expect(await storedMissed(profileId, puzzle.puzzleId)).toEqual(words.map(wordId).sort());
    // `crossword.completed` went out with 0 coins (published before the answer): nothing is credited.
    await eventsDelivered();
    expect((await coinHistory(token, profileId)).filter((entry) => entry.idempotencyKey === `crossword:${puzzle.puzzleId}`)).toEqual([]);
  });

  it('sells a revealed cell once: ten reveals at once make one ledger debit, and a repeat is free', async () => {
    // Prepare
    const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
    const words = await storedSolution(profileId, puzzle.puzzleId);
    const cell = cellsOf(words[0]!, puzzle.size)[0]!;
    // Act
    const reveals = await Promise.all(Array.from({ length: 10 }, () => call('reveal_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'letter', cell })));
    // Assess
    expect(reveals.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const r of reveals) expect(r.body?.data.cells).toEqual([{ cell, letter: words[0]!.answer[0] }]);
    expect(reveals.map((r) => r.body?.data.charged).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    const key = `crossword:${puzzle.puzzleId}:cell-${cell}`;
    expect((await coinHistory(token, profileId)).filter((entry) => entry.idempotencyKey === key)).toEqual([expect.objectContaining({ amount: -2, reason: 'crossword-reveal' })]);
    expect((await call('reveal_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'letter', cell })).body?.data.charged).toBe(0);
    // A word: its letters, for the word price.
    const word = words[1]!;
    const revealedWord = (await call('reveal_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'word', word: { number: word.number, direction: word.direction } })).body?.data;
    expect(revealedWord.cells.map((c: { letter: string }) => c.letter).join('')).toBe(word.answer);
    expect(revealedWord.charged).toBe(5);
  });

  it('refuses a reveal the profile cannot pay for with 409 and a clear message, and charges nothing', async () => {
    // Prepare: spend every coin on word reveals, grid after grid.
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let grid = 0; grid < 10 && !refused; grid++) {
      const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
      for (const clue of [...puzzle.clues.across.map((c) => ({ ...c, direction: 'across' })), ...puzzle.clues.down.map((c) => ({ ...c, direction: 'down' }))]) {
        const reveal = await call('reveal_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'word', word: { number: clue.number, direction: clue.direction } });
        if (reveal.status !== 200) {
          refused = reveal;
          break;
        }
      }
    }
    // Assess
    expect(refused).toMatchObject({ status: 409, body: { code: 'crossword_not_enough_coins', data: { cost: 5 } } });
    expect(refused!.body?.message).toMatch(/pas assez de pièces/);
    const balance = (await coinHistory(token, profileId)).at(0);
    expect(refused!.body?.data.balance).toBe((balance as unknown as { balanceAfter: number }).balanceAfter);
  });

  it("refuses another family's profile and grid (404), a bad scope, bad entries and a cell outside the grid (400)", async () => {
    // Prepare
    const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
    const blank = '.'.repeat(81);
    const black = [...puzzle.layout].indexOf('#');
    // Act, Assess
    expect(await call('start_crossword', other.token, { profileId, level: 'facile' })).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
    expect(await call('check_crossword', other.token, { profileId, puzzleId: puzzle.puzzleId, scope: 'grid', entries: blank })).toMatchObject({ status: 404 });
    expect(await call('check_crossword', other.token, { profileId: other.uid, puzzleId: puzzle.puzzleId, scope: 'grid', entries: blank })).toMatchObject({ status: 404, body: { code: 'crossword_not_found' } });
    expect(await call('reveal_crossword', other.token, { profileId: other.uid, puzzleId: puzzle.puzzleId, scope: 'letter', cell: 0 })).toMatchObject({ status: 404, body: { code: 'crossword_not_found' } });
    expect((await call('check_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'page', entries: blank })).status).toBe(400);
    expect((await call('reveal_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'grid' })).status).toBe(400);
    expect((await call('start_crossword', token, { profileId, level: 'expert' })).status).toBe(400);
    expect(await call('check_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'grid', entries: '.'.repeat(80) })).toMatchObject({ status: 400, body: { code: 'crossword_entries_size' } });
    expect((await call('check_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'grid', entries: 'é'.repeat(81) })).status).toBe(400);
    expect(await call('reveal_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'letter', cell: black })).toMatchObject({ status: 400, body: { code: 'crossword_cell_unknown' } });
    expect(await call('reveal_crossword', token, { profileId, puzzleId: puzzle.puzzleId, scope: 'word', word: { number: 150, direction: 'down' } })).toMatchObject({ status: 400, body: { code: 'crossword_word_unknown' } });
  });

  describe('resume after a reload', () => {
    const black = (puzzle: Puzzle) => [...puzzle.layout].indexOf('#');

    it('saves the letters as played and reopens the grid with them, the verified and bought letters and the coins spent — never the answers', async () => {
      // Prepare: two letters typed (one right, one wrong, pencilled), the right one checked, another cell bought.
      const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
      const words = await storedSolution(profileId, puzzle.puzzleId);
      const right = solvedEntries(words, puzzle.size);
      // A word of three letters at least (a grid may start with a two-letter one).
      const word = words.find((candidate) => candidate.answer.length >= 3)!;
      const [a, b, c] = cellsOf(word, puzzle.size) as [number, number, number];
      const entries = Array<string>(puzzle.size * puzzle.size).fill('.');
      entries[a] = right[a]!;
      entries[b] = wrongLetter(right[b]!);
      const pencil = Array<string>(puzzle.size * puzzle.size).fill('0');
      pencil[b] = '1';
      const ref = { profileId, puzzleId: puzzle.puzzleId };
      // Act
      const saved = await call('save_crossword', token, { ...ref, entries: entries.join(''), pencil: pencil.join(''), revision: 1 });
      await call('check_crossword', token, { ...ref, scope: 'word', word: { number: word.number, direction: word.direction }, entries: entries.join('') });
      await call('reveal_crossword', token, { ...ref, scope: 'letter', cell: c });
      const reopened = await call('get_crossword', token, ref);
      // Assess
      expect(saved).toMatchObject({ status: 200, body: { code: 'crossword_saved', data: { revision: 1, saved: true } } });
      expect(reopened.status).toBe(200);
      const { puzzle: view, progress } = reopened.body!.data;
      expect(view).toMatchObject({ puzzleId: puzzle.puzzleId, kind: 'level', layout: puzzle.layout, revealed: [{ cell: c, letter: right[c] }] });
      const expected = [...entries];
      expected[c] = right[c]!;
      expect(progress).toMatchObject({ entries: expected.join(''), pencil: pencil.join(''), verified: [a], coinsSpent: 2, revision: 1 });
      expect(progress.solvedAt).toBeUndefined();
      for (const word of words) if (word.answer.length >= 3) expect(JSON.stringify(reopened.body)).not.toContain(word.answer);
      // A checked letter changed since is no longer shown verified.
      entries[a] = wrongLetter(right[a]!);
      await call('save_crossword', token, { ...ref, entries: entries.join(''), pencil: pencil.join(''), revision: 2 });
      expect((await call('get_crossword', token, ref)).body?.data.progress.verified).toEqual([]);
    });

    it('keeps one save of ten sent at once, and a late save never undoes a newer one', async () => {
      // Prepare
      const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
      const open = [...puzzle.layout].indexOf('.');
      const grid = (letter: string) => Array.from(puzzle.layout, (kind, cell) => (cell === open ? letter : '.')).join('');
      const ref = { profileId, puzzleId: puzzle.puzzleId, pencil: '0'.repeat(81) };
      // Act
      const saves = await Promise.all(Array.from({ length: 10 }, () => call('save_crossword', token, { ...ref, entries: grid('B'), revision: 5 })));
      const late = await call('save_crossword', token, { ...ref, entries: grid('A'), revision: 4 });
      // Assess
      expect(saves.map((save) => save.status)).toEqual(Array(10).fill(200));
      expect(saves.filter((save) => save.body?.data.saved)).toHaveLength(1);
      for (const save of saves) expect(save.body?.data.revision).toBe(5);
      expect(late.body?.data).toEqual({ revision: 5, saved: false });
      expect((await call('get_crossword', token, { profileId, puzzleId: puzzle.puzzleId })).body?.data.progress).toMatchObject({ entries: grid('B'), revision: 5 });
    });

    it("refuses another family's grid (404), letters outside the grid and wrong sizes (400), and an expired grid (404)", async () => {
      // Prepare
      const puzzle = (await call('start_crossword', token, { profileId, level: 'facile' })).body?.data as Puzzle;
      const ref = { profileId, puzzleId: puzzle.puzzleId };
      const blank = '.'.repeat(81);
      const inBlack = Array.from(blank, (dot, cell) => (cell === black(puzzle) ? 'A' : dot)).join('');
      const save = (body: object) => call('save_crossword', token, { ...ref, entries: blank, pencil: '0'.repeat(81), revision: 1, ...body });
      // Act, Assess
      expect(await call('get_crossword', other.token, ref)).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
      expect(await call('get_crossword', other.token, { ...ref, profileId: other.uid })).toMatchObject({ status: 404, body: { code: 'crossword_not_found' } });
      expect(await call('save_crossword', other.token, { ...ref, profileId: other.uid, entries: blank, pencil: '0'.repeat(81), revision: 1 })).toMatchObject({ status: 404, body: { code: 'crossword_not_found' } });
      expect(await save({ entries: inBlack })).toMatchObject({ status: 400, body: { code: 'crossword_cell_unknown' } });
      expect(await save({ entries: '.'.repeat(80) })).toMatchObject({ status: 400, body: { code: 'crossword_entries_size' } });
      expect(await save({ pencil: '0'.repeat(80) })).toMatchObject({ status: 400, body: { code: 'crossword_pencil_size' } });
      expect((await save({ pencil: '2'.repeat(81) })).status).toBe(400);
      expect((await save({ revision: 0 })).status).toBe(400);
      expect((await save({ entries: 'a'.repeat(81) })).status).toBe(400);
      // The grid's month ran out: TTL deletes late, reads and saves treat it as gone at once.
      await documentClient().send(new UpdateCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `CROSSWORD#${puzzle.puzzleId}` }, UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 } }));
      expect(await call('get_crossword', token, ref)).toMatchObject({ status: 404, body: { code: 'crossword_not_found' } });
      expect(await save({})).toMatchObject({ status: 404, body: { code: 'crossword_not_found' } });
    });

    it('lists the grids with their kind, newest first', async () => {
      const listed = (await call('get_crosswords', token, { profileId })).body?.data;
      expect(listed.puzzles.length).toBeGreaterThan(0);
      for (const item of listed.puzzles) expect(item.kind).toMatch(/^(level|mistakes)$/);
      const starts = listed.puzzles.map((item: { startedAt: string }) => item.startedAt);
      expect([...starts].sort().reverse()).toEqual(starts);
    });
  });

  describe('« Mes mots croisés »', () => {
    it("makes a grid of the profile's own due mistaken words, clued without giving them away", async () => {
      // Prepare: a dictation's mistakes (as `dictation.completed` carries them) become « Mes erreurs » cards.
      const mistaken = ['maison', 'soleil', 'jardin', 'école', 'cheval', 'rivière', 'fenêtre', 'oiseau', 'table', 'arbre', 'neige', 'lune'];
      const { profileId: learner, token: learnerToken } = await freshSubscriber();
      await publish(localBus(), 'plume', dictationCompleted, {
        attemptId: `mots-croises-${Date.now()}`, uid: learner, profileId: learner, level: 'ce1', bareme: 'brevet', scores: { brevet: { score: 0, outOf: 10 as const }, concours: { faults: 12 }, simple: { errors: 12 } }, coins: 0,
        errors: mistaken.map((word) => ({ word, written: `${word}x`, category: 'lexical' as const, rule: 'lexical', point: 'accents' as const })),
        completedAt: new Date().toISOString(),
      });
      await eventually(async () => (await call('get_due_flashcards', learnerToken, { profileId: learner, deckId: 'mes-erreurs', limit: 100 })).body?.data.cards ?? [], (cards) => cards.length === mistaken.length);
      // Act
      const started = await call('start_mistakes_crossword', learnerToken, { profileId: learner });
      // Assess
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const puzzle = started.body?.data as Puzzle & { kind: string; clues: { across: { clue: string }[]; down: { clue: string }[] } };
      expect(puzzle.kind).toBe('mistakes');
      const words = await storedSolution(learner, puzzle.puzzleId);
      expect(words.length).toBeGreaterThanOrEqual(5);
      for (const word of words) expect(mistaken).toContain(word.word);
      const served = JSON.stringify(started.body);
      for (const word of words) expect(served.toUpperCase()).not.toContain(`"${word.answer}"`);
      for (const clue of [...puzzle.clues.across, ...puzzle.clues.down]) for (const word of mistaken) expect(clue.clue.toLowerCase().split(/[^\p{L}]+/u)).not.toContain(word);
      const listed = (await call('get_crosswords', learnerToken, { profileId: learner })).body?.data as { puzzles: { puzzleId: string; kind: string }[] };
      expect(listed.puzzles[0]).toMatchObject({ puzzleId: puzzle.puzzleId, kind: 'mistakes' });
    });

    it("says so (409) when there are too few words, and refuses another family's profile (404)", async () => {
      const { profileId: learner, token: learnerToken } = await freshSubscriber();
      expect(await call('start_mistakes_crossword', learnerToken, { profileId: learner })).toMatchObject({ status: 409, body: { code: 'crossword_too_few_mistakes', data: { words: 0, needed: 5 } } });
      expect(await call('start_mistakes_crossword', other.token, { profileId })).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
      expect((await call('start_mistakes_crossword', token, { profileId, level: 'facile' })).status).toBe(400);
    });
  });
});

/** A subscriber of its own (no « Mes erreurs » yet), for the « Mes mots croisés » cases. */
async function freshSubscriber(): Promise<{ token: string; profileId: string }> {
  const { token, uid } = await premiumAccount();
  return { token, profileId: uid };
}

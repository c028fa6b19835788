import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, subscriberAndStranger } from '#test/accounts';

interface StoredWord { number: number; direction: 'across' | 'down'; row: number; col: number; answer: string; word: string }
interface Puzzle { puzzleId: string; size: number; layout: string; clues: { across: { number: number }[]; down: { number: number }[] } }
type LedgerEntry = { idempotencyKey: string; amount: number; reason: string };

/** The solution as the server stored it, read straight from the table. */
async function storedSolution(profileId: string, puzzleId: string): Promise<StoredWord[]> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `CROSSWORD#${puzzleId}` } }));
  return Item!.words as StoredWord[];
}
const cellsOf = (word: StoredWord, size: number) => Array.from({ length: word.answer.length }, (_, i) => (word.direction === 'across' ? word.row * size + word.col + i : (word.row + i) * size + word.col));
/** The right letter of every cell, as a player's entries string (`.` elsewhere). */
function solvedEntries(words: StoredWord[], size: number): string[] {
  const entries = Array<string>(size * size).fill('.');
  for (const word of words) cellsOf(word, size).forEach((cell, i) => (entries[cell] = word.answer[i]!));
  return entries;
}
const wrongLetter = (letter: string) => (letter === 'A' ? 'B' : 'A');
const coinHistory = async (token: string, profileId: string) => ((await call('get_coin_history', token, { profileId })).body?.data.entries ?? []) as LedgerEntry[];

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

  it('checks a letter, a word and the grid; solves once and pays the reward once', async () => {
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
    // a word: right, wrong and empty cells, never a letter
    const wordCheck = await check({ scope: 'word', word: { number: first.number, direction: first.direction }, entries: partial.join('') });
    expect(wordCheck.body?.data).toMatchObject({ scope: 'word', right: [a], wrong: [b], empty: cellsOf(first, puzzle.size).slice(2), solved: false });
    expect(JSON.stringify(wordCheck.body)).not.toContain(first.answer);
    // the grid, not finished
    const gridCheck = (await check({ scope: 'grid', entries: partial.join('') })).body?.data;
    expect(gridCheck.solved).toBe(false);
    expect(gridCheck.right.length + gridCheck.wrong.length + gridCheck.empty.length).toBe([...puzzle.layout].filter((c) => c === '.').length);

    // the grid, right: ten checks at once, one solution recorded, the reward paid once
    const checks = await Promise.all(Array.from({ length: 10 }, () => check({ scope: 'grid', entries: right.join('') })));
    expect(checks.map((c) => c.status)).toEqual(Array(10).fill(200));
    for (const c of checks) expect(c.body?.data).toMatchObject({ solved: true, wrong: [], empty: [], reward: 5 });
    const key = `crossword:${puzzle.puzzleId}`;
    const history = await eventually(() => coinHistory(token, profileId), (entries) => entries.some((entry) => entry.idempotencyKey === key));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await coinHistory(token, profileId)).filter((entry) => entry.idempotencyKey === key)).toEqual([expect.objectContaining({ amount: 5, reason: 'crossword' })]);
    expect(history.length).toBeGreaterThan(0);

    const listed = (await call('get_crosswords', token, { profileId })).body?.data;
    expect(listed.solved).toBeGreaterThanOrEqual(1);
    expect(listed.puzzles.find((p: { puzzleId: string }) => p.puzzleId === puzzle.puzzleId)).toMatchObject({ level: 'facile', solvedAt: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain(first.answer);
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
});

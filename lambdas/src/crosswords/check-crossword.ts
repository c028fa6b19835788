import { crosswordCompleted } from '@plume/events';
import { Refusal } from '@plume/shared';
import { crosswordReward, type CheckCrosswordRequest, type CrosswordCheck } from '@plume/shared/crosswords';
import { wordCells } from '@plume/shared/crosswords/generate';
import { practised } from '#badges/practice-day';
import { publishEvent } from '#clients/bus';
import { countMetric } from '#clients/metrics';
import { getPuzzle, markPublished, markSolved, recordCheck, type CrosswordPuzzleItem } from '#crosswords/data/crosswords';
import { letterCells, unaidedWords, verifiedLetter, wordId } from './puzzle-view.ts';

/** The cells a check or a reveal names: one letter cell, or one word of the grid. Anything else is refused. */
export function scopeCells(puzzle: CrosswordPuzzleItem, request: { scope: 'letter'; cell: number } | { scope: 'word'; word: { number: number; direction: 'across' | 'down' } } | { scope: 'grid' }, letters: Map<number, string>): number[] {
  if (request.scope === 'grid') return [...letters.keys()].sort((a, b) => a - b);
  if (request.scope === 'letter') {
    if (!letters.has(request.cell)) throw new Refusal('invalid', 'crossword_cell_unknown');
    return [request.cell];
  }
  const word = puzzle.words.find((candidate) => candidate.number === request.word.number && candidate.direction === request.word.direction);
  if (!word) throw new Refusal('invalid', 'crossword_word_unknown');
  return wordCells(word, puzzle.size);
}

/**
 * Compares the player's letters with the solution over the scope: right, wrong or empty per cell, never the right
 * letter. Every word with a wrong cell in the scope is marked missed (a letter check too), so it no longer earns coins:
 * checking is free, and guessing letters check after check would otherwise fill the grid and still be paid. When the
 * whole grid is right, it is marked solved once (a conditional write) with its words found without help, and
 * `crossword.completed` goes out (again on a repeat only if it never did); coins follow from the event. A check is
 * practice: its day joins the practice streak (« Série »).
 */
export async function checkCrossword(request: CheckCrosswordRequest): Promise<CrosswordCheck> {
  const puzzle = await getPuzzle(request.profileId, request.puzzleId);
  if (!puzzle) throw new Refusal('not_found', 'crossword_not_found');
  if (request.entries.length !== puzzle.size * puzzle.size) throw new Refusal('invalid', 'crossword_entries_size');
  const letters = letterCells(puzzle);
  const result: CrosswordCheck = { scope: request.scope, right: [], wrong: [], empty: [], solved: false };
  for (const cell of scopeCells(puzzle, request, letters)) {
    const entry = request.entries[cell];
    if (entry === '.') result.empty.push(cell);
    else if (entry === letters.get(cell)) result.right.push(cell);
    else result.wrong.push(cell);
  }
  const wrongCells = new Set(result.wrong);
  const missed = puzzle.words.filter((word) => wordCells(word, puzzle.size).some((cell) => wrongCells.has(cell))).map(wordId);
  const newlyMissed = missed.filter((id) => !puzzle.missed.includes(id));
  // Letters found right, so a reopened grid shows them verified (while the player leaves them unchanged).
  const newlyVerified = result.right.map((cell) => verifiedLetter(cell, letters.get(cell)!)).filter((pair) => !puzzle.verified.includes(pair));
  await recordCheck(puzzle.profileId, puzzle.puzzleId, { missed: newlyMissed, verified: newlyVerified });
  await practised(puzzle.uid, puzzle.profileId, new Date().toISOString(), 'on-new-day');
  puzzle.missed.push(...newlyMissed);
  const gridRight = [...letters].every(([cell, letter]) => request.entries[cell] === letter);
  if (gridRight || puzzle.solvedAt) {
    if (!puzzle.solvedAt) {
      const solved = { solvedAt: new Date().toISOString(), wordsUnaided: unaidedWords(puzzle) };
      if (await markSolved(puzzle.profileId, puzzle.puzzleId, solved)) {
        Object.assign(puzzle, solved);
        countMetric('CrosswordsSolved');
      } else Object.assign(puzzle, await getPuzzle(puzzle.profileId, puzzle.puzzleId));
    }
    if (!puzzle.publishedAt) await announce(puzzle);
    const { words, wordsUnaided, coins } = solvedScore(puzzle);
    return { ...result, solved: true, reward: coins, words, wordsUnaided };
  }
  return result;
}

/**
 * What a solved grid earns, from the count fixed when it was solved (so a later check or reveal changes nothing); a
 * grid solved before that count was kept has it worked out from its record as it is.
 */
function solvedScore(puzzle: CrosswordPuzzleItem): { words: number; wordsUnaided: number; coins: number } {
  const words = puzzle.words.length;
  const wordsUnaided = puzzle.wordsUnaided ?? unaidedWords(puzzle);
  return { words, wordsUnaided, coins: crosswordReward(puzzle.level, words, words - wordsUnaided) };
}

async function announce(puzzle: CrosswordPuzzleItem): Promise<void> {
  await publishEvent(crosswordCompleted, {
    puzzleId: puzzle.puzzleId, uid: puzzle.uid, profileId: puzzle.profileId, level: puzzle.level,
    coins: solvedScore(puzzle).coins, words: puzzle.words.length, revealedCells: puzzle.revealed.length,
    mistakes: puzzle.words.filter((word) => puzzle.missed.includes(wordId(word))).map((word) => ({ word: word.word, answer: word.answer, clue: word.clue, number: word.number, direction: word.direction })),
    completedAt: puzzle.solvedAt!,
  });
  await markPublished(puzzle.profileId, puzzle.puzzleId);
}

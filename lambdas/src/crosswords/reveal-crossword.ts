import { Refusal } from '@plume/shared';
import { revealCosts, type CrosswordReveal, type RevealCrosswordRequest } from '@plume/shared/crosswords';
import { getPuzzle, revealWrite } from '#crosswords/data/crosswords';
import { moveCoins } from '#wallet/data/wallet';
import { scopeCells } from './check-crossword.ts';
import { letterCells } from './puzzle-view.ts';

/**
 * Sells the letters of one cell or one word. The payment (through the ledger) and the reveal record are ONE
 * transaction keyed `crossword:<puzzleId>:<cell or word>`: of N copies sent at once exactly one pays; the others, and
 * any later repeat, get the letters for nothing. Letters already bought are given again without payment.
 */
export async function revealCrossword(request: RevealCrosswordRequest): Promise<CrosswordReveal> {
  const puzzle = await getPuzzle(request.profileId, request.puzzleId);
  if (!puzzle) throw new Refusal('not_found', 'crossword_not_found');
  const letters = letterCells(puzzle);
  const cells = scopeCells(puzzle, request, letters);
  const answer = (charged: number, balance?: number): CrosswordReveal => ({
    cells: cells.map((cell) => ({ cell, letter: letters.get(cell)! })), charged, ...(balance === undefined ? {} : { balance }),
  });
  if (cells.every((cell) => puzzle.revealed.includes(cell))) return answer(0);
  const cost = revealCosts[request.scope];
  const key = request.scope === 'letter' ? `crossword:${puzzle.puzzleId}:cell-${request.cell}` : `crossword:${puzzle.puzzleId}:${request.word.number}-${request.word.direction}`;
  const paid = await moveCoins(puzzle.profileId, -cost, 'crossword-reveal', key, [revealWrite(puzzle.profileId, puzzle.puzzleId, cells, cost)]);
  switch (paid.status) {
    case 'applied':
      return answer(cost, paid.entry.balanceAfter);
    case 'duplicate':
      return answer(0);
    case 'insufficient':
      throw new Refusal('conflict', 'crossword_not_enough_coins', { balance: paid.balance, cost });
    case 'blocked':
      throw new Refusal('not_found', 'crossword_not_found');
  }
}

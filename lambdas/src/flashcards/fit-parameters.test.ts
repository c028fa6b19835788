import { describe, expect, it } from 'vitest';
import type { CardHistory } from '@plume/shared/flashcards/recall-model';
import { fitParameters } from './fit-parameters.ts';

/*
 * The fsrs-rs binding itself (no mock): it aborts the whole process on an item whose reviews all fall on one day, so
 * this file would not end if such an item reached it.
 */
describe('fitting FSRS parameters', () => {
  it('fits nothing, and lives, when every review of every card was made the same day (400 reviews sent at once)', async () => {
    const sameDay: CardHistory[] = Array.from({ length: 50 }, (_, card) => Array.from({ length: 8 }, (_, review) => ({ rating: ((card + review) % 4) + 1 as 1 | 2 | 3 | 4, deltaT: 0 })));
    expect(await fitParameters(sameDay)).toBeUndefined();
  });

  it('fits on the reviews that have days between them, beside same-day ones', async () => {
    const spread: CardHistory[] = Array.from({ length: 60 }, (_, card) => [
      { rating: 3, deltaT: 0 }, { rating: 3, deltaT: 0 }, { rating: card % 5 === 0 ? 1 : 3, deltaT: 1 + (card % 3) }, { rating: 3, deltaT: 4 + (card % 4) }, { rating: card % 7 === 0 ? 2 : 4, deltaT: 10 },
    ]);
    const parameters = await fitParameters(spread);
    expect(parameters).toHaveLength(21);
  });
});

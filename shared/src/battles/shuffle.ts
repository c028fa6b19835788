import { shuffled } from '../quiz/quiz-engine.ts';
import type { RandomInt } from '../random.ts';

/** Each player sees the options in an order of their own: the position of the right answer tells a neighbour nothing. */
export function optionOrder(options: number, randomInt: RandomInt): number[] {
  return shuffled(Array.from({ length: options }, (_, i) => i), randomInt);
}

/** The player's option (a position in their order) → the option as the server keeps it. */
export function serverChoice(order: readonly number[], shownChoice: number): number | undefined {
  return order[shownChoice];
}

/** The position of the server's option in a player's order (for the reveal). */
export function shownChoice(order: readonly number[], serverOption: number): number {
  return order.indexOf(serverOption);
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A question id that means nothing outside its game (the catalogue's ids never leave the server in a battle). */
export function opaqueQuestionId(randomInt: RandomInt, length = 12): string {
  return Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

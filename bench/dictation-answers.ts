/** A learner's answer with the usual mistakes: accents dropped, an -é turned into -er, a word missing, a comma lost. */
export function answerWithMistakes(text: string): string {
  const words = text.replaceAll('\n', ' ').split(' ');
  return words
    .filter((_, index) => index !== Math.floor(words.length / 2))
    .map((word, index) => (index % 7 === 3 ? word.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : index % 11 === 5 ? word.replace(/é$/, 'er') : word.replace(/,$/, '')))
    .join(' ');
}

/** The characters a French keyboard may lack, in the order of the on-screen row; each button is named by `name`. */
export const frenchCharacters = [
  { char: 'é', upper: 'É', name: 'eAcute' },
  { char: 'è', upper: 'È', name: 'eGrave' },
  { char: 'ê', upper: 'Ê', name: 'eCircumflex' },
  { char: 'ë', upper: 'Ë', name: 'eDiaeresis' },
  { char: 'à', upper: 'À', name: 'aGrave' },
  { char: 'â', upper: 'Â', name: 'aCircumflex' },
  { char: 'ç', upper: 'Ç', name: 'cCedilla' },
  { char: 'ù', upper: 'Ù', name: 'uGrave' },
  { char: 'û', upper: 'Û', name: 'uCircumflex' },
  { char: 'î', upper: 'Î', name: 'iCircumflex' },
  { char: 'ï', upper: 'Ï', name: 'iDiaeresis' },
  { char: 'ô', upper: 'Ô', name: 'oCircumflex' },
  { char: 'œ', upper: 'Œ', name: 'oeLigature' },
  { char: '«', upper: '«', name: 'openingQuote' },
  { char: '»', upper: '»', name: 'closingQuote' },
] as const;
export type FrenchCharacterName = (typeof frenchCharacters)[number]['name'];

export interface Edit {
  value: string;
  /** Where the caret goes after the insertion. */
  caret: number;
}

/**
 * `text` typed at the caret of `value` (replacing the selection `start`–`end`), as the keyboard would; nothing
 * changes when the result would exceed `max` characters.
 */
export function insertAtCaret(value: string, start: number | null, end: number | null, text: string, max = Infinity): Edit {
  const from = clamp(start ?? value.length, value.length);
  const to = Math.max(from, clamp(end ?? from, value.length));
  const next = value.slice(0, from) + text + value.slice(to);
  if (next.length > max) return { value, caret: to };
  return { value: next, caret: from + text.length };
}

const clamp = (position: number, length: number) => Math.min(Math.max(0, position), length);

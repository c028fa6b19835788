/**
 * The one contract of a way to spell a word. The practice screen is built once and takes its input method as a
 * component of this shape: keyboard, voice and handwriting (`handwriting/`, the default export of the same
 * contract). `length` is the number of characters to write (letters, hyphens, apostrophes); `onSubmit` hands the
 * answer to judge, exactly as the learner wants it judged.
 */
export interface SpellingInputProps {
  length: number;
  disabled: boolean;
  onSubmit: (answer: string) => void;
}

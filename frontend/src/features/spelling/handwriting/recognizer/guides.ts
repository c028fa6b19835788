/**
 * The writing box every letter is drawn in, in the recognizer's units: 100 × 100 with the school guide lines the
 * component draws (a baseline and the top of the small letters). Ascenders reach about 18, descenders about 93.
 */
export const LETTER_BOX = 100;
export const BASELINE = 68;
export const X_HEIGHT = 25;
export const X_LINE = BASELINE - X_HEIGHT;

export { recognize, type Reading } from './recognize';
export type { Point, Stroke } from './geometry';
export { BASELINE, LETTER_BOX, X_HEIGHT, X_LINE } from './guides';

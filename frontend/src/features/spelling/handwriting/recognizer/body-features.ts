import { directionFeatures, FEATURE_LENGTH, ORIENTATIONS } from './direction-features';
import { boundingBox, upright, withoutRetrace, type Stroke } from './geometry';
import { BASELINE, X_HEIGHT, X_LINE } from './guides';

/** Where the body sits against the guide lines, and its proportions: what the bounding-box-scaled features lose. */
export const ZONE_FEATURES = 5;
/** The zone features follow the 8 × 8 direction features. */
export const ZONE_AT = FEATURE_LENGTH;
export const BODY_FEATURE_LENGTH = FEATURE_LENGTH + ZONE_FEATURES;
/** With the stretched direction features: tried on the validation fonts (`bench/handwriting-tune.ts`), not shipped. */
export const STRETCHED_FEATURE_LENGTH = BODY_FEATURE_LENGTH + FEATURE_LENGTH;
/** Cells per side of the direction maps the convolutional network reads (4 orientations each). */
export const MAP_SIZE = 16;
export const MAP_CHANNELS = ORIENTATIONS;
const MAP_LENGTH = MAP_SIZE * MAP_SIZE * MAP_CHANNELS;

/**
 * What to compute beyond the 261 body features: `stretched`, the direction features again on a grid stretched to the
 * ink's proportions; `maps`, the direction maps of a convolutional network. They follow in that order.
 */
export interface FeatureOptions { stretched?: boolean; maps?: boolean }

/** Where the direction maps start in the features computed with `options`. */
export function mapsAt({ stretched = false }: FeatureOptions): number {
  return stretched ? STRETCHED_FEATURE_LENGTH : BODY_FEATURE_LENGTH;
}

/**
 * What the classifier sees of a letter's body (its marks taken out): the direction features of the ink set upright
 * without its retraced parts, then how far it rises above the x-height line and falls below the baseline, its width
 * and height (in x-heights) and its proportions, each squashed into about -1…1 so none outweighs the rest. With
 * `stretched`, the direction features again on a grid stretched to the ink's proportions, where a narrow loop keeps
 * its shape (it did not read the validation fonts better enough to be worth twice the weights: docs/handwriting.md).
 * With `maps`, the same ink's direction features on a 16 × 16 grid, scaled so a cell's values are about 1: the
 * picture a convolutional network reads (`conv-net.ts`).
 */
export function bodyFeatures(body: readonly Stroke[], { stretched = false, maps = false }: FeatureOptions = {}): Float32Array {
  const features = new Float32Array(mapsAt({ stretched }) + (maps ? MAP_LENGTH : 0));
  const ink = withoutRetrace(upright(body));
  features.set(directionFeatures(ink));
  const box = boundingBox(body.flat());
  const squash = (value: number) => Math.tanh(value);
  features[ZONE_AT] = squash((X_LINE - box.top) / X_HEIGHT);
  features[ZONE_AT + 1] = squash((box.bottom - BASELINE) / X_HEIGHT);
  features[ZONE_AT + 2] = squash(box.width / X_HEIGHT / 2);
  features[ZONE_AT + 3] = squash(box.height / X_HEIGHT / 2);
  features[ZONE_AT + 4] = squash(Math.log((box.width + 1) / (box.height + 1)));
  if (stretched) features.set(directionFeatures(ink, 'stretched'), BODY_FEATURE_LENGTH);
  if (maps) {
    // A unit vector over 1,024 values is tiny per cell; times the grid side, an inked cell is about 1.
    const picture = directionFeatures(ink, 'uniform', MAP_SIZE).map((value) => value * MAP_SIZE);
    features.set(picture, mapsAt({ stretched }));
  }
  return features;
}

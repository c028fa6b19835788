import { directionFeatures, FEATURE_LENGTH } from './direction-features';
import { boundingBox, upright, withoutRetrace, type Stroke } from './geometry';
import { BASELINE, X_HEIGHT, X_LINE } from './guides';

/** Where the body sits against the guide lines, and its proportions: what the bounding-box-scaled features lose. */
const ZONE_FEATURES = 5;
export const BODY_FEATURE_LENGTH = FEATURE_LENGTH + ZONE_FEATURES;
/** With the stretched direction features: tried on the validation fonts (`bench/handwriting-tune.ts`), not shipped. */
export const STRETCHED_FEATURE_LENGTH = BODY_FEATURE_LENGTH + FEATURE_LENGTH;

/**
 * What the classifier sees of a letter's body (its marks taken out): the direction features of the ink set upright
 * without its retraced parts, then how far it rises above the x-height line and falls below the baseline, its width
 * and height (in x-heights) and its proportions, each squashed into about -1…1 so none outweighs the rest. With
 * `stretched`, the direction features again on a grid stretched to the ink's proportions, where a narrow loop keeps
 * its shape (it did not read the validation fonts better enough to be worth twice the weights: docs/handwriting.md).
 */
export function bodyFeatures(body: readonly Stroke[], stretched = false): Float32Array {
  const features = new Float32Array(stretched ? STRETCHED_FEATURE_LENGTH : BODY_FEATURE_LENGTH);
  const ink = withoutRetrace(upright(body));
  features.set(directionFeatures(ink));
  const box = boundingBox(body.flat());
  const squash = (value: number) => Math.tanh(value);
  features[FEATURE_LENGTH] = squash((X_LINE - box.top) / X_HEIGHT);
  features[FEATURE_LENGTH + 1] = squash((box.bottom - BASELINE) / X_HEIGHT);
  features[FEATURE_LENGTH + 2] = squash(box.width / X_HEIGHT / 2);
  features[FEATURE_LENGTH + 3] = squash(box.height / X_HEIGHT / 2);
  features[FEATURE_LENGTH + 4] = squash(Math.log((box.width + 1) / (box.height + 1)));
  if (stretched) features.set(directionFeatures(ink, 'stretched'), BODY_FEATURE_LENGTH);
  return features;
}

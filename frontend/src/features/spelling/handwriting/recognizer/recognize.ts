import bodyModel from './body-model.json' with { type: 'json' };
import { bodyFeatures, type FeatureOptions } from './body-features';
import { classifier, readsMaps, type Classify, type ModelData } from './classifier';
import { boundingBox, type Stroke } from './geometry';
import { X_HEIGHT, X_LINE } from './guides';
import { classifyAbove, splitMarks, type Mark } from './marks';
import type { BodyLabel } from './templates';

export interface Reading {
  /** The letter read. */
  letter: string;
  /** The next best letters, best first (never `letter`). */
  alternatives: string[];
}

/** The letter each base becomes with each mark; a base missing from a mark's row cannot carry it. */
const WITH_MARK: Record<Mark, Partial<Record<BodyLabel, string>>> = {
  dot: { ı: 'i', l: 'i', ȷ: 'j' },
  acute: { e: 'é' },
  grave: { e: 'è', a: 'à', u: 'ù' },
  circumflex: { e: 'ê', a: 'â', ı: 'î', l: 'î', o: 'ô', u: 'û' },
  diaeresis: { e: 'ë', ı: 'ï', l: 'ï', u: 'ü' },
  cedilla: { c: 'ç', ç: 'ç' },
};
/** The marks a hand most often makes look like the one read: tried next, for the alternatives. */
const NEAR_MARKS: Record<Mark, Mark[]> = {
  dot: ['acute', 'grave', 'diaeresis'],
  acute: ['grave', 'dot', 'circumflex'],
  grave: ['acute', 'dot', 'circumflex'],
  circumflex: ['acute', 'grave', 'diaeresis'],
  diaeresis: ['dot', 'circumflex'],
  cedilla: [],
};

/** Bases less likely than this share of the best one are not worth a mark: the mark is ignored instead. */
const CLOSE_ENOUGH = 0.05;

/**
 * The French lower-case letter (a–z, é è ê ë à â î ï ô ù û ü ç, œ æ), apostrophe or hyphen drawn in one letter box
 * (`guides.ts` units, y down), with the next best readings; `undefined` for an empty box.
 *
 * The marks (dot, accents, diaeresis, a detached cedilla) are taken apart and read by their shape; the body of the
 * letter goes to the classifier (`body-features.ts`, `classifier.ts`), which gives each base its probability. The
 * mark then picks the accented letter among the likely bases that can carry it.
 */
export function reader(classify: Classify, views: readonly View[] = [IDENTITY], features: FeatureOptions = {}): (strokes: readonly Stroke[]) => Reading | undefined {
  return (strokes) => {
    const inked = strokes.filter((stroke) => stroke.length > 0);
    if (inked.length === 0) return undefined;
    const punctuation = readPunctuation(inked);
    if (punctuation) return punctuation;

    const { body, above, below } = splitMarks(inked);
    const mark: Mark | undefined = below.length > 0 ? 'cedilla' : classifyAbove(above);
    const ranking = readBody((ink) => classify(bodyFeatures(ink, features)), body, views);
    const plain = (label: BodyLabel): string => (label === 'ı' ? 'i' : label === 'ȷ' ? 'j' : label);
    const candidates: string[] = [];
    const add = (letter: string | undefined) => {
      if (letter && !candidates.includes(letter)) candidates.push(letter);
    };
    const close = ranking.filter(({ probability }) => probability >= ranking[0]!.probability * CLOSE_ENOUGH);
    if (mark) {
      for (const { label } of close) add(WITH_MARK[mark][label]);
      for (const near of NEAR_MARKS[mark]) for (const { label } of close) add(WITH_MARK[near][label]);
    }
    // No likely base can carry the mark: it was a stray stroke, and the shape decides.
    for (const { label } of ranking) add(plain(label));
    return { letter: candidates[0]!, alternatives: candidates.slice(1, 5) };
  };
}

/** A way of looking at the body again: turned by `rotation` radians and widened by `stretch`, about its centre. */
export interface View { rotation: number; stretch: number }
const IDENTITY: View = { rotation: 0, stretch: 1 };

/**
 * The bases with their probabilities averaged over the views of the body (test-time augmentation: a letter read
 * turned a little either way is read more steadily than at the one angle it was drawn).
 */
function readBody(classify: (ink: readonly Stroke[]) => ReturnType<Classify>, body: readonly Stroke[], views: readonly View[]): { label: BodyLabel; probability: number }[] {
  if (views.length === 1 && views[0] === IDENTITY) return classify(body) as { label: BodyLabel; probability: number }[];
  const box = boundingBox(body.flat());
  const centre = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  const total = new Map<BodyLabel, number>();
  for (const { rotation, stretch } of views) {
    const [cos, sin] = [Math.cos(rotation), Math.sin(rotation)];
    const seen = body.map((stroke) => stroke.map(({ x, y }) => {
      const dx = (x - centre.x) * stretch;
      const dy = y - centre.y;
      return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
    }));
    for (const { label, probability } of classify(seen)) total.set(label as BodyLabel, (total.get(label as BodyLabel) ?? 0) + probability / views.length);
  }
  return [...total].map(([label, probability]) => ({ label, probability })).sort((a, b) => b.probability - a.probability);
}

/**
 * The letter read with the shipped model (`body-model.json`, trained by `bench/handwriting-train.ts`), over the views
 * it was chosen with (written beside its weights).
 */
const shipped = bodyModel as ModelData & { views?: View[] };
export const recognize = reader(classifier(shipped), shipped.views, { maps: readsMaps(shipped) });

/** A lone short stroke: a hyphen across the middle of the small letters, or an apostrophe up high. */
function readPunctuation(strokes: readonly Stroke[]): Reading | undefined {
  if (strokes.length > 2) return undefined;
  const box = boundingBox(strokes.flat());
  if (Math.max(box.width, box.height) > X_HEIGHT * 0.9) return undefined;
  const middle = (box.top + box.bottom) / 2;
  if (box.width > box.height * 1.6 && middle > X_LINE && middle < X_LINE + X_HEIGHT) return { letter: '-', alternatives: ['\''] };
  if (box.height >= box.width * 0.8 && box.bottom < X_LINE + X_HEIGHT * 0.3) return { letter: '\'', alternatives: ['-'] };
  return undefined;
}

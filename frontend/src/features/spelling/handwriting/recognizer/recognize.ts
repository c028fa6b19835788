import { boundingBox, upright, withoutRetrace, type Stroke } from './geometry';
import { BASELINE, X_HEIGHT, X_LINE } from './guides';
import { classifyAbove, splitMarks, type Mark } from './marks';
import { rankLabels, toCloud, type Template } from './point-cloud';
import { directionFeatures, featureDistance, featureVariants } from './direction-features';
import { bodyTemplates, type BodyLabel } from './templates';

export interface Reading {
  /** The letter read. */
  letter: string;
  /** The next best letters, best first (never `letter`). */
  alternatives: string[];
}

type Ranking = { label: BodyLabel; distance: number }[];

const cloudTemplates: readonly Template<BodyLabel>[] = bodyTemplates.map(({ label, strokes }) => ({ label, cloud: toCloud(strokes) }));
const featureTemplates = bodyTemplates.flatMap(({ label, strokes }) => featureVariants(strokes).map((features) => ({ label, features })));

/** Weight of the direction features against the point cloud when both rankings are merged. */
const FEATURE_WEIGHT = 0.5;
/** Bases farther than this (merged score, best = 1 + FEATURE_WEIGHT) are not worth a mark: the mark is ignored instead. */
const CLOSE_ENOUGH = 1.35;
/** A stem whose top rises this far above the x-height line is an « l », not an « i » without its dot. */
const ASCENDER = X_HEIGHT * 0.45;
/** A letter drawn across the wrong guide line (a « d » without its ascender) scores this much worse. */
const ZONE_PENALTY = 0.2;

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

/** Which letters rise above the x-height line and which go below the baseline (left out: either, by style). */
const ZONES: Record<BodyLabel, { ascender?: boolean; descender?: boolean }> = {
  a: { ascender: false, descender: false }, b: { ascender: true, descender: false }, c: { ascender: false, descender: false },
  d: { ascender: true, descender: false }, e: { ascender: false, descender: false }, f: { ascender: true }, g: { ascender: false, descender: true },
  h: { ascender: true, descender: false }, ı: { ascender: false, descender: false }, ȷ: { ascender: false, descender: true },
  k: { ascender: true, descender: false }, l: { ascender: true, descender: false }, m: { ascender: false, descender: false },
  n: { ascender: false, descender: false }, o: { ascender: false, descender: false }, p: { ascender: false, descender: true },
  q: { ascender: false, descender: true }, r: { ascender: false, descender: false }, s: { ascender: false, descender: false },
  t: { descender: false }, u: { ascender: false, descender: false }, v: { ascender: false, descender: false },
  w: { ascender: false, descender: false }, x: { ascender: false, descender: false }, y: { ascender: false, descender: true },
  z: { ascender: false }, ç: { ascender: false }, œ: { ascender: false, descender: false }, æ: { ascender: false, descender: false },
  '-': {}, '\'': {},
};

/**
 * The French lower-case letter (a–z, é è ê ë à â î ï ô ù û ü ç, œ æ), apostrophe or hyphen drawn in one letter box
 * (`guides.ts` units, y down), with the next best readings; `undefined` for an empty box.
 *
 * The body of the letter (without its marks) is set upright, its retraced parts taken out, then ranked against the
 * templates twice, by $P+ point cloud and by direction features, and the two rankings merged; the guide lines break
 * near ties (an ascender makes a « d », not an « a »). The marks read apart then pick the accented letter among the
 * close bases that can carry them.
 */
export function recognize(strokes: readonly Stroke[]): Reading | undefined {
  const inked = strokes.filter((stroke) => stroke.length > 0);
  if (inked.length === 0) return undefined;
  const punctuation = readPunctuation(inked);
  if (punctuation) return punctuation;

  const { body, above, below } = splitMarks(inked);
  const mark: Mark | undefined = below.length > 0 ? 'cedilla' : classifyAbove(above);
  const bodyBox = boundingBox(body.flat());
  const zones = { ascender: bodyBox.top < X_LINE - ASCENDER, descender: bodyBox.bottom > BASELINE + ASCENDER };
  const ink = withoutRetrace(upright(body));
  const ranking = merge(rankLabels(toCloud(ink), cloudTemplates), rankByFeatures(ink)).map(({ label, distance }) => {
    const expected = ZONES[label];
    const misplaced = Number(expected.ascender !== undefined && expected.ascender !== zones.ascender) + Number(expected.descender !== undefined && expected.descender !== zones.descender);
    return { label, distance: distance * (1 + ZONE_PENALTY * misplaced) };
  }).sort((a, b) => a.distance - b.distance);

  const plain = (label: BodyLabel): string => {
    if (label === 'ı' || label === 'l') return zones.ascender ? 'l' : 'i';
    if (label === 'ȷ') return 'j';
    return label;
  };
  const candidates: string[] = [];
  const add = (letter: string | undefined) => {
    if (letter && !candidates.includes(letter)) candidates.push(letter);
  };
  const close = ranking.filter(({ distance }) => distance <= ranking[0]!.distance * CLOSE_ENOUGH);
  if (mark) {
    for (const { label } of close) add(WITH_MARK[mark][label]);
    for (const near of NEAR_MARKS[mark]) for (const { label } of close) add(WITH_MARK[near][label]);
  }
  // No close base can carry the mark: it was a stray stroke, and the shape decides.
  for (const { label } of ranking) add(plain(label));
  return { letter: candidates[0]!, alternatives: candidates.slice(1, 5) };
}

function rankByFeatures(strokes: readonly Stroke[]): Ranking {
  const features = directionFeatures(strokes);
  const best = new Map<BodyLabel, number>();
  for (const template of featureTemplates) {
    const d = featureDistance(features, template.features);
    if (d < (best.get(template.label) ?? Infinity)) best.set(template.label, d);
  }
  return [...best].map(([label, distance]) => ({ label, distance }));
}

/** Each ranking's distances relative to its own best, summed (the features weighted by FEATURE_WEIGHT). */
function merge(clouds: Ranking, features: Ranking): Ranking {
  const bestCloud = Math.min(...clouds.map(({ distance }) => distance)) || 1;
  const bestFeature = Math.min(...features.map(({ distance }) => distance)) || 1;
  const byFeature = new Map(features.map(({ label, distance }) => [label, distance / bestFeature]));
  return clouds.map(({ label, distance }) => ({ label, distance: distance / bestCloud + FEATURE_WEIGHT * byFeature.get(label)! }));
}

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

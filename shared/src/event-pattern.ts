/**
 * EventBridge event pattern matching, in EventBridge's native JSON pattern language, for the operators Plume uses:
 * exact values (any of a list), prefix, suffix, equals-ignore-case, wildcard, anything-but, numeric ranges,
 * exists, and $or. Arrays in the event match when any element matches. Pure: the local cloud routes events with it.
 */
export type EventPattern = { [field: string]: EventPattern | PatternMatcher[] | EventPattern[] };
export type PatternMatcher =
  | string
  | number
  | boolean
  | null
  | { prefix: string }
  | { suffix: string }
  | { 'equals-ignore-case': string }
  | { wildcard: string }
  | { 'anything-but': AnythingBut }
  | { numeric: (string | number)[] }
  | { exists: boolean };
type AnythingBut = string | number | (string | number)[] | { prefix: string } | { suffix: string } | { wildcard: string } | { 'equals-ignore-case': string | string[] };

const MISSING = Symbol('missing');
type Value = unknown;

export function matchesPattern(pattern: EventPattern, event: unknown): boolean {
  return matchObject(pattern, event);
}

function matchObject(pattern: EventPattern, value: Value): boolean {
  for (const [key, rule] of Object.entries(pattern)) {
    if (key === '$or') {
      const alternatives = rule as EventPattern[];
      if (!alternatives.some((alternative) => matchObject(alternative, value))) return false;
      continue;
    }
    const field = isRecord(value) && key in value ? value[key] : MISSING;
    if (Array.isArray(rule)) {
      if (!matchLeaf(rule as PatternMatcher[], field)) return false;
    } else if (!matchNested(rule as EventPattern, field)) {
      return false;
    }
  }
  return true;
}

function matchNested(pattern: EventPattern, field: Value | typeof MISSING): boolean {
  if (field === MISSING) return allowsMissing(pattern);
  if (Array.isArray(field)) return field.some((element) => matchObject(pattern, element));
  return matchObject(pattern, field);
}

/** A nested pattern can match an absent object only when every leaf below it asks for `exists: false`. */
function allowsMissing(pattern: EventPattern): boolean {
  return Object.entries(pattern).every(([key, rule]) => {
    if (key === '$or') return (rule as EventPattern[]).some(allowsMissing);
    if (Array.isArray(rule)) return (rule as PatternMatcher[]).some((m) => isRecord(m) && 'exists' in m && m.exists === false);
    return allowsMissing(rule as EventPattern);
  });
}

function matchLeaf(matchers: PatternMatcher[], field: Value | typeof MISSING): boolean {
  return matchers.some((matcher) => {
    if (isRecord(matcher) && 'exists' in matcher) return matcher.exists === (field !== MISSING);
    if (field === MISSING) return false;
    const candidates = Array.isArray(field) ? field : [field];
    return candidates.some((candidate) => matchOne(matcher, candidate));
  });
}

function matchOne(matcher: PatternMatcher, value: Value): boolean {
  if (!isRecord(matcher)) return matcher === value;
  if ('prefix' in matcher) return typeof value === 'string' && value.startsWith(matcher.prefix);
  if ('suffix' in matcher) return typeof value === 'string' && value.endsWith(matcher.suffix);
  if ('equals-ignore-case' in matcher) return typeof value === 'string' && value.toLowerCase() === matcher['equals-ignore-case'].toLowerCase();
  if ('wildcard' in matcher) return typeof value === 'string' && wildcardRegExp(matcher.wildcard).test(value);
  if ('numeric' in matcher) return typeof value === 'number' && matchNumeric(matcher.numeric, value);
  if ('anything-but' in matcher) return !matchAnythingBut(matcher['anything-but'], value);
  return false;
}

function matchAnythingBut(excluded: AnythingBut, value: Value): boolean {
  if (Array.isArray(excluded)) return excluded.some((item) => item === value);
  if (!isRecord(excluded)) return excluded === value;
  if ('equals-ignore-case' in excluded) {
    const list = ([] as string[]).concat(excluded['equals-ignore-case']);
    return typeof value === 'string' && list.some((item) => item.toLowerCase() === value.toLowerCase());
  }
  return matchOne(excluded as PatternMatcher, value);
}

function matchNumeric(conditions: (string | number)[], value: number): boolean {
  for (let i = 0; i < conditions.length; i += 2) {
    const operator = conditions[i];
    const bound = Number(conditions[i + 1]);
    const holds =
      operator === '=' ? value === bound
      : operator === '<' ? value < bound
      : operator === '<=' ? value <= bound
      : operator === '>' ? value > bound
      : operator === '>=' ? value >= bound
      : false;
    if (!holds) return false;
  }
  return conditions.length > 0;
}

const wildcardCache = new Map<string, RegExp>();
function wildcardRegExp(wildcard: string): RegExp {
  let compiled = wildcardCache.get(wildcard);
  if (!compiled) {
    const source = wildcard.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    compiled = new RegExp(`^${source}$`, 's');
    wildcardCache.set(wildcard, compiled);
  }
  return compiled;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

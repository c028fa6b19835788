/*
 * What the manifest-wide fuzz tests (HTTP routes and WebSocket actions) send: hostile values, and the smallest valid
 * body of a schema to start from, so that every field can be replaced in turn once parsing lets the body through.
 */
export type JsonSchema = {
  type?: string | string[]; enum?: unknown[]; const?: unknown; pattern?: string; format?: string; minLength?: number; maxLength?: number;
  minimum?: number; maximum?: number; minItems?: number; properties?: Record<string, JsonSchema>; required?: string[];
  items?: JsonSchema | false; prefixItems?: JsonSchema[]; anyOf?: JsonSchema[]; oneOf?: JsonSchema[];
};

/** The smallest value a schema accepts (refinements aside), to start mutations from a body that gets past parsing. */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  switch ([schema.type].flat()[0]) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties![key]!)]));
    case 'array':
      return schema.prefixItems ? schema.prefixItems.map(sample) : Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items || {}));
    case 'string':
      if (schema.format === 'email') return 'fuzz@plume.test';
      if (schema.pattern === '^\\d{4}$') return '1234';
      return 'fuzz'.padEnd(Math.max(schema.minLength ?? 1, 4), 'z').slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** Paths of every property the schema names (the first variant of a union), to replace one at a time. */
export function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return fieldPaths(variant, prefix);
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

export function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

export const hostileValues: [string, unknown][] = [
  ['1,100 characters', 'x'.repeat(1_100)],
  ['100,000 characters', 'y'.repeat(100_000)],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['a fraction', 0.5],
  ['null', null],
  ['an object', { $ne: null }],
  ['an array', ['a', 'b']],
  ['a bidi override', 'Léa\u202Egnp.exe'],
  ['a lone surrogate', 'Léa\uD800'],
  ['a control character', 'Léa\u0000\u0007'],
  ['an injection', "' OR 1=1 --<script>alert(1)</script>"],
];


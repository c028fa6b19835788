import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Endpoint } from './endpoint.ts';
import * as endpoints from './endpoints.ts';
import { STAFF_GROUPS } from './staff-mfa.ts';

type JsonSchema = { type?: string | string[]; enum?: unknown[]; const?: unknown; maxLength?: number; maxItems?: number; maxProperties?: number; propertyNames?: JsonSchema; items?: JsonSchema | false; prefixItems?: JsonSchema[]; properties?: Record<string, JsonSchema>; additionalProperties?: JsonSchema | boolean; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/** Every place in a request schema where a string has no maximum length, or an array no maximum size. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => unbounded(child, `${path}.${key}`)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((child) => unbounded(child, path)),
    ...(schema.prefixItems ?? []).flatMap((child, i) => unbounded(child, `${path}[${i}]`)),
    ...(schema.items ? unbounded(schema.items, `${path}[]`) : []),
    ...(typeof schema.additionalProperties === 'object' ? unbounded(schema.additionalProperties, `${path}.*`) : []),
  ];
  const types = [schema.type ?? []].flat();
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  const problems = [
    ...(types.includes('string') && !fixed && schema.maxLength === undefined ? [`${path}: string without a maximum length`] : []),
    ...(types.includes('array') && schema.maxItems === undefined ? [`${path}: array without a maximum size`] : []),
    // A record (a map of keys to values) is bounded when its number of keys and their length are.
    ...(types.includes('object') && schema.additionalProperties !== false && schema.properties === undefined && !(schema.maxProperties !== undefined && schema.propertyNames?.maxLength !== undefined)
      ? [`${path}: object with any keys`]
      : []),
  ];
  return [...problems, ...nested];
}

describe('endpoint contracts', () => {
  const all = Object.entries(endpoints) as [string, Endpoint][];

  it('bound every id, string and list a request can carry: nothing unbounded reaches a table key', () => {
    const problems = all.flatMap(([name, endpoint]) => unbounded(z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema, name));
    expect(problems).toEqual([]);
  });

  it('state who may call each: a level, and a staff group exactly on group endpoints', () => {
    const levels = ['none', 'user', 'premium', 'player', 'group'];
    const problems = all.filter(([, endpoint]) => !levels.includes(endpoint.auth) || (endpoint.auth === 'group') !== (STAFF_GROUPS as readonly unknown[]).includes((endpoint as { group?: unknown }).group));
    expect(problems.map(([name]) => name)).toEqual([]);
  });

  it('name each path once', () => {
    const paths = all.map(([, endpoint]) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

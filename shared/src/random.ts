/** A source of whole numbers in [0, maxExclusive): `crypto.randomInt` on the server, anything in tests. Pure rules take it as an argument. */
export type RandomInt = (maxExclusive: number) => number;

/** A seeded source of floats in [0, 1) (mulberry32): simulations and property tests replay exactly from their seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a (32 bits) of a text's code points: a stable number from a name, for a seed or a shard. Never for secrets. */
export function hashOfText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  return hash >>> 0;
}

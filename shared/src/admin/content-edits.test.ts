import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlayEdits, shownItems } from './content-edits.ts';

const item = (id: string, text = id) => ({ id, text });
const seeded = [item('a'), item('b'), item('c')];

describe('overlayEdits', () => {
  it('replaces seeded items by their edits and appends added ones', () => {
    const merged = overlayEdits(seeded, [{ item: item('b', 'B'), hidden: true, version: 2 }, { item: item('z'), hidden: false, version: 1 }], (i) => i.id);
    expect(merged.map((e) => [e.item.id, e.item.text, e.hidden, e.version, e.origin])).toEqual([
      ['a', 'a', false, 0, 'seed'], ['b', 'B', true, 2, 'seed'], ['c', 'c', false, 0, 'seed'], ['z', 'z', false, 1, 'admin'],
    ]);
    expect(shownItems(merged).map((i) => i.id)).toEqual(['a', 'c', 'z']);
  });

  it('for any edits: one item per id, and an item is shown exactly when it is not hidden', () => {
    const edit = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'x', 'y'), hidden: fc.boolean(), version: fc.integer({ min: 1, max: 9 }) });
    fc.assert(fc.property(fc.uniqueArray(edit, { selector: (e) => e.id }), (drawn) => {
      const merged = overlayEdits(seeded, drawn.map((e) => ({ item: item(e.id), hidden: e.hidden, version: e.version })), (i) => i.id);
      const shown = new Set(shownItems(merged).map((i) => i.id));
      expect(new Set(merged.map((e) => e.item.id)).size).toBe(merged.length);
      for (const e of drawn) expect(shown.has(e.id)).toBe(!e.hidden);
      for (const s of seeded) if (!drawn.some((e) => e.id === s.id)) expect(shown.has(s.id)).toBe(true);
    }));
  });
});

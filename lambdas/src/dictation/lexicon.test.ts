import { describe, expect, it } from 'vitest';
import { dictationLevels } from '@plume/shared/dictation/passage';
import { contentPack } from '#content';
import { fullInflectionTable } from './lexicon.ts';

describe('fullInflectionTable', () => {
  it('gives a text the table the build gives it from the whole lexicon (two passages of each level, read together)', async () => {
    // An entry depends on its word alone, so the table of several texts is the union of their tables.
    const chosen = dictationLevels.flatMap((level) => contentPack.dictations.filter((passage) => passage.level === level).slice(0, 2));
    expect(chosen).toHaveLength(12);
    const built = Object.assign({}, ...chosen.map((passage) => contentPack.dictationInflections[passage.id]));
    const table = await fullInflectionTable({ text: chosen.map((passage) => passage.text).join('\n') });
    expect(Object.keys(table).length).toBeGreaterThan(300);
    expect(table).toEqual(built);
  });

  it('gives words the lexicon does not know no entry (the rules on endings grade them)', async () => {
    expect(await fullInflectionTable({ text: 'Zorglub chantait.' })).toEqual({ chantait: expect.objectContaining({ lemma: 'chanter' }) });
  });
});

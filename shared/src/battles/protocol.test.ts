import { describe, expect, it } from 'vitest';
import { ageBands, difficultyForAge } from '../account.ts';
import { createBattleFrame, createGroupFrame, seekBattleFrame } from './protocol.ts';

const profileId = '7d6c2f1e-4b0a-4c1d-9e8f-0a1b2c3d4e5f';

describe('the language of a battle', () => {
  it('is one the question bank holds: French by default, another refused rather than served French questions', () => {
    expect(createBattleFrame.parse({ action: 'battle_create', profileId, category: 'grammaire' }).language).toBe('fr');
    expect(seekBattleFrame.safeParse({ action: 'battle_seek', profileId, category: 'grammaire', language: 'fr', seekId: 'search-1' }).success).toBe(true);
    expect(seekBattleFrame.safeParse({ action: 'battle_seek', profileId, category: 'grammaire', language: 'en', seekId: 'search-1' }).success).toBe(false);
    expect(createGroupFrame.safeParse({ action: 'group_create', profileId, category: 'grammaire', language: 'fr', seats: 4 }).success).toBe(true);
    expect(createGroupFrame.safeParse({ action: 'group_create', profileId, category: 'grammaire', language: 'en', seats: 4 }).success).toBe(false);
  });
});

describe('a room of one question level', () => {
  it('takes a level of the question bank, or none (every level)', () => {
    const create = { action: 'battle_create', profileId: 'p-1', category: 'grammaire' };
    expect(createBattleFrame.parse({ ...create, level: 'facile' }).level).toBe('facile');
    expect(createBattleFrame.parse(create).level).toBeUndefined();
    expect(createBattleFrame.safeParse({ ...create, level: 'expert' }).success).toBe(false);
    expect(createGroupFrame.parse({ action: 'group_create', profileId: 'p-1', category: 'grammaire', seats: 3, level: 'difficile' }).level).toBe('difficile');
  });

  it('starts from the profile’s age: easy up to 8, middle from 9 to 14, hard from 15', () => {
    expect(ageBands.map(difficultyForAge)).toEqual(['facile', 'facile', 'moyen', 'moyen', 'difficile', 'difficile']);
  });
});

import { describe, expect, it } from 'vitest';
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

import { describe, expect, it } from 'vitest';
import { BATTLE_QUESTION_MS } from '@plume/shared/battles';
import { call, premiumAccount } from '#test/accounts';
import { errorCode, ofType, Player, shownPosition, storedBattle, waitUntil } from '#test/battle-player';

/*
 * Family battles with a time handicap (docs/battles.md, « Family battles ») through the local gateway's real
 * WebSocket: the account holder (an adult) and a 7-year-old profile of the same account in one room, each with their
 * age's time per question; nobody else may sit, and nothing is staked.
 */

describe('family battles with a time handicap', () => {
  it('gives the child twice the adult’s time, seats only the family, and the result says each one’s time', async () => {
    const family = await premiumAccount();
    const created = await call('create_profile', family.token, { name: 'Hugo', avatar: 'hibou', ageBand: '6-8' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const childId = created.body?.data.id as string;
    const stranger = await premiumAccount();
    const [parent, child, outsider] = await Promise.all([
      Player.connect(family.token, family.uid), Player.connect(family.token, childId), Player.connect(stranger.token, stranger.uid),
    ]);
    try {
      // Nothing is staked, and there is no handicap against the bot.
      parent.send('battle_create', { category: 'sciences', handicap: 'time', entryFee: 10 });
      await parent.next(errorCode('battle_handicap_without_fee'));
      parent.send('battle_create', { category: 'sciences', handicap: 'time', bot: 'easy' });
      await parent.next(errorCode('battle_handicap_without_fee'), parent.frames.length - 1);

      parent.send('battle_create', { category: 'sciences', handicap: 'time' });
      const room = await parent.next(ofType('battle_room'));
      expect(room).toMatchObject({ handicap: 'time', entryFee: 0, questionMs: BATTLE_QUESTION_MS, players: [{ profileId: family.uid, questionMs: BATTLE_QUESTION_MS }] });

      // Another family's profile cannot sit; the child can, with twice the time.
      outsider.send('battle_join', { code: room.code });
      await outsider.next(errorCode('battle_family_room'));
      child.send('battle_join', { code: room.code });
      const seated = await child.next(ofType('battle_room'));
      expect(seated).toMatchObject({ questionMs: 2 * BATTLE_QUESTION_MS, players: [{ questionMs: BATTLE_QUESTION_MS }, { profileId: childId, questionMs: 2 * BATTLE_QUESTION_MS }] });

      parent.send('battle_start', { battleId: room.battleId });
      const [parentQuestion, childQuestion] = await Promise.all([parent.next(ofType('battle_question')), child.next(ofType('battle_question'))]);
      expect(parentQuestion.deadline - parentQuestion.shownAt).toBe(BATTLE_QUESTION_MS);
      expect(childQuestion.deadline - childQuestion.shownAt).toBe(2 * BATTLE_QUESTION_MS);
      const battle = await storedBattle(room.battleId);
      expect(battle.deadline - battle.shownAt).toBe(2 * BATTLE_QUESTION_MS);

      // Both right: the reveal comes once both answered.
      await waitUntil(parentQuestion.shownAt);
      parent.send('battle_answer', { battleId: room.battleId, questionId: parentQuestion.questionId, choice: shownPosition(battle, family.uid, 0) });
      child.send('battle_answer', { battleId: room.battleId, questionId: childQuestion.questionId, choice: shownPosition(battle, childId, 0) });
      const reveal = await child.next(ofType('battle_reveal'));
      expect(reveal.players.every((p: { correct: boolean }) => p.correct)).toBe(true);

      // The child leaves: the parent wins by forfeit, and the result says how the handicap applied.
      child.send('battle_leave', { battleId: room.battleId });
      const finished = await parent.next(ofType('battle_finished'));
      expect(finished).toMatchObject({ handicap: 'time', familyGame: true });
      expect(finished.standings).toEqual(expect.arrayContaining([
        expect.objectContaining({ profileId: family.uid, questionMs: BATTLE_QUESTION_MS, result: 'win' }),
        expect.objectContaining({ profileId: childId, questionMs: 2 * BATTLE_QUESTION_MS, left: true }),
      ]));
    } finally {
      for (const p of [parent, child, outsider]) p.close();
    }
  });
});

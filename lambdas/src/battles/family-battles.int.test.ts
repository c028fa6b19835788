import { describe, expect, it } from 'vitest';
import { BATTLE_QUESTION_MS } from '@plume/shared/battles';
import { call, premiumAccount } from '#test/accounts';
import { errorCode, ofType, Player, shownPosition, storedBattle, waitUntil } from '#test/battle-player';

/*
 * Family battles (docs/battles.md, « Family battles ») through the local gateway's real WebSocket: the account holder
 * (an adult) and a 7-year-old profile of the same account in one room, each with their age's time per question, or
 * their age's questions; nobody else may sit, and nothing is staked.
 */

/** The holder (adulte) and Hugo (6–8 ans) of one premium account, each on a socket of its own. */
async function parentAndChild() {
  const family = await premiumAccount();
  const created = await call('create_profile', family.token, { name: 'Hugo', avatar: 'hibou', ageBand: '6-8' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const childId = created.body?.data.id as string;
  const [parent, child] = await Promise.all([Player.connect(family.token, family.uid), Player.connect(family.token, childId)]);
  return { family, childId, parent, child };
}

describe('family battles', () => {
  it('by time: gives the child twice the adult’s time, seats only the family, and the result says each one’s time', async () => {
    const { family, childId, parent, child } = await parentAndChild();
    const stranger = await premiumAccount();
    const outsider = await Player.connect(stranger.token, stranger.uid);
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

  it('by level: each gets questions of their own age’s level, answers them, and the result says each one’s level', async () => {
    const { family, childId, parent, child } = await parentAndChild();
    try {
      parent.send('battle_create', { category: 'sciences', handicap: 'level', level: 'facile' });
      await parent.next(errorCode('battle_handicap_level_chosen'));
      parent.send('battle_create', { category: 'sciences', handicap: 'level' });
      const room = await parent.next(ofType('battle_room'));
      child.send('battle_join', { code: room.code });
      const seated = await child.next(ofType('battle_room'));
      expect(seated).toMatchObject({ handicap: 'level', players: [{ profileId: family.uid, level: 'difficile' }, { profileId: childId, level: 'facile' }] });

      parent.send('battle_start', { battleId: room.battleId });
      const [parentQuestion, childQuestion] = await Promise.all([parent.next(ofType('battle_question')), child.next(ofType('battle_question'))]);
      expect(childQuestion.questionId).not.toBe(parentQuestion.questionId);
      const battle = await storedBattle(room.battleId);
      const { categoryQuestions } = await import('#questions/data/catalog');
      const difficulty = new Map((await categoryQuestions('sciences')).map((q) => [q.id, q.difficulty]));
      const levels = (profileId: string) => new Set((battle.players[profileId].questions as { sourceId: string }[]).map((q) => difficulty.get(q.sourceId)));
      expect(levels(family.uid)).toEqual(new Set(['difficile']));
      expect(levels(childId)).toEqual(new Set(['facile']));

      // Each answers their own question rightly (the other's is not theirs to answer).
      await waitUntil(parentQuestion.shownAt);
      const rightFor = (profileId: string) => {
        const question = battle.players[profileId].questions[0] as { answer: number };
        return (battle.players[profileId].orders[0] as number[]).indexOf(question.answer);
      };
      child.send('battle_answer', { battleId: room.battleId, questionId: parentQuestion.questionId, choice: 0 });
      await child.next(errorCode('battle_question_not_open'));
      parent.send('battle_answer', { battleId: room.battleId, questionId: parentQuestion.questionId, choice: rightFor(family.uid) });
      child.send('battle_answer', { battleId: room.battleId, questionId: childQuestion.questionId, choice: rightFor(childId) });
      const reveal = await child.next(ofType('battle_reveal'));
      expect(reveal).toMatchObject({ questionId: childQuestion.questionId, correctChoice: rightFor(childId), yourChoice: rightFor(childId) });
      expect(reveal.players.every((p: { correct: boolean }) => p.correct)).toBe(true);

      child.send('battle_leave', { battleId: room.battleId });
      const finished = await parent.next(ofType('battle_finished'));
      expect(finished).toMatchObject({ handicap: 'level', familyGame: true });
      expect(finished.standings).toEqual(expect.arrayContaining([expect.objectContaining({ profileId: childId, level: 'facile' })]));
    } finally {
      for (const p of [parent, child]) p.close();
    }
  });
});

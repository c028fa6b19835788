import { describe, expect, it } from 'vitest';
import { eventually } from '#test/cloud-client';
import { premiumAccount } from '#test/accounts';
import { closeQuestionWindow, errorCode, ofType, Player, shownPosition, storedBattle, waitUntil, walletOf, type Frame } from '#test/battle-player';

/*
 * Q&A rounds (docs/qanda.md) through the local gateway's real WebSocket: solo, and a team that answers together —
 * proposals, the majority, the captain's tie-break, the shared score and the live discussion.
 */

async function players(count: number): Promise<Player[]> {
  const accounts = await Promise.all(Array.from({ length: count }, () => premiumAccount()));
  return Promise.all(accounts.map((a) => Player.connect(a.token, a.uid)));
}

const closeAll = (list: Player[]) => list.forEach((p) => p.close());

/** A team room of the captain and `members`, everyone ready and the round started; returns the room and the item. */
async function startedTeam(captain: Player, members: Player[]) {
  captain.send('qanda_create', { mode: 'team', category: 'conjugaison', level: 'moyen', seats: members.length + 1 });
  const room = await captain.next(ofType('battle_room'));
  expect(room).toMatchObject({ qanda: { mode: 'team', level: 'moyen' }, entryFee: 0 });
  for (const member of members) {
    member.send('battle_join', { code: room.code });
    await member.next(ofType('battle_room'));
    member.send('battle_ready', { battleId: room.battleId, ready: true });
  }
  await captain.next(ofType('battle_room', (f) => f.players.length === members.length + 1 && Object.values(f.ready as Record<string, boolean>).filter(Boolean).length === members.length));
  captain.send('battle_start', { battleId: room.battleId });
  await Promise.all([captain, ...members].map((p) => p.next(ofType('battle_question', (f) => f.index === 0))));
  return { room, battle: await storedBattle(room.battleId) };
}

describe.concurrent('Q&A rounds over the WebSocket API', () => {
  it('plays a solo round of one level at once, with no coins moved', async () => {
    const [player] = (await players(1)) as [Player];
    try {
      const coins = await eventually(() => walletOf(player.profileId), (balance) => balance > 0);
      player.send('qanda_create', { mode: 'solo', category: 'orthographe', level: 'facile' });
      const room = await player.next(ofType('battle_room'));
      expect(room).toMatchObject({ status: 'playing', seats: 1, qanda: { mode: 'solo', level: 'facile' } });
      const battle = await storedBattle(room.battleId);
      // Every question is of the level asked (facile = difficulty 3 on the battles' scale).
      expect(new Set(battle.questions.map((q: Frame) => q.difficulty))).toEqual(new Set([3]));
      const question = await player.next(ofType('battle_question'));
      await waitUntil(question.shownAt);
      player.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: shownPosition(battle, player.profileId, 0) });
      // Alone, the reveal follows the answer at once.
      const reveal = await player.next(ofType('battle_reveal'));
      expect(reveal.yourChoice).toBe(reveal.correctChoice);
      // Nothing was held: learning rounds are part of the subscription, not played for coins.
      expect(await walletOf(player.profileId)).toBe(coins);
    } finally {
      player.close();
    }
  });

  it('gives a solo round a resume token: a new socket takes the round back on the same question', async () => {
    const account = await premiumAccount();
    const player = await Player.connect(account.token, account.uid);
    let back: Player | undefined;
    try {
      player.send('qanda_create', { mode: 'solo', category: 'grammaire', level: 'moyen' });
      const seat = await player.next(ofType('battle_seat'));
      const question = await player.next(ofType('battle_question'));
      player.socket.terminate();
      back = await Player.connect(account.token, account.uid);
      back.send('battle_resume', { battleId: seat.battleId, token: seat.resumeToken });
      const snapshot = await back.next(ofType('battle_snapshot'));
      expect(snapshot.room).toMatchObject({ qanda: { mode: 'solo', level: 'moyen' }, status: 'playing' });
      expect(snapshot.question).toMatchObject({ questionId: question.questionId, deadline: question.deadline, options: question.options });
      // The round goes on with the new socket: its answer is taken and revealed there.
      await waitUntil(question.shownAt);
      back.send('battle_answer', { battleId: seat.battleId, questionId: question.questionId, choice: 0 });
      await back.next(ofType('battle_reveal', (f) => f.index === 0));
    } finally {
      player.close();
      back?.close();
    }
  });

  it('a team answers by majority, the captain breaks ties, the score is shared, and one member’s 10 proposals count once', async () => {
    const all = await players(3);
    const [captain, a, b] = all as [Player, Player, Player];
    try {
      const { room, battle } = await startedTeam(captain, [a, b]);
      // Every member sees the options in the same order.
      const orders = all.map((p) => JSON.stringify(battle.players[p.profileId].orders));
      expect(new Set(orders).size).toBe(1);
      const right = (index: number) => shownPosition(battle, captain.profileId, index);
      const wrong = (index: number, nth = 0) => [0, 1, 2, 3].filter((c) => c !== right(index))[nth]!;

      // Question 1: two members propose the right option, the captain a wrong one: the majority wins.
      let question = await captain.next(ofType('battle_question', (f) => f.index === 0));
      await waitUntil(question.shownAt);
      // A battle answer is refused in a team: members propose.
      captain.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0 });
      await captain.next(errorCode('qanda_team_proposes'));
      const from = captain.frames.length;
      for (let copy = 0; copy < 10; copy++) a.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: right(0) });
      await eventually(async () => a.frames.filter((f) => f.type === 'battle_answer_ack' || (f.type === 'error' && f.code === 'battle_already_answered')).length, (n) => n >= 10);
      expect(a.frames.filter((f) => f.type === 'battle_answer_ack')).toHaveLength(1);
      // The team sees the proposal live; the answer itself is still hidden.
      const seen = await captain.next(ofType('qanda_proposal'), from);
      expect(seen).toMatchObject({ profileId: a.profileId });
      expect(captain.frames.slice(from).some((f) => f.type === 'battle_reveal')).toBe(false);
      b.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: right(0) });
      captain.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: wrong(0) });
      let reveals = await Promise.all(all.map((p) => p.next(ofType('battle_reveal', (f) => f.index === 0))));
      // a's proposal counted once (the 9 copies changed nothing): two right against the captain's wrong one.
      expect(reveals[0]!.team).toMatchObject({ choice: right(0), correct: true });
      expect(reveals[0]!.team.proposals).toHaveLength(3);
      const shared = reveals[0]!.players.map((p: Frame) => p.totalPoints);
      expect(new Set(shared).size).toBe(1);
      expect(shared[0]).toBeGreaterThan(0);

      // Question 2: three different proposals, a tie: the captain's (right) one is the team's.
      question = await captain.next(ofType('battle_question', (f) => f.index === 1), 0);
      await waitUntil(question.shownAt);
      a.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: wrong(1, 0) });
      b.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: wrong(1, 1) });
      captain.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: right(1) });
      reveals = await Promise.all(all.map((p) => p.next(ofType('battle_reveal', (f) => f.index === 1))));
      expect(reveals[0]!.team).toMatchObject({ choice: right(1), correct: true });
      expect(reveals.every((r) => new Set(r.players.map((p: Frame) => p.totalCorrect)).size === 1 && r.players[0].totalCorrect === 2)).toBe(true);
    } finally {
      closeAll(all);
    }
  });

  it('refuses a late proposal, and locks the team answer at the deadline with the proposals made', async () => {
    const all = await players(2);
    const [captain, member] = all as [Player, Player];
    try {
      const { room } = await startedTeam(captain, [member]);
      const question = await captain.next(ofType('battle_question'));
      await waitUntil(question.shownAt);
      captain.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: 2 });
      await captain.next(ofType('battle_answer_ack'));
      await closeQuestionWindow(room.battleId, question);
      member.send('qanda_propose', { battleId: room.battleId, questionId: question.questionId, choice: 1, lagMs: 300 });
      await member.next(errorCode('battle_question_closed'));
      member.send('battle_nudge', { battleId: room.battleId, questionId: question.questionId });
      const reveal = await captain.next(ofType('battle_reveal'));
      expect(reveal.team.choice).toBe(2);
      expect(reveal.team.proposals).toEqual([{ profileId: captain.profileId, choice: 2 }]);
    } finally {
      closeAll(all);
    }
  });

  it('shows the discussion to the team only, refuses control characters and more than 5 lines in 10 s', async () => {
    const all = await players(3);
    const [captain, member, outsider] = all as [Player, Player, Player];
    try {
      captain.send('qanda_create', { mode: 'team', category: 'vocabulaire', level: 'facile', seats: 2 });
      const room = await captain.next(ofType('battle_room'));
      member.send('battle_join', { code: room.code });
      await member.next(ofType('battle_room'));
      member.send('qanda_say', { battleId: room.battleId, text: '  Je pense que c’est la B\u202f!  ' });
      const said = await captain.next(ofType('qanda_said'));
      expect(said).toMatchObject({ profileId: member.profileId, text: 'Je pense que c’est la B\u202f!' });
      await member.next(ofType('qanda_said'));
      expect(outsider.frames.some((f) => f.type === 'qanda_said')).toBe(false);
      outsider.send('qanda_say', { battleId: room.battleId, text: 'intrus' });
      await outsider.next(errorCode('battle_not_found'));
      member.send('qanda_say', { battleId: room.battleId, text: 'bon\u0007jour' });
      await member.next(errorCode('invalid_request'));
      member.send('qanda_say', { battleId: room.battleId, text: 'x'.repeat(201) });
      await member.next(errorCode('invalid_request'), member.frames.findIndex(errorCode('invalid_request')) + 1);
      // Four more lines fit in the window (five in all), the next ones are refused.
      const from = member.frames.length;
      for (let i = 0; i < 8; i++) member.send('qanda_say', { battleId: room.battleId, text: `ligne ${i}` });
      await eventually(async () => member.frames.slice(from).filter((f) => f.type === 'qanda_said' || f.type === 'error').length, (n) => n >= 8);
      expect(member.frames.slice(from).filter((f) => f.type === 'qanda_said')).toHaveLength(4);
      expect(member.frames.slice(from).filter(errorCode('qanda_say_too_fast'))).toHaveLength(4);
    } finally {
      closeAll(all);
    }
  });
});

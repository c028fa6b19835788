import { describe, expect, it } from 'vitest';
import { rankPlayers } from '@plume/shared/battles';
import { eventually } from '#test/cloud-client';
import { premiumAccount } from '#test/accounts';
import { errorCode, ofType, Player, shownPosition, storedBattle, waitUntil, walletOf, type Frame } from '#test/battle-player';

/*
 * Group battles (docs/battles.md, « Group battles ») through the local gateway's real WebSocket: up to four `ws`
 * clients per room. Each test has its own accounts; a question shows 3 s after the previous reveal.
 */

async function players(count: number, entryFee = 0): Promise<Player[]> {
  const accounts = await Promise.all(Array.from({ length: count }, () => premiumAccount()));
  // Welcome coins arrive by event: wait for them before anyone pays an entry fee.
  if (entryFee) await Promise.all(accounts.map((a) => eventually(() => walletOf(a.uid), (balance) => balance >= entryFee)));
  return Promise.all(accounts.map((a) => Player.connect(a.token, a.uid)));
}

/** The owner opens a room of `seats`; the guests join by its code and are all seated when this returns. */
async function groupRoom(owner: Player, guests: Player[], seats: number, options: Frame = {}) {
  owner.send('group_create', { category: 'grammaire', seats, ...options });
  const room = await owner.next(ofType('battle_room'));
  for (const guest of guests) {
    guest.send('battle_join', { code: room.code });
    await guest.next(ofType('battle_room'));
  }
  await owner.next(ofType('battle_room', (f) => f.players.length === guests.length + 1));
  return room;
}

const closeAll = (list: Player[]) => list.forEach((p) => p.close());

describe.concurrent('group battles over the WebSocket API', () => {
  it('seats 3 of 10 parallel joins in a 4-seat room, then starts only when every guest is ready', async () => {
    const [owner, ...joiners] = (await players(11)) as [Player, ...Player[]];
    try {
      owner.send('group_create', { category: 'grammaire', seats: 4, showScore: false });
      const room = await owner.next(ofType('battle_room'));
      expect(room).toMatchObject({ seats: 4, group: { showScore: false }, status: 'lobby' });
      // Alone: the seed's « Player is not join yet ».
      owner.send('battle_start', { battleId: room.battleId });
      await owner.next(errorCode('player_not_joined'));

      for (const joiner of joiners) joiner.send('battle_join', { code: room.code });
      const outcomes = await Promise.all(joiners.map((j) => j.next((f) => f.type === 'battle_room' || f.type === 'error')));
      expect(outcomes.filter((f) => f.type === 'battle_room')).toHaveLength(3);
      expect(outcomes.filter(errorCode('room_full'))).toHaveLength(7);
      const item = await storedBattle(room.battleId);
      expect(item.playerCount).toBe(4);
      expect(Object.keys(item.players)).toHaveLength(4);

      const seated = joiners.filter((_, i) => outcomes[i]!.type === 'battle_room');
      // Nobody is ready yet: the start is refused; a guest cannot start; a stranger cannot say « ready ».
      owner.send('battle_start', { battleId: room.battleId });
      await owner.next(errorCode('group_not_all_ready'));
      seated[0]!.send('battle_start', { battleId: room.battleId });
      await seated[0]!.next(errorCode('battle_owner_only'));
      const stranger = joiners.find((j) => !seated.includes(j))!;
      stranger.send('battle_ready', { battleId: room.battleId, ready: true });
      await stranger.next(errorCode('battle_not_found'));

      // Ready flags travel to everyone; 10 copies of « ready » are one state, not a count.
      for (let i = 0; i < 10; i++) seated[0]!.send('battle_ready', { battleId: room.battleId, ready: true });
      seated[1]!.send('battle_ready', { battleId: room.battleId, ready: true });
      await owner.next(ofType('battle_room', (f) => f.ready[seated[0]!.profileId] && f.ready[seated[1]!.profileId]));
      const mark = owner.frames.length;
      owner.send('battle_start', { battleId: room.battleId });
      await owner.next(errorCode('group_not_all_ready'), mark);
      seated[2]!.send('battle_ready', { battleId: room.battleId, ready: true });
      await owner.next(ofType('battle_room', (f) => Object.values(f.ready as Record<string, boolean>).filter(Boolean).length === 3));
      owner.send('battle_start', { battleId: room.battleId });
      for (const p of [owner, ...seated]) await p.next(ofType('battle_question', (f) => f.index === 0));
      expect((await storedBattle(room.battleId)).status).toBe('playing');
    } finally {
      closeAll([owner, ...joiners]);
    }
  });

  it('plays four players: the reveal waits for the last one, answers count once, and the ranking goes by right answers', async () => {
    const all = await players(4);
    const [owner, ...guests] = all as [Player, ...Player[]];
    try {
      const room = await groupRoom(owner, guests, 4);
      for (const guest of guests) guest.send('battle_ready', { battleId: room.battleId, ready: true });
      await owner.next(ofType('battle_room', (f) => Object.values(f.ready as Record<string, boolean>).filter(Boolean).length === 3));
      // Option orders are drawn at each seating: read them to answer right or wrong on purpose.
      const battle = await storedBattle(room.battleId);
      owner.send('battle_start', { battleId: room.battleId });

      // Player i answers right on every question where index % 4 >= i: the owner always, the last guest least often.
      for (let index = 0; index < room.questions; index++) {
        const questions = await Promise.all(all.map((p) => p.next(ofType('battle_question', (f) => f.index === index), 0)));
        await waitUntil(questions[0]!.shownAt);
        const from = all.map((p) => p.frames.length);
        for (let i = 0; i < 3; i++) all[i]!.send('battle_answer', { battleId: room.battleId, questionId: questions[i]!.questionId, choice: shownPosition(battle, all[i]!.profileId, index, index % 4 < i) });
        if (index === 0) {
          // Three of four answered (and one of them 9 more times): no reveal yet, for anyone. The copies carry the same
          // choice: frames of one socket may be handled in any order (as on API Gateway), so any copy may be the one kept.
          const ownerChoice = shownPosition(battle, owner.profileId, index, false);
          for (let copy = 0; copy < 9; copy++) owner.send('battle_answer', { battleId: room.battleId, questionId: questions[0]!.questionId, choice: ownerChoice });
          await eventually(async () => owner.frames.slice(from[0]).filter((f) => f.type === 'battle_answer_ack' || f.type === 'error').length, (n) => n >= 10);
          expect(owner.frames.slice(from[0]).filter((f) => f.type === 'battle_answer_ack')).toHaveLength(1);
          expect(owner.frames.slice(from[0]).filter(errorCode('battle_already_answered'))).toHaveLength(9);
          await Promise.all(all.slice(1, 3).map((p, i) => p.next(ofType('battle_answer_ack'), from[i + 1])));
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(all.some((p, i) => p.frames.slice(from[i]).some((f) => f.type === 'battle_reveal'))).toBe(false);
        }
        all[3]!.send('battle_answer', { battleId: room.battleId, questionId: questions[3]!.questionId, choice: shownPosition(battle, all[3]!.profileId, index, index % 4 < 3) });
        const reveals = await Promise.all(all.map((p, i) => p.next(ofType('battle_reveal', (f) => f.index === index), from[i])));
        expect(reveals[0]!.players).toHaveLength(4);
        expect(reveals[0]!.players.every((p: Frame) => p.answered)).toBe(true);
      }
      const results = await Promise.all(all.map((p) => p.next(ofType('battle_finished'))));
      const standings = results[0]!.standings as Frame[];
      expect(results.every((r) => JSON.stringify(r.standings) === JSON.stringify(standings))).toBe(true);
      // Right answers: owner 10, then 7, 4, 2 (index % 4 >= i over indexes 0–9): the ranking follows them.
      expect(standings.map((s) => s.correct)).toEqual([10, 7, 4, 2]);
      expect(standings.map((s) => s.profileId)).toEqual(all.map((p) => p.profileId));
      expect(standings.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
      expect(rankPlayers(standings.map((s) => ({ profileId: s.profileId, correct: s.correct, points: s.points }))).map((s) => s.profileId)).toEqual(standings.map((s) => s.profileId));
      expect(standings.map((s) => s.result)).toEqual(['win', 'loss', 'loss', 'loss']);
    } finally {
      closeAll(all);
    }
  });

  it('plays on when one of three leaves, and the reveal no longer waits for who left', async () => {
    const all = await players(3);
    const [owner, stayer, leaver] = all as [Player, Player, Player];
    try {
      const room = await groupRoom(owner, [stayer, leaver], 3);
      for (const guest of [stayer, leaver]) guest.send('battle_ready', { battleId: room.battleId, ready: true });
      await owner.next(ofType('battle_room', (f) => Object.values(f.ready as Record<string, boolean>).filter(Boolean).length === 2));
      owner.send('battle_start', { battleId: room.battleId });
      const questions = await Promise.all([owner, stayer].map((p) => p.next(ofType('battle_question'))));
      await waitUntil(questions[0]!.shownAt);
      owner.send('battle_answer', { battleId: room.battleId, questionId: questions[0]!.questionId, choice: 0 });
      stayer.send('battle_answer', { battleId: room.battleId, questionId: questions[1]!.questionId, choice: 1 });
      await owner.next(ofType('battle_answer_ack'));
      await stayer.next(ofType('battle_answer_ack'));
      // The third player leaves instead of answering: the two who answered get the reveal at once.
      leaver.send('battle_leave', { battleId: room.battleId });
      const reveal = await owner.next(ofType('battle_reveal'));
      expect(reveal.players.find((p: Frame) => p.profileId === leaver.profileId).answered).toBe(false);
      await owner.next(ofType('battle_room', (f) => f.players.some((p: Frame) => p.profileId === leaver.profileId && p.left)));
      await stayer.next(ofType('battle_question', (f) => f.index === 1));
      expect((await storedBattle(room.battleId)).status).toBe('playing');
      // One more leaves: one player is left, and the battle ends by forfeit, the one who stayed first.
      stayer.send('battle_leave', { battleId: room.battleId });
      const finished = await owner.next(ofType('battle_finished'));
      expect(finished.reason).toBe('forfeit');
      expect(finished.standings[0]).toMatchObject({ profileId: owner.profileId, rank: 1, result: 'win' });
    } finally {
      closeAll(all);
    }
  });

  it('refunds every entry when the owner deletes the room, with the seed messages to each side', async () => {
    const all = await players(3, 5);
    const [owner, ...guests] = all as [Player, ...Player[]];
    try {
      const before = await Promise.all(all.map((p) => walletOf(p.profileId)));
      const room = await groupRoom(owner, guests, 4, { entryFee: 5 });
      await eventually(() => Promise.all(all.map((p) => walletOf(p.profileId))), (now) => now.every((balance, i) => balance === before[i]! - 5));
      owner.send('battle_leave', { battleId: room.battleId });
      for (const guest of guests) expect((await guest.next(ofType('battle_deleted'))).code).toBe('room_deleted_by_owner');
      expect((await owner.next(ofType('battle_deleted'))).code).toBe('room_deleted');
      await eventually(() => Promise.all(all.map((p) => walletOf(p.profileId))), (now) => now.every((balance, i) => balance === before[i]));
    } finally {
      closeAll(all);
    }
  });

  it('with live scores hidden, every frame in play (room, reveal, snapshot) carries only its own player\'s scores; the result, everyone\'s', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => premiumAccount()));
    const all = await Promise.all(accounts.map((a) => Player.connect(a.token, a.uid)));
    const [owner, stays, leaves] = all as [Player, Player, Player];
    const sockets = [...all];
    /** The profiles whose scores a player's frame shows (a room frame's `points`, a reveal's `points` and totals). */
    const scoresShown = (players: Frame[]) => players.filter((p) => ['points', 'correct', 'totalPoints', 'totalCorrect'].some((field) => field in p)).map((p) => p.profileId);
    try {
      const room = await groupRoom(owner, [stays, leaves], 3, { showScore: false });
      for (const guest of [stays, leaves]) guest.send('battle_ready', { battleId: room.battleId, ready: true });
      await owner.next(ofType('battle_room', (f) => Object.values(f.ready as Record<string, boolean>).filter(Boolean).length === 2));
      const battle = await storedBattle(room.battleId);
      owner.send('battle_start', { battleId: room.battleId });
      const questions = await Promise.all(all.map((p) => p.next(ofType('battle_question', (f) => f.index === 0))));
      await waitUntil(questions[0]!.shownAt);
      all.forEach((p, i) => p.send('battle_answer', { battleId: room.battleId, questionId: questions[i]!.questionId, choice: shownPosition(battle, p.profileId, 0) }));
      const reveals = await Promise.all(all.map((p) => p.next(ofType('battle_reveal', (f) => f.index === 0))));
      reveals.forEach((reveal, i) => {
        expect(scoresShown(reveal.players)).toEqual([all[i]!.profileId]);
        expect(reveal.players.find((p: Frame) => p.profileId === all[i]!.profileId).totalCorrect).toBe(1);
        expect(reveal.players.filter((p: Frame) => p.answered)).toHaveLength(3);
      });

      // A player leaves in play: the room frames the others get show each of them only their own points.
      const before = [owner, stays].map((p) => p.frames.length);
      leaves.send('battle_leave', { battleId: room.battleId });
      const rooms = await Promise.all([owner, stays].map((p, i) => p.next(ofType('battle_room', (f) => f.players.some((q: Frame) => q.left)), before[i])));
      rooms.forEach((frame, i) => {
        expect(scoresShown(frame.players)).toEqual([[owner, stays][i]!.profileId]);
        expect(frame.players.find((p: Frame) => p.profileId === frame.you).points).toBeGreaterThan(0);
      });

      // A resume's snapshot: its room and its last reveal, the same way.
      const token = stays.frames.find(ofType('battle_seat'))!.resumeToken;
      const again = await Player.connect(accounts[1]!.token, stays.profileId);
      sockets.push(again);
      again.send('battle_resume', { battleId: room.battleId, token });
      const snapshot = await again.next(ofType('battle_snapshot'));
      expect(scoresShown(snapshot.room.players)).toEqual([stays.profileId]);
      expect(scoresShown(snapshot.reveal.players)).toEqual([stays.profileId]);

      // The owner leaves too: one player is left, the battle ends, and the standings (the podium) carry everyone's.
      owner.send('battle_leave', { battleId: room.battleId });
      const finished = await again.next(ofType('battle_finished'));
      expect(finished.standings).toHaveLength(3);
      expect(finished.standings.every((s: Frame) => typeof s.points === 'number' && typeof s.correct === 'number')).toBe(true);
      expect(finished.standings.filter((s: Frame) => s.points > 0)).toHaveLength(3);
    } finally {
      closeAll(sockets);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { call, eventsDelivered, subscriberAndStranger } from '#test/accounts';
import { errorCode, ofType, Player, shownPosition, storedBattle, waitUntil, walletOf, type Frame } from '#test/battle-player';

/*
 * Disconnects and resume (docs/battles.md) through the local gateway's real WebSocket: a player drops, refreshes or
 * says goodbye, and comes back on a new socket with the seat's resume token.
 */

/** A started friend battle between two subscribers of different families, each with the resume token of their seat. */
async function startedBattle(entryFee = 0) {
  const { token, profileId, other } = await subscriberAndStranger();
  if (entryFee) await Promise.all([profileId, other.uid].map((id) => eventually(() => walletOf(id), (balance) => balance >= entryFee)));
  const [owner, guest] = await Promise.all([Player.connect(token, profileId), Player.connect(other.token, other.uid)]);
  owner.send('battle_create', { category: 'grammaire', entryFee });
  const room = await owner.next(ofType('battle_room'));
  guest.send('battle_join', { code: room.code });
  await owner.next(ofType('battle_room', (f) => f.players.length === 2));
  const [ownerSeat, guestSeat] = await Promise.all([owner.next(ofType('battle_seat')), guest.next(ofType('battle_seat'))]);
  owner.send('battle_start', { battleId: room.battleId });
  const question = await owner.next(ofType('battle_question', (f) => f.index === 0));
  await guest.next(ofType('battle_question', (f) => f.index === 0));
  return { owner, guest, room, question, tokens: { owner: token, guest: other.token }, seats: { owner: ownerSeat.resumeToken as string, guest: guestSeat.resumeToken as string } };
}

const closeAll = (...players: (Player | undefined)[]) => players.forEach((p) => p?.close());

describe.concurrent('disconnects and resume', () => {
  it('takes an answer from a new socket without a resume as the player\'s return: the seat is present again and the others told', async () => {
    const { owner, guest, room, question, tokens } = await startedBattle();
    let back: Player | undefined;
    try {
      guest.socket.terminate();
      await owner.next(ofType('battle_player_away', (f) => f.profileId === guest.profileId));
      expect((await storedBattle(room.battleId)).players[guest.profileId].seatExpiresAt).toBeGreaterThan(Date.now());

      await waitUntil(question.shownAt);
      back = await Player.connect(tokens.guest, guest.profileId);
      back.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0 });
      await back.next(ofType('battle_answer_ack'));
      await owner.next(ofType('battle_player_back', (f) => f.profileId === guest.profileId));
      const seat = (await storedBattle(room.battleId)).players[guest.profileId];
      expect([seat.goneAt, seat.seatExpiresAt]).toEqual([undefined, undefined]);
      // The frames follow the new socket: the reveal of the question reaches it.
      owner.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0 });
      await back.next(ofType('battle_reveal', (f) => f.index === 0));
    } finally {
      closeAll(owner, guest, back);
    }
  });

  it('gives each player their own resume token, keeps the seat 60 s after a drop, and restores the screen and score on resume', async () => {
    const { owner, guest, room, question, tokens, seats } = await startedBattle();
    let back: Player | undefined;
    try {
      expect(seats.owner).not.toBe(seats.guest);
      // A token goes only to its own player, and the table keeps only its hash.
      expect(JSON.stringify(owner.frames)).not.toContain(seats.guest);
      expect(JSON.stringify(guest.frames)).not.toContain(seats.owner);
      expect(JSON.stringify(await storedBattle(room.battleId))).not.toContain(seats.guest);

      await waitUntil(question.shownAt);
      const battle = await storedBattle(room.battleId);
      guest.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: shownPosition(battle, guest.profileId, 0) });
      const ack = await guest.next(ofType('battle_answer_ack'));
      expect(ack.ms).toBeGreaterThanOrEqual(0);

      // The guest's socket drops: the owner is told, the seat is kept 60 s from the drop (a room).
      guest.socket.terminate();
      const away = await owner.next(ofType('battle_player_away'));
      expect(away.profileId).toBe(guest.profileId);
      const seat = (await storedBattle(room.battleId)).players[guest.profileId];
      expect(seat.seatExpiresAt - seat.goneAt).toBe(60_000);

      // A stranger's socket with the guest's token resumes nothing; a wrong token neither.
      const stranger = await Player.connect(tokens.owner, owner.profileId);
      stranger.send('battle_resume', { battleId: room.battleId, profileId: guest.profileId, token: seats.guest });
      await stranger.next(errorCode('battle_not_found'));
      stranger.close();

      back = await Player.connect(tokens.guest, guest.profileId);
      back.send('battle_resume', { battleId: room.battleId, token: 'x'.repeat(43) });
      await back.next(errorCode('battle_not_found'));
      back.send('battle_resume', { battleId: room.battleId, token: seats.guest });
      const snapshot = await back.next(ofType('battle_snapshot'));
      expect(snapshot.version).toBeGreaterThan(0);
      expect(snapshot.question).toMatchObject({ index: 0, questionId: question.questionId, deadline: question.deadline, shownAt: question.shownAt });
      expect(snapshot.question.options).toEqual((guest.frames.find(ofType('battle_question')) as Frame).options);
      // My answer (my own pick, in my order) and my score as of the last reveal: the right option of a question still
      // open is nowhere, not even as the points my (right) answer already earned.
      expect(snapshot.answer).toMatchObject({ questionId: question.questionId, ms: ack.ms, choice: shownPosition(battle, guest.profileId, 0) });
      expect((await storedBattle(room.battleId)).players[guest.profileId].points).toBeGreaterThan(0);
      expect(snapshot.room.players.find((p: Frame) => p.profileId === guest.profileId)).toMatchObject({ points: 0, correct: 0 });
      expect(JSON.stringify(snapshot)).not.toMatch(/correctChoice|explanation|"answer":\d/);
      expect(snapshot.reveal).toBeUndefined();
      await owner.next(ofType('battle_player_back', (f) => f.profileId === guest.profileId));
      expect((await storedBattle(room.battleId)).players[guest.profileId].seatExpiresAt).toBeUndefined();

      // Play goes on with the new socket: the owner answers, both see the reveal; a later resume shows that reveal.
      owner.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0 });
      const reveal = await back.next(ofType('battle_reveal', (f) => f.index === 0));
      const next = await back.next(ofType('battle_question', (f) => f.index === 1));
      back.send('battle_resume', { battleId: room.battleId, token: seats.guest });
      const later = await back.next(ofType('battle_snapshot', (f) => f.question?.index === 1));
      expect(later.version).toBeGreaterThan(snapshot.version);
      expect(later.reveal).toMatchObject({ index: 0, correctChoice: reveal.correctChoice });
      expect(later.previous.questionId).toBe(question.questionId);
      expect(later.question.questionId).toBe(next.questionId);
      expect(later.answer).toBeUndefined();
      // After the reveal, the score counts the answer: the same total the reveal showed.
      const mine = reveal.players.find((p: Frame) => p.profileId === guest.profileId);
      expect(later.room.players.find((p: Frame) => p.profileId === guest.profileId).points).toBe(mine.totalPoints);
      expect(mine.totalPoints).toBeGreaterThan(0);
      expect(JSON.stringify(later.question)).not.toMatch(/correctChoice|explanation/);
    } finally {
      closeAll(owner, guest, back);
    }
  });

  it('a double refresh: the last resume holds the seat, and the sockets before it get nothing more', async () => {
    const { owner, guest, room, question, tokens, seats } = await startedBattle();
    const [first, second] = await Promise.all([Player.connect(tokens.guest, guest.profileId), Player.connect(tokens.guest, guest.profileId)]);
    try {
      first.send('battle_resume', { battleId: room.battleId, token: seats.guest });
      await first.next(ofType('battle_snapshot'));
      second.send('battle_resume', { battleId: room.battleId, token: seats.guest });
      await second.next(ofType('battle_snapshot'));
      const counts = { original: guest.frames.length, first: first.frames.length };
      await waitUntil(question.shownAt);
      owner.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0 });
      second.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 1 });
      await second.next(ofType('battle_reveal', (f) => f.index === 0));
      await second.next(ofType('battle_question', (f) => f.index === 1));
      await owner.next(ofType('battle_question', (f) => f.index === 1));
      expect(guest.frames.slice(counts.original)).toEqual([]);
      expect(first.frames.slice(counts.first)).toEqual([]);
      // The refreshed pages' old sockets close: that is no drop for a seat another socket holds now.
      guest.close();
      first.close();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await storedBattle(room.battleId)).players[guest.profileId].seatExpiresAt).toBeUndefined();
      expect(owner.frames.some(ofType('battle_player_away'))).toBe(false);
    } finally {
      closeAll(owner, guest, first, second);
    }
  });

  it('counts an answer once when 10 resumes and 10 copies of it race', async () => {
    const { owner, guest, room, question, tokens, seats } = await startedBattle();
    const tabs = await Promise.all(Array.from({ length: 10 }, () => Player.connect(tokens.guest, guest.profileId)));
    try {
      await waitUntil(question.shownAt);
      guest.socket.terminate();
      tabs.forEach((tab, i) => {
        tab.send('battle_resume', { battleId: room.battleId, token: seats.guest });
        tab.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: i % 4 });
      });
      const replies = await Promise.all(tabs.map((tab) => tab.next((f) => f.type === 'battle_answer_ack' || errorCode('battle_already_answered')(f))));
      expect(replies.filter(ofType('battle_answer_ack'))).toHaveLength(1);
      const stored = await storedBattle(room.battleId);
      expect(Object.keys(stored.answers)).toEqual([`0#${guest.profileId}`]);
      expect(stored.players[guest.profileId].points).toBe(stored.answers[`0#${guest.profileId}`].points);
      await Promise.all(tabs.map((tab) => tab.next(ofType('battle_snapshot'))));
    } finally {
      closeAll(owner, guest, ...tabs);
    }
  });

  it('after a goodbye the seat is kept 10 s; then the one who stayed wins by forfeit, paid once under 10 parallel nudges', async () => {
    const { owner, guest, room, question, tokens, seats } = await startedBattle(10);
    let late: Player | undefined;
    try {
      const before = await walletOf(owner.profileId);
      guest.send('battle_goodbye', { battleId: room.battleId });
      const away = await owner.next(ofType('battle_player_away'));
      expect(away.seatExpiresAt - away.serverTime).toBeLessThanOrEqual(10_000);
      guest.close();
      // Before the expiry a nudge changes nothing (the question is still open).
      owner.send('battle_nudge', { battleId: room.battleId, questionId: question.questionId });
      await owner.next(ofType('battle_wait'));
      await waitUntil(away.seatExpiresAt + 50);
      for (let i = 0; i < 10; i++) owner.send('battle_nudge', { battleId: room.battleId, questionId: question.questionId });
      const result = await owner.next(ofType('battle_finished'));
      expect(result.reason).toBe('forfeit');
      expect(result.standings.find((s: Frame) => s.profileId === owner.profileId).result).toBe('win');
      expect(result.standings.find((s: Frame) => s.profileId === guest.profileId)).toMatchObject({ left: true, result: 'loss' });
      // The pot (both entries) reaches the winner once.
      await eventually(() => walletOf(owner.profileId), (balance) => balance === before + 20);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await walletOf(owner.profileId)).toBe(before + 20);
      expect(await storedBattle(room.battleId)).toMatchObject({ status: 'finished', finishReason: 'forfeit', players: { [guest.profileId]: { left: true } } });
      // Too late: the guest's token now shows only the result.
      late = await Player.connect(tokens.guest, guest.profileId);
      late.send('battle_resume', { battleId: room.battleId, token: seats.guest });
      const snapshot = await late.next(ofType('battle_snapshot'));
      expect(snapshot.finished.reason).toBe('forfeit');
      expect(snapshot.question).toBeUndefined();
    } finally {
      closeAll(owner, guest, late);
    }
  });

  it('a duel both players left without answering ends abandoned: nobody wins, each entry comes back once, a draw in both records', async () => {
    const { owner, guest, room, tokens, seats } = await startedBattle(10);
    let late: Player | undefined;
    try {
      const paid = { owner: await walletOf(owner.profileId), guest: await walletOf(guest.profileId) };
      // Both pages go away, one after the other, before anyone answered; then nobody knocks at all.
      guest.send('battle_goodbye', { battleId: room.battleId });
      await owner.next(ofType('battle_player_away', (f) => f.profileId === guest.profileId));
      owner.send('battle_goodbye', { battleId: room.battleId });
      await guest.next(ofType('battle_player_away', (f) => f.profileId === owner.profileId));
      closeAll(owner, guest);

      // The first seat's timer gives it up while the other seat is away too: the battle is abandoned, not won.
      const battle = await eventually(() => storedBattle(room.battleId), (b) => b.status === 'finished');
      expect(battle).toMatchObject({ finishReason: 'abandoned', players: { [owner.profileId]: { left: true }, [guest.profileId]: { left: true } } });
      expect(Object.keys(battle.answers)).toEqual([]);

      // Each entry back (a draw), once, whatever deliveries follow.
      const back = await eventually(
        async () => [await walletOf(owner.profileId), await walletOf(guest.profileId)],
        ([a, b]) => a === paid.owner + 10 && b === paid.guest + 10,
      );
      await eventsDelivered();
      expect([await walletOf(owner.profileId), await walletOf(guest.profileId)]).toEqual(back);

      // Statistics and history: a draw for each, no win, no loss.
      for (const [token, profileId] of [[tokens.owner, owner.profileId], [tokens.guest, guest.profileId]] as const) {
        const statistics = await eventually(() => call('get_battle_statistics', token, { profileId }), (r) => r.body?.data.history.length === 1);
        expect(statistics.body!.data.totals).toMatchObject({ wins: 0, losses: 0, draws: 1, oneToOneWins: 0 });
        expect(statistics.body!.data.history[0]).toMatchObject({ battleId: room.battleId, result: 'draw' });
      }

      // A late return sees the abandoned result.
      late = await Player.connect(tokens.guest, guest.profileId);
      late.send('battle_resume', { battleId: room.battleId, token: seats.guest });
      const snapshot = await late.next(ofType('battle_snapshot'));
      expect(snapshot.finished.reason).toBe('abandoned');
      expect(snapshot.finished.standings.map((s: Frame) => s.result)).toEqual(['draw', 'draw']);
    } finally {
      closeAll(owner, guest, late);
    }
  });

  it('a push answered « gone » forgets the connection and keeps the seat as for a drop, and the others still get their frames', async () => {
    const { token, profileId, other } = await subscriberAndStranger();
    const [owner, guest] = await Promise.all([Player.connect(token, profileId), Player.connect(other.token, other.uid)]);
    try {
      owner.send('battle_create', { category: 'grammaire' });
      const room = await owner.next(ofType('battle_room'));
      guest.send('battle_join', { code: room.code });
      await owner.next(ofType('battle_room', (f) => f.players.length === 2));
      // The guest's seat points at a connection API Gateway no longer knows (its $disconnect was lost).
      const lost = 'lost-connection-id';
      const table = documentClient();
      await table.send(new PutCommand({ TableName: cloud().tableName, Item: { pk: `CONN#${lost}`, sk: 'CONN', uid: other.uid } }));
      await table.send(new UpdateCommand({
        TableName: cloud().tableName, Key: { pk: `BATTLE#${room.battleId}`, sk: 'BATTLE' },
        UpdateExpression: 'SET players.#p.connectionId = :lost', ExpressionAttributeNames: { '#p': guest.profileId }, ExpressionAttributeValues: { ':lost': lost },
      }));
      owner.send('battle_start', { battleId: room.battleId });
      await owner.next(ofType('battle_question', (f) => f.index === 0));
      const away = await owner.next(ofType('battle_player_away'));
      expect(away.profileId).toBe(guest.profileId);
      const seat = (await storedBattle(room.battleId)).players[guest.profileId];
      expect(seat.seatExpiresAt - seat.goneAt).toBe(60_000);
      expect((await table.send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `CONN#${lost}`, sk: 'CONN' }, ConsistentRead: true }))).Item).toBeUndefined();
      // The guest's live socket resumes the seat with its token.
      const seatFrame = await guest.next(ofType('battle_seat'));
      guest.send('battle_resume', { battleId: room.battleId, token: seatFrame.resumeToken });
      expect((await guest.next(ofType('battle_snapshot'))).question.index).toBe(0);
      await owner.next(ofType('battle_player_back'));
    } finally {
      closeAll(owner, guest);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { eventCatalog } from '@plume/events';
import { ROOM_CODE_ALPHABET } from '@plume/shared/battles';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { eventsDelivered, localBus, premiumAccount, subscriberAndStranger } from '#test/accounts';
import { closeQuestionWindow, errorCode, ofType, Player, storedBattle, waitUntil, walletOf, type Frame } from '#test/battle-player';

/*
 * Battles through the local gateway's real WebSocket: two `ws` clients per battle, every frame kept so a test can
 * check what a player was (and was not) sent. Tests run concurrently: each has its own accounts, and a question shows
 * 3 s after the previous reveal, so one test waits mostly on the battle's own clock.
 */

/** Two subscribers of different families in a friend room: the owner created it, the guest joined by its code. */
async function friendRoom(entryFee = 0) {
  const { token, profileId, other } = await subscriberAndStranger();
  // Welcome coins arrive by event: wait for them before anyone pays an entry fee.
  if (entryFee) await Promise.all([profileId, other.uid].map((id) => eventually(() => walletOf(id), (balance) => balance >= entryFee)));
  const [owner, guest] = await Promise.all([Player.connect(token, profileId), Player.connect(other.token, other.uid)]);
  owner.send('battle_create', { category: 'grammaire', entryFee });
  const room = await owner.next(ofType('battle_room'));
  guest.send('battle_join', { code: room.code.toLowerCase() });
  await guest.next(ofType('battle_room', (f) => f.players.length === 2));
  await owner.next(ofType('battle_room', (f) => f.players.length === 2));
  return { owner, guest, room, token, other };
}

/** Codes of the right form that open no room (none equal to `except`): a guesser's tries. */
function wrongCodes(except: string, count: number): string[] {
  const codes = Array.from({ length: count + 1 }, (_, i) => `ZZZZ${ROOM_CODE_ALPHABET[Math.floor(i / ROOM_CODE_ALPHABET.length)]}${ROOM_CODE_ALPHABET[i % ROOM_CODE_ALPHABET.length]}`);
  return codes.filter((code) => code !== except).slice(0, count);
}

/** Sends `battle_join` with a code and waits for what it answers: the room, or an error. */
async function joinWith(player: Player, code: string): Promise<Frame> {
  const from = player.frames.length;
  player.send('battle_join', { code });
  return player.next((frame) => frame.type === 'battle_room' || frame.type === 'error', from);
}

describe.concurrent('friend battles over the WebSocket API', () => {
  it('plays a full battle: questions without answers, per-player shuffles, reveals, the result and the coins settled once', async () => {
    const { owner, guest, room } = await friendRoom(10);
    try {
      const before = { owner: await walletOf(owner.profileId), guest: await walletOf(guest.profileId) };
      // The entries were held on join.
      expect(before.owner + before.guest).toBeGreaterThanOrEqual(0);
      guest.send('battle_start', { battleId: room.battleId });
      await guest.next(errorCode('battle_owner_only'));
      owner.send('battle_start', { battleId: room.battleId });

      for (let index = 0; index < room.questions; index++) {
        const [mine, theirs] = await Promise.all([owner.next(ofType('battle_question', (f) => f.index === index)), guest.next(ofType('battle_question', (f) => f.index === index))]);
        expect(mine.questionId).toBe(theirs.questionId);
        expect(new Set(mine.options)).toEqual(new Set(theirs.options));
        await waitUntil(mine.shownAt);
        const revealFrom = owner.frames.length;
        owner.send('battle_answer', { battleId: room.battleId, questionId: mine.questionId, choice: 0, lagMs: 5_000 });
        guest.send('battle_answer', { battleId: room.battleId, questionId: theirs.questionId, choice: 1 });
        const reveal = await owner.next(ofType('battle_reveal', (f) => f.index === index), revealFrom);
        expect(reveal.players).toHaveLength(2);
        expect(reveal.players.every((p: Frame) => p.answered)).toBe(true);
        // The correct option, as the owner sees the options, is what the reveal names; the guest's reveal names the same text.
        const guestReveal = await guest.next(ofType('battle_reveal', (f) => f.index === index));
        expect(mine.options[reveal.correctChoice]).toBe(theirs.options[guestReveal.correctChoice]);
      }
      const [ownerResult, guestResult] = await Promise.all([owner.next(ofType('battle_finished')), guest.next(ofType('battle_finished'))]);
      expect(ownerResult).toEqual(guestResult);
      const standings = ownerResult.standings as Frame[];
      const winner = standings[0]!.rank === 1 && standings[1]!.rank === 2 ? standings[0]!.profileId : undefined;

      // The pot (20) goes to the winner, or back 10 each on a draw; a replayed battle.finished moves nothing more.
      const settled = await eventually(async () => ({ owner: await walletOf(owner.profileId), guest: await walletOf(guest.profileId) }), (w) => w.owner + w.guest === before.owner + before.guest + 20);
      if (winner) expect(winner === owner.profileId ? settled.owner - before.owner : settled.guest - before.guest).toBe(20);
      else expect(settled).toEqual({ owner: before.owner + 10, guest: before.guest + 10 });
      const item = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `BATTLE#${room.battleId}`, sk: 'BATTLE' } }));
      const battle = item.Item!;
      const detail = {
        battleId: room.battleId, kind: 'friend', category: battle.category, entryFee: 10, reason: 'completed',
        players: Object.entries(battle.players as Record<string, Frame>).map(([profileId, p]) => ({ profileId, uid: p.uid, correct: p.correct, points: p.points, left: false, isBot: false })),
        finishedAt: new Date().toISOString(),
      };
      await localBus().send(new PutEventsCommand({ Entries: [{ Source: 'plume', DetailType: eventCatalog.battleFinished.detailType, Detail: JSON.stringify(detail), EventBusName: 'plume' }] }));
      await eventsDelivered(); // the replay's consumers, and the first delivery's, have all run
      expect({ owner: await walletOf(owner.profileId), guest: await walletOf(guest.profileId) }).toEqual(settled);
      // Each player's record counts the battle once, replay or not; the winner holds « combat winner ».
      for (const player of [owner, guest]) {
        const totals = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${player.profileId}`, sk: 'BATTLESTATS' }, ConsistentRead: true }));
        expect((totals.Item!.wins as number) + (totals.Item!.losses as number) + (totals.Item!.draws as number)).toBe(1);
        const badge = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${player.profileId}`, sk: 'BADGE#combat_winner' }, ConsistentRead: true }));
        expect(!!badge.Item).toBe(player.profileId === winner);
      }

      // The right option never travelled before its reveal: no question frame names it, no frame carries an `answer`.
      for (const player of [owner, guest]) expect(JSON.stringify(player.frames.filter((f) => f.type === 'battle_question'))).not.toMatch(/"answer"|correctChoice|explanation/);
    } finally {
      owner.close();
      guest.close();
    }
  }, 90_000);

  it('counts 10 parallel copies of an answer once and says « déjà répondu » to the others', async () => {
    const { owner, guest, room } = await friendRoom();
    try {
      owner.send('battle_start', { battleId: room.battleId });
      const question = await owner.next(ofType('battle_question'));
      await waitUntil(question.shownAt);
      const from = owner.frames.length;
      for (let i = 0; i < 10; i++) owner.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: i % 4 });
      await eventually(async () => owner.frames.slice(from).filter((f) => f.type === 'battle_answer_ack' || f.type === 'error').length, (n) => n >= 10);
      const replies = owner.frames.slice(from);
      expect(replies.filter((f) => f.type === 'battle_answer_ack')).toHaveLength(1);
      expect(replies.filter(errorCode('battle_already_answered'))).toHaveLength(9);
      expect(replies.find(errorCode('battle_already_answered'))!.message).toMatch(/Déjà répondu/);
      const item = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `BATTLE#${room.battleId}`, sk: 'BATTLE' }, ConsistentRead: true }));
      expect(Object.keys(item.Item!.answers as object)).toEqual([`0#${owner.profileId}`]);
      // The guest has not answered: nothing was revealed to anyone.
      expect(guest.frames.some((f) => f.type === 'battle_reveal')).toBe(false);
    } finally {
      owner.close();
      guest.close();
    }
  });

  it('seats one player when 10 join a 2-seat room at once, holds one entry fee, and refuses the room as full afterwards', async () => {
    const { token, profileId } = await premiumAccount().then((a) => ({ token: a.token, profileId: a.uid }));
    const owner = await Player.connect(token, profileId);
    const joiners = await Promise.all(Array.from({ length: 10 }, async () => {
      const account = await premiumAccount();
      return Player.connect(account.token, account.uid);
    }));
    try {
      // Welcome coins arrive by event: wait for them before anyone pays an entry fee.
      const before = await Promise.all([owner, ...joiners].map((p) => eventually(() => walletOf(p.profileId), (balance) => balance >= 5)));
      owner.send('battle_create', { category: 'grammaire', entryFee: 5 });
      const room = await owner.next(ofType('battle_room'));
      for (const joiner of joiners) joiner.send('battle_join', { code: room.code });
      const outcomes = await Promise.all(joiners.map((j) => j.next((f) => f.type === 'battle_room' || f.type === 'error')));
      expect(outcomes.filter((f) => f.type === 'battle_room')).toHaveLength(1);
      expect(outcomes.filter(errorCode('room_full'))).toHaveLength(9);
      const item = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `BATTLE#${room.battleId}`, sk: 'BATTLE' }, ConsistentRead: true }));
      expect(item.Item!.playerCount).toBe(2);
      expect(Object.keys(item.Item!.players as object)).toHaveLength(2);
      // The seat and its entry fee were saved together: the seated joiner paid once, the nine others nothing.
      const paid = await Promise.all(joiners.map(async (j, i) => before[i + 1]! - (await walletOf(j.profileId))));
      expect(paid).toEqual(outcomes.map((f) => (f.type === 'battle_room' ? 5 : 0)));
    } finally {
      owner.close();
      joiners.forEach((j) => j.close());
    }
  });

  it('seats nobody and holds nothing for a join its wallet cannot pay, and refuses a join once the room started', async () => {
    const [first, second, poor] = await Promise.all([premiumAccount(), premiumAccount(), premiumAccount()]);
    await Promise.all([first, second, poor].map((a) => eventually(() => walletOf(a.uid), (balance) => balance >= 5)));
    await documentClient().send(new UpdateCommand({ TableName: cloud().tableName, Key: { pk: `WALLET#${poor.uid}`, sk: 'WALLET' }, UpdateExpression: 'SET balance = :zero', ExpressionAttributeValues: { ':zero': 0 } }));
    const [owner, guest, late] = await Promise.all([Player.connect(first.token, first.uid), Player.connect(second.token, second.uid), Player.connect(poor.token, poor.uid)]);
    try {
      owner.send('battle_create', { category: 'grammaire', entryFee: 5 });
      const room = await owner.next(ofType('battle_room'));
      expect(errorCode('battle_not_enough_coins')(await joinWith(late, room.code))).toBe(true);
      const stored = await storedBattle(room.battleId);
      expect([stored.playerCount, Object.keys(stored.players)]).toEqual([1, [owner.profileId]]);
      expect(await walletOf(late.profileId)).toBe(0);
      expect((await joinWith(guest, room.code)).type).toBe('battle_room');
      owner.send('battle_start', { battleId: room.battleId });
      await owner.next(ofType('battle_room', (f) => f.status === 'playing'));
      expect(errorCode('battle_already_started')(await joinWith(late, room.code))).toBe(true);
      expect((await storedBattle(room.battleId)).playerCount).toBe(2);
    } finally {
      owner.close();
      guest.close();
      late.close();
    }
  });

  it('answers the seed messages for bad codes, refuses a stranger, and refunds every entry when the owner deletes the room', async () => {
    const { owner, guest, room, other } = await friendRoom(5);
    const stranger = await premiumAccount();
    const outsider = await Player.connect(stranger.token, stranger.uid);
    try {
      const afterJoin = { owner: await walletOf(owner.profileId), guest: await walletOf(guest.profileId) };
      outsider.send('battle_join', { code: '' });
      await outsider.next(errorCode('room_code_required'));
      outsider.send('battle_join', { code: 'AB0' });
      await outsider.next(errorCode('room_code_invalid'));
      outsider.send('battle_join', { code: 'ZZZZZZ' });
      await outsider.next(errorCode('room_code_not_valid'));
      // Acting in a room one is not seated in: 404, whoever's profile id is named.
      outsider.send('battle_start', { battleId: room.battleId });
      await outsider.next(errorCode('battle_not_found'));
      outsider.send('battle_leave', { battleId: room.battleId, profileId: owner.profileId });
      await outsider.next(errorCode('battle_not_found'));
      // A guest using the owner's profile id from another family is refused too.
      guest.send('battle_start', { battleId: room.battleId, profileId: owner.profileId });
      await guest.next(errorCode('battle_not_found'));
      expect(other.uid).toBe(guest.profileId);

      owner.send('battle_leave', { battleId: room.battleId });
      expect((await guest.next(ofType('battle_deleted'))).code).toBe('room_deleted_by_owner');
      expect((await owner.next(ofType('battle_deleted'))).code).toBe('room_deleted');
      await eventually(async () => [await walletOf(owner.profileId), await walletOf(guest.profileId)], ([o, g]) => o === afterJoin.owner + 5 && g === afterJoin.guest + 5);
      outsider.send('battle_join', { code: room.code });
      await outsider.next(errorCode('room_deleted'));
    } finally {
      owner.close();
      guest.close();
      outsider.close();
    }
  });

  it('refuses every code from a socket after 5 wrong ones, a right one too, while the window lasts; another account joins', async () => {
    const [host, guesser, friend] = await Promise.all([premiumAccount(), premiumAccount(), premiumAccount()]);
    const [owner, guessing, joining] = await Promise.all([Player.connect(host.token, host.uid), Player.connect(guesser.token, guesser.uid), Player.connect(friend.token, friend.uid)]);
    try {
      owner.send('battle_create', { category: 'grammaire' });
      const room = await owner.next(ofType('battle_room'));
      // Act: 10 wrong codes, one after the other
      const answers: Frame[] = [];
      for (const code of wrongCodes(room.code, 10)) answers.push(await joinWith(guessing, code));
      const rightCode = await joinWith(guessing, room.code);
      // Assess: 5 looked up, then refused unread with the time to come back
      expect(answers.map((frame) => frame.code)).toEqual([...Array(5).fill('room_code_not_valid'), ...Array(5).fill('room_code_tries_exceeded')]);
      for (const refused of [...answers.slice(5), rightCode]) {
        expect(refused).toMatchObject({ type: 'error', code: 'room_code_tries_exceeded', message: 'Trop de codes erronés. Réessayez dans quelques minutes.', data: { kind: 'rate_limited' } });
        const wait = Date.parse(refused.data.retryAt) - Date.now();
        expect(wait).toBeGreaterThan(30_000);
        expect(wait).toBeLessThanOrEqual(61_000);
      }
      // Another account: its wrong code is looked up, its right code seats it.
      expect((await joinWith(joining, wrongCodes(room.code, 1)[0]!)).code).toBe('room_code_not_valid');
      expect(await joinWith(joining, room.code)).toMatchObject({ type: 'battle_room', battleId: room.battleId, players: expect.arrayContaining([expect.objectContaining({ profileId: friend.uid })]) });
    } finally {
      [owner, guessing, joining].forEach((player) => player.close());
    }
  });

  it('looks up at most 20 wrong codes per account in 15 minutes whatever its sockets, codes sent at once included', async () => {
    const guesser = await premiumAccount();
    const sockets = await Promise.all(Array.from({ length: 5 }, () => Player.connect(guesser.token, guesser.uid)));
    const codes = wrongCodes('', 36);
    const burst = async (player: Player, count: number) => {
      const from = player.frames.length;
      for (const code of codes.splice(0, count)) player.send('battle_join', { code });
      await eventually(async () => player.frames.slice(from).filter((frame) => frame.type === 'error').length, (n) => n >= count);
      return player.frames.slice(from).map((frame) => frame.code as string);
    };
    try {
      // Act: 10 codes at once on one socket, then 5 at once on each of three more (20 looked up), then one more socket
      const first = await burst(sockets[0]!, 10);
      const next = await Promise.all(sockets.slice(1, 4).map((player) => burst(player, 5)));
      const last = await joinWith(sockets[4]!, codes[0]!);
      // Assess: a socket's 5, then the account's 20, exactly, whatever arrived together
      expect(first.filter((code) => code === 'room_code_not_valid')).toHaveLength(5);
      expect(first.filter((code) => code === 'room_code_tries_exceeded')).toHaveLength(5);
      expect(next.flat().filter((code) => code === 'room_code_not_valid')).toHaveLength(15);
      expect(last).toMatchObject({ code: 'room_code_tries_exceeded' });
      expect(Date.parse(last.data.retryAt) - Date.now()).toBeGreaterThan(10 * 60_000);
    } finally {
      sockets.forEach((player) => player.close());
    }
  });

  it('refuses an answer that arrives after the window (deadline + credit + 250 ms)', async () => {
    const { owner, guest, room } = await friendRoom();
    try {
      owner.send('battle_start', { battleId: room.battleId });
      const question = await owner.next(ofType('battle_question'));
      await closeQuestionWindow(room.battleId, question);
      owner.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0, lagMs: 300 });
      await owner.next(errorCode('battle_question_closed'));
      // The nudge after the window reveals, with nobody's answer counted.
      owner.send('battle_nudge', { battleId: room.battleId, questionId: question.questionId });
      const reveal = await guest.next(ofType('battle_reveal'));
      expect(reveal.players.every((p: Frame) => !p.answered)).toBe(true);
    } finally {
      owner.close();
      guest.close();
    }
  }, 150_000);
});

describe('a room of one question level', () => {
  it('draws its questions of that level only, and the lobby says which level the creator chose', async () => {
    const account = await premiumAccount();
    const owner = await Player.connect(account.token, account.uid);
    try {
      owner.send('battle_create', { category: 'grammaire', level: 'facile' });
      const room = await owner.next(ofType('battle_room'));
      expect(room).toMatchObject({ level: 'facile', status: 'lobby' });
      const item = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `BATTLE#${room.battleId}`, sk: 'BATTLE' } }));
      const questions = item.Item!.questions as { difficulty: number }[];
      expect(questions.length).toBeGreaterThan(0);
      // The battle keeps a question's level as a number for the bot's odds: 3 is « facile ».
      expect(new Set(questions.map((q) => q.difficulty))).toEqual(new Set([3]));
      const refused = owner.frames.length;
      owner.send('battle_create', { category: 'grammaire', level: 'expert' });
      expect(await owner.next(ofType('error'), refused)).toMatchObject({ code: 'invalid_request' });
    } finally {
      owner.close();
    }
  });
});

describe('bot battles', () => {
  it('plays against the server-side bot: it answers on its own clock, and the battle finishes with no coins moved', async () => {
    const account = await premiumAccount();
    const player = await Player.connect(account.token, account.uid);
    try {
      const coins = await eventually(() => walletOf(account.uid), (balance) => balance > 0);
      player.send('battle_create', { category: 'grammaire', bot: 'hard' });
      const room = await player.next(ofType('battle_room'));
      expect(room).toMatchObject({ kind: 'bot', status: 'playing', entryFee: 0 });
      expect(room.players.find((p: Frame) => p.bot)).toBeDefined();
      // Three questions show the bot's clock as well as ten (each waits on the bot's planned time): the battle is cut
      // to three in its stored item while the first is on screen, as the deadline test does. Should a move of the bot
      // save the ten back over it, the battle plays them all: the loop goes on until the result.
      await documentClient().send(new UpdateCommand({
        TableName: cloud().tableName, Key: { pk: `BATTLE#${room.battleId}`, sk: 'BATTLE' },
        UpdateExpression: 'REMOVE questions[9], questions[8], questions[7], questions[6], questions[5], questions[4], questions[3]',
      }));
      for (let index = 0; ; index++) {
        const question = await player.next((f) => ofType('battle_question', (q) => q.index === index)(f) || f.type === 'battle_finished', 0);
        if (question.type === 'battle_finished') break;
        expect(index).toBeLessThan(room.questions);
        await waitUntil(question.shownAt);
        const from = player.frames.length;
        player.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0 });
        const ack = await player.next(ofType('battle_answer_ack'), from);
        // The client nudges when the server said the reveal is due (the bot's planned time, or the window's end).
        await waitUntil(ack.revealAt);
        player.send('battle_nudge', { battleId: room.battleId, questionId: question.questionId });
        await player.next(ofType('battle_reveal', (f) => f.index === index), from);
      }
      const result = await player.next(ofType('battle_finished'));
      expect(result.standings).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await walletOf(account.uid)).toBe(coins);
    } finally {
      player.close();
    }
  }, 400_000);
});

import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@plume/shared';
import { api, cloud, cognitoClient, eventually, signedInUser, signIn } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, eventsDelivered, grantCoins, premiumAccount, scanTable } from '#test/accounts';
import { ofType, Player, storedBattle, type Frame } from '#test/battle-player';
import { contentPack } from '#content';

const subcategory = `rgpd-${randomUUID().slice(0, 8)}`;
const fixture: AdminQuestion[] = Array.from({ length: 10 }, (_, n) => ({
  id: `${subcategory}-1-${n}`, subcategory, level: 1, difficulty: 'facile' as const, question: `Effacement, question ${n} ?`,
  options: [`juste ${n}`, `faux a ${n}`, `faux b ${n}`, `faux c ${n}`] as [string, string, string, string], answer: 0, explanation: `Parce que ${n}.`, language: 'fr' as const,
}));
const wsUrl = (token: string) => `${cloud().url.replace(/^http/, 'ws')}/ws?token=${token}`;

function openSocket(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(token));
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** The items of the whole table that mention any of these strings, in a key or in any attribute. */
async function itemsMentioning(needles: readonly string[]) {
  return (await scanTable()).filter((item) => needles.some((needle) => JSON.stringify(item).includes(needle)));
}

describe('deleting an account deletes everything of it (GDPR art. 17)', () => {
  let account: { token: string; email: string; uid: string };
  let childId: string;
  let gameId: string;
  let socket: WebSocket;
  let stranger: { token: string; uid: string };
  let hostPlayer: Player;
  let finishedRoom: Frame;
  let lobbyRoom: Frame;
  let holderLobby: Frame;
  let holderPlaying: Frame;
  let strangerBalance: () => Promise<number>;
  let strangerBalanceBefore: number;
  let playingRoom: Frame;

  /** Plays the fixture level with every answer right: coins, three badges with notifications, statistics, boards. */
  const playPerfectLevel = async (profileId: string) => {
    const started = await call('start_quiz', account.token, { profileId, mode: 'quiz-zone', category: 'orthographe', subcategory, level: 1 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    for (let index = 0; index < 10; index++) {
      const question = (await call('next_question', account.token, { gameId: started.body?.data.gameId, index })).body?.data.question;
      await call('answer_quiz', account.token, { gameId: started.body?.data.gameId, index, choice: question.options.findIndex((o: string) => o.startsWith('juste')) });
    }
    return started.body?.data.gameId as string;
  };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    const { saveQuestions } = await import('#questions/data/catalog');
    await saveQuestions('orthographe', fixture, 'test');
    account = await premiumAccount();
    childId = (await call('create_profile', account.token, { name: 'Petit', avatar: 'tortue', ageBand: '6-8' })).body?.data.id;
    gameId = await playPerfectLevel(account.uid);
    await playPerfectLevel(childId);
    expect((await call('start_quiz', account.token, { profileId: childId, mode: 'daily' })).status).toBe(201);
    expect((await call('bookmark_question', account.token, { profileId: account.uid, gameId, index: 0 })).status).toBe(201);
    // A dictation of the child's: its settings and a graded attempt (holding the text and the copy).
    expect((await call('update_dictation_settings', account.token, { profileId: childId, settings: { bareme: 'simple', acceptReformed1990: true } })).status).toBe(200);
    const dictation = (await call('start_dictation', account.token, { profileId: childId, passageId: contentPack.dictations[0]!.id })).body?.data;
    expect((await call('submit_dictation', account.token, { profileId: childId, attemptId: dictation.attemptId, answer: 'Une copie très courte.' })).status).toBe(200);
    // And one still open, its copy saved as it was typed (on the attempt item).
    const open = (await call('start_dictation', account.token, { profileId: childId, passageId: contentPack.dictations[1]!.id })).body?.data;
    expect((await call('save_dictation_copy', account.token, { profileId: childId, attemptId: open.attemptId, copy: 'Une copie commencée.', revision: 1 })).body?.data).toEqual({ revision: 1, saved: true });
    // A crossword grid of the child's (holding its solution), checked once with a wrong letter (its mistakes).
    const crossword = (await call('start_crossword', account.token, { profileId: childId, level: 'facile' })).body?.data;
    expect((await call('check_crossword', account.token, { profileId: childId, puzzleId: crossword.puzzleId, scope: 'grid', entries: 'Z'.repeat(81) })).status).toBe(200);
    // Flashcards of the child's: a deck, a card, a review (its log) and a retention target.
    const deck = (await call('create_flashcard_deck', account.token, { profileId: childId, name: 'Mots difficiles' })).body?.data.deck;
    expect((await call('add_flashcard', account.token, { profileId: childId, deckId: deck.deckId, word: 'abîme' })).status).toBe(201);
    expect((await call('review_flashcard', account.token, { profileId: childId, deckId: deck.deckId, cardId: 'abîme', reviewId: 'revue-1', rating: 3 })).status).toBe(200);
    expect((await call('update_flashcard_settings', account.token, { profileId: childId, settings: { requestRetention: 0.85 } })).status).toBe(200);
    // Spelling of the child's: a list its parent made, and a session of it, answered once and finished.
    const list = (await call('save_spelling_list', account.token, { profileId: childId, name: 'Semaine 1', words: [{ word: 'zèbre' }] })).body?.data;
    const spelling = (await call('start_spelling', account.token, { profileId: childId, source: { kind: 'list', listId: list.listId } })).body?.data;
    expect((await call('answer_spelling', account.token, { profileId: childId, sessionId: spelling.sessionId, itemId: spelling.next.itemId, answer: 'zebre' })).status).toBe(200);
    expect((await call('finish_spelling', account.token, { profileId: childId, sessionId: spelling.sessionId })).status).toBe(200);
    expect((await call('report_question', account.token, { profileId: account.uid, gameId, index: 1, reason: 'typo' })).status).toBe(201);
    expect((await api('/api/contact', { body: JSON.stringify({ name: 'Parent', email: account.email, subject: 'question', message: 'Une question sur mon compte, merci.' }) })).status).toBe(201);
    socket = await openSocket(account.token);
    // A battle room of the holder's, waiting in its lobby: the battle and its room code.
    const room = new Promise((resolve) => socket.on('message', (data) => { if (String(data).includes('"battle_room"')) resolve(undefined); }));
    socket.send(JSON.stringify({ action: 'battle_create', profileId: account.uid, category: 'orthographe' }));
    await room;
    // Someone else's battles where the account sat as a guest: the battle items are the stranger's, so only the
    // erasure's scrub takes the account out of them (docs/battles.md, « Privacy and deletion »).
    stranger = await premiumAccount();
    const host = await Player.connect(stranger.token, stranger.uid);
    hostPlayer = host;
    const holderSeat = await Player.connect(account.token, account.uid);
    const childSeat = await Player.connect(account.token, childId);
    // A room frame of a battle not seen yet: a room an earlier step joined is broadcast again, possibly late.
    const opened = new Set<string>();
    const newRoom = async (player: Player, from: number) => {
      const room = await player.next(ofType('battle_room', (frame) => !opened.has(frame.battleId)), from);
      opened.add(room.battleId);
      return room;
    };
    const openStrangerRoom = async () => {
      const from = host.frames.length;
      host.send('battle_create', { category: 'orthographe' });
      return newRoom(host, from);
    };
    const join = async (guest: Player, room: Frame) => {
      const from = guest.frames.length;
      guest.send('battle_join', { code: room.code });
      await guest.next(ofType('battle_room', (frame) => frame.battleId === room.battleId), from);
    };
    const start = async (room: Frame) => {
      host.send('battle_start', { battleId: room.battleId });
      await host.next(ofType('battle_question', (frame) => frame.battleId === room.battleId));
    };
    // Finished: the holder forfeited, so the stranger's record and history name the holder (and the holder's, the stranger).
    finishedRoom = await openStrangerRoom();
    await join(holderSeat, finishedRoom);
    await start(finishedRoom);
    holderSeat.send('battle_leave', { battleId: finishedRoom.battleId });
    await host.next(ofType('battle_finished', (frame) => frame.battleId === finishedRoom.battleId));
    // The statistics consumer's records (`battle.finished` may reach the bus after the frame: not `eventsDelivered`).
    await eventually(() => scanTable(), (items) => items.some((item) => item.pk === `PROFILE#${stranger.uid}` && item.sk === `BATTLEOPP#${account.uid}`)
      && items.some((item) => item.pk === `PROFILE#${account.uid}` && item.sk === `BATTLEOPP#${stranger.uid}`));
    // Waiting in its lobby with the child seated, and in play with the child seated.
    lobbyRoom = await openStrangerRoom();
    await join(childSeat, lobbyRoom);
    playingRoom = await openStrangerRoom();
    await join(childSeat, playingRoom);
    await start(playingRoom);
    // Battles the holder created with the stranger seated: a lobby with an entry fee (escrowed from the stranger's
    // coins) and a duel in play. The holder's erasure must settle them before the owner index takes them away.
    const openHolderRoom = async (entryFee: number) => {
      const from = holderSeat.frames.length;
      holderSeat.send('battle_create', { category: 'orthographe', entryFee });
      return newRoom(holderSeat, from);
    };
    const seatStranger = async (room: Frame) => {
      const from = host.frames.length;
      host.send('battle_join', { code: room.code });
      await host.next(ofType('battle_room', (frame) => frame.battleId === room.battleId), from);
    };
    strangerBalance = async () => (await call('get_statistics', stranger.token, { profileId: stranger.uid })).body?.data.coins.balance;
    const balanceBeforeFee = await eventually(strangerBalance, (balance) => balance > 0);
    holderLobby = await openHolderRoom(10);
    await seatStranger(holderLobby);
    strangerBalanceBefore = await eventually(strangerBalance, (balance) => balance === balanceBeforeFee - 10);
    holderPlaying = await openHolderRoom(0);
    await seatStranger(holderPlaying);
    holderSeat.send('battle_start', { battleId: holderPlaying.battleId });
    await host.next(ofType('battle_question', (frame) => frame.battleId === holderPlaying.battleId));
    // Everything the event consumers write for both profiles is there before the deletion.
    const settled = async () => Promise.all([account.uid, childId].map(async (profileId) => ({
      stats: (await call('get_statistics', account.token, { profileId })).body?.data,
      badges: (await call('get_badges', account.token, { profileId })).body?.data.badges.filter((b: { status: string }) => b.status === 'unlocked').length,
      notifications: (await call('get_notifications', account.token, { profileId })).body?.data.total,
      board: (await call('get_leaderboard', account.token, { profileId, period: 'all-time' })).body?.data.me,
    })));
    // (It also waited for a balance of 60 coins each, which the economy's caps no longer give: every run sat out the
    // whole 240 s of `eventually` here, the file's 91–280 s.)
    await eventsDelivered();
    const state = await eventually(settled, (profiles) => profiles.every((p) => p.stats?.games === 1 && p.badges === 3 && p.notifications === 3 && p.board));
    expect(state.every((p) => p.stats.games === 1 && p.badges === 3 && p.notifications === 3 && p.board)).toBe(true);
    // The child's spelling totals, added by the consumer of spelling.completed.
    await eventually(async () => (await call('get_spelling_statistics', account.token, { profileId: childId })).body?.data, (totals) => totals?.sessions === 1);
    // A pending payout request (its hold, the 48-hour guard) and the account's referral code.
    const { moveCoins } = await import('#wallet/data/wallet');
    expect((await moveCoins(account.uid, 5000, 'test_grant', `test-grant:${account.uid}`)).status).toBe('applied');
    expect((await call('request_payout', account.token, { profileId: account.uid, coins: 5000, destination: { method: 'paypal', email: account.email } })).status).toBe(201);
    expect((await call('get_referral', account.token)).status).toBe(200);
    // An exam attempt of the child's with a short absence: the attempt, its claim and key try, the examinators' feed entry.
    const examinator = (await signedInUser({ groups: ['examinator'] })).idToken;
    const exam = (await call('examinator/create_exam', examinator, {
      title: 'Examen à effacer', key: 'EFFACER1', questionCount: 3, durationMinutes: 10, language: 'fr', category: 'orthographe',
      opensAt: new Date(Date.now() - 60_000).toISOString(), closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    })).body?.data.exam;
    const attempt = (await call('start_exam', account.token, { profileId: childId, examId: exam.examId, key: 'EFFACER1', agreedToRules: true })).body?.data;
    expect((await call('report_exam_violation', account.token, { profileId: childId, attemptId: attempt.attemptId, kind: 'blur', at: new Date().toISOString(), durationMs: 1_500 })).status).toBe(200);
    await eventually(() => call('examinator/list_exams', examinator), (listed) => listed.body?.data.recentViolations.some((v: { attemptId: string }) => v.attemptId === attempt.attemptId));
    // The child's contest entry and result (its row on the contest's leaderboard), in the contest's partition.
    const contest = (await call('admin/save_contest', (await signedInUser({ groups: ['admin'] })).idToken, {
      title: 'Concours à effacer', description: '', language: 'fr', source: { kind: 'questions', questionIds: fixture.slice(0, 3).map((q) => q.id) },
      startsAt: new Date(Date.now() - 1_000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString(), entryFee: 0, prizes: [10],
    })).body?.data.contest;
    expect((await call('join_contest', account.token, { profileId: childId, contestId: contest.id })).status).toBe(201);
    const contestGame = (await call('start_quiz', account.token, { profileId: childId, mode: 'contest', contestId: contest.id })).body?.data.gameId;
    for (let index = 0; index < 3; index++) {
      await call('next_question', account.token, { gameId: contestGame, index });
      await call('answer_quiz', account.token, { gameId: contestGame, index, choice: 0 });
    }
    expect((await call('get_contest_leaderboard', account.token, { profileId: childId, contestId: contest.id })).body?.data.mine).toBeDefined();
    // A family challenge between the holder and the child, in the account's challenges partition.
    expect((await call('create_family_challenge', account.token, { profileId: account.uid, opponentProfileId: childId, category: 'sciences', handicap: 'level' })).status).toBe(201);
    // Handwritten letters given with consent, in the account's partition.
    expect((await call('set_handwriting_consent', account.token, { consent: true })).status).toBe(200);
    expect((await call('contribute_handwriting', account.token, { setId: randomUUID(), letters: [{ letter: 'a', strokes: [[40, 50, 45, 55, 50, 60]] }] })).body?.data).toEqual({ stored: 1 });
  });

  it('leaves no item in the table that mentions the account, its profiles or its address, and refuses its token everywhere', async () => {
    const ids = [account.uid, childId, account.email];
    const before = await itemsMentioning(ids);
    const kinds = new Set(before.map((item) => String(item.pk).replace(/#.*/, '#')));
    // Account, profiles, games, statistics, badges, notifications, bookmark, daily claim, levels, boards, wallets,
    // report, connection, contact message, battle room, payout request, referral code, exam attempt, contest entry and
    // result, family challenge: the table held the account in all of these.
    expect([...kinds].sort()).toEqual(['BATTLE#', 'CONN#', 'CONTACT#', 'CONTEST#', 'EXAMATTEMPT#', 'EXAMFEED', 'FAMCHALLENGES#', 'GAME#', 'LB#', 'PAYOUT#', 'PROFILE#', 'REFERRAL_CODE#', 'REFERRAL_CODE_OF#', 'REPORT#', 'ROOM#', 'USER#', 'WALLET#']);
    expect(before.filter((item) => String(item.sk).startsWith('HW')).map((item) => String(item.sk).replace(/#.*/, '#')).sort()).toEqual(['HWCONSENT', 'HWSAMPLE#']);
    // The child's exam: its claim and its key try, in its own partition (the exam itself is staff content and stays).
    expect(before.filter((item) => String(item.sk).startsWith('EXAM')).map((item) => String(item.sk).replace(/#.*/, '#')).sort()).toEqual(['EXAM#', 'EXAMKEY#']);
    expect(before.length).toBeGreaterThan(40);
    expect(before.filter((item) => String(item.sk).startsWith('CROSSWORD#'))).toHaveLength(1);
    // The child's flashcards: its deck, cards, review log, settings and the day's new-card count, in its own partition.
    expect([...new Set(before.filter((item) => String(item.sk).startsWith('FLASH')).map((item) => String(item.sk).replace(/#.*/, '#')))].sort()).toEqual(['FLASHCARD#', 'FLASHCARD_SETTINGS', 'FLASHDECK#', 'FLASHLOG#', 'FLASHNEW#']);
    // The child's spelling: its list, the count of its lists, its session, its totals and the totals' session marker.
    expect([...new Set(before.filter((item) => String(item.sk).startsWith('SPELL')).map((item) => String(item.sk).replace(/#.*/, '#')))].sort()).toEqual(['SPELLING#', 'SPELLLIST#', 'SPELLLISTS', 'SPELLSTATS']);
    expect(before.filter((item) => String(item.sk).startsWith('APPLIED#spelling-stats#'))).toHaveLength(1);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const deleted = await call('delete_account', account.token, { confirm: true });
    expect(deleted).toMatchObject({ status: 200, body: { error: false, message: 'Supprimé avec succès' } });

    await eventsDelivered();
    const left = await eventually(() => itemsMentioning(ids), (items) => items.length === 0);
    expect(left.map((item) => `${item.pk} ${item.sk}`)).toEqual([]);
    console.info(`account deletion: ${before.length} items mentioned the account before, ${left.length} after`);

    // The stranger's battles stay, without the account: the lobby seat freed (the host told), the seat in play given
    // up (a duel ends by forfeit), the finished battle's seat and the stranger's history line anonymous.
    const lobby = await storedBattle(lobbyRoom.battleId);
    expect([lobby.playerCount, Object.keys(lobby.players)]).toEqual([1, [stranger.uid]]);
    await hostPlayer.next(ofType('battle_room', (frame) => frame.battleId === lobbyRoom.battleId && frame.players.length === 1));
    const played = await hostPlayer.next(ofType('battle_finished', (frame) => frame.battleId === playingRoom.battleId));
    expect(played).toMatchObject({ reason: 'forfeit', standings: [{ profileId: stranger.uid, result: 'win' }, { name: 'Compte supprimé', result: 'loss' }] });
    const finished = await storedBattle(finishedRoom.battleId);
    expect(Object.entries(finished.players as Record<string, Frame>).map(([id, p]) => [id.startsWith('erased-'), p.name, p.uid, p.left]))
      .toContainEqual([true, 'Compte supprimé', '', true]);
    const history = (await call('get_battle_statistics', stranger.token, { profileId: stranger.uid })).body?.data;
    expect(history.history.find((line: Frame) => line.battleId === finishedRoom.battleId)?.opponents).toEqual(['Compte supprimé']);
    expect(history.opponents.map((record: Frame) => record.opponent)).not.toContain(account.uid);
    // The holder's own lobby is deleted as when its owner leaves, the stranger's entry refunded; its duel in play is
    // the stranger's by forfeit and stays (anonymous, off the owner index) until its TTL.
    await hostPlayer.next(ofType('battle_deleted', (frame) => frame.battleId === holderLobby.battleId && frame.code === 'room_deleted_by_owner'));
    expect(await eventually(strangerBalance, (balance) => balance === strangerBalanceBefore + 10)).toBe(strangerBalanceBefore + 10);
    const ownDuel = await hostPlayer.next(ofType('battle_finished', (frame) => frame.battleId === holderPlaying.battleId));
    expect(ownDuel).toMatchObject({ reason: 'forfeit', standings: [{ profileId: stranger.uid, result: 'win' }, { name: 'Compte supprimé', result: 'loss' }] });
    expect((await storedBattle(holderPlaying.battleId))?.ownerProfileId).toMatch(/^erased-/);

    // The old token is refused: it recreates nothing, reads nothing, plays nothing, connects nowhere.
    const refused = { status: 401, body: { error: true, code: 'account_deleted', message: 'Ce compte a été supprimé.' } };
    expect(await call('get_user', account.token)).toMatchObject(refused);
    expect(await call('get_statistics', account.token, { profileId: childId })).toMatchObject(refused);
    // A `player` move reads the account's status through a per-process cache of at most 60 s (runtime/http.ts): it is
    // refused, or, answered from that cache, finds its game gone. Either way nothing is read.
    const move = await call('get_game', account.token, { gameId });
    expect(move.body?.data).toBeUndefined();
    expect(move.body?.code).toMatch(/^(account_deleted|game_not_found)$/);
    expect(await call('create_profile', account.token, { name: 'Retour', avatar: 'chat', ageBand: '6-8' })).toMatchObject(refused);
    await expect(openSocket(account.token)).rejects.toThrow('HTTP 401');
    expect(await closed).toBe(1000);
    expect(await itemsMentioning(ids)).toEqual([]);
    await expect(signIn(cognitoClient(), cloud().userPoolClientId, account.email)).rejects.toThrow();
  });
});

describe('deleting one profile', () => {
  it('erases its data (boards, games, wallet, statistics…) and leaves the rest of the family alone', async () => {
    const account = await premiumAccount();
    const keep = (await call('create_profile', account.token, { name: 'Reste', avatar: 'chat', ageBand: 'adulte' })).body?.data.id;
    const leave = (await call('create_profile', account.token, { name: 'Part', avatar: 'hibou', ageBand: 'adulte' })).body?.data.id;
    const started = await call('start_quiz', account.token, { profileId: leave, mode: 'true-false' });
    expect(started.status).toBe(201);
    // Added profiles have no welcome coins (one welcome per account): each gets a wallet here.
    await Promise.all([keep, leave].map((profileId) => grantCoins(profileId, 50)));
    expect((await itemsMentioning([leave])).some((item) => String(item.pk).startsWith('WALLET#'))).toBe(true);
    expect((await call('delete_profile', account.token, { profileId: leave })).status).toBe(200);
    await eventsDelivered();
    expect(await eventually(() => itemsMentioning([leave]), (items) => items.length === 0)).toEqual([]);
    // What the other profile has (its profile item, its coins: wallet, ledger entry, idempotency key) stays.
    expect((await itemsMentioning([keep])).map((item) => String(item.pk).replace(/#.*/, '#')).sort()).toEqual(['USER#', 'WALLET#', 'WALLET#', 'WALLET#']);
    expect((await call('get_user', account.token)).body?.data.profiles).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { eventually } from '#test/cloud-client';
import { dueTimersFired, subscriberAndStranger } from '#test/accounts';
import { errorCode, ofType, Player, storedBattle, waitUntil, walletOf, type Frame } from '#test/battle-player';

/*
 * An away seat's own timer (docs/battles.md, « Disconnects and resume »), through the local gateway's real WebSocket
 * and the local Scheduler: in a lobby nobody touches, the seat of a player who said goodbye is given up at its expiry
 * (10 s later) by the timer alone, and a resume racing that timer either keeps the seat or is told it is gone.
 */

const ENTRY_FEE = 5;
/** The timer fires at the whole second after the expiry. */
const timerSecond = (expiresAt: number) => Math.ceil(expiresAt / 1000) * 1000;

/** A friend room of two subscribers of different families, both seated and paid in, not started. */
async function seatedRoom() {
  const { token, profileId, other } = await subscriberAndStranger();
  await Promise.all([profileId, other.uid].map((id) => eventually(() => walletOf(id), (balance) => balance >= ENTRY_FEE)));
  const [owner, guest] = await Promise.all([Player.connect(token, profileId), Player.connect(other.token, other.uid)]);
  owner.send('battle_create', { category: 'histoire', entryFee: ENTRY_FEE });
  const room = await owner.next(ofType('battle_room'));
  guest.send('battle_join', { code: room.code });
  await owner.next(ofType('battle_room', (f) => f.players.length === 2));
  const seats = await Promise.all([owner.next(ofType('battle_seat')), guest.next(ofType('battle_seat'))]);
  const paid = { owner: await walletOf(profileId), guest: await walletOf(other.uid) };
  return { owner, guest, battleId: room.battleId as string, tokens: { owner: token, guest: other.token }, resumeTokens: seats.map((s) => s.resumeToken as string), paid };
}

async function arrival(player: Player, match: (frame: Frame) => boolean, from: number): Promise<number> {
  await player.next(match, from);
  return Date.now();
}

describe.concurrent('an away seat given up by its own timer', () => {
  it('frees a guest\'s lobby seat at its expiry with nobody knocking: the entry refunded, the owner told', async () => {
    const { owner, guest, battleId, paid } = await seatedRoom();
    try {
      guest.send('battle_goodbye', { battleId });
      const away = await owner.next(ofType('battle_player_away', (f) => f.profileId === guest.profileId));
      const releasedAt = await arrival(owner, ofType('battle_room', (f) => f.players.length === 1), owner.frames.length);
      // Never before the expiry; how soon after is a measure (bench/seat-expiry.ts), not a verdict.
      expect(releasedAt).toBeGreaterThanOrEqual(away.seatExpiresAt);
      console.info(`guest's seat released ${releasedAt - away.seatExpiresAt} ms after its expiry`);
      const battle = await storedBattle(battleId);
      expect([battle.status, battle.playerCount, Object.keys(battle.players)]).toEqual(['lobby', 1, [owner.profileId]]);
      expect(await eventually(() => walletOf(guest.profileId), (balance) => balance === paid.guest + ENTRY_FEE)).toBe(paid.guest + ENTRY_FEE);
    } finally {
      owner.close();
      guest.close();
    }
  });

  it('deletes an absent owner\'s room at its expiry: everyone refunded, the guest told', async () => {
    const { owner, guest, battleId, paid } = await seatedRoom();
    try {
      owner.send('battle_goodbye', { battleId });
      const away = await guest.next(ofType('battle_player_away', (f) => f.profileId === owner.profileId));
      const deletedAt = await arrival(guest, ofType('battle_deleted', (f) => f.code === 'room_deleted_by_owner'), guest.frames.length);
      expect(deletedAt).toBeGreaterThanOrEqual(away.seatExpiresAt);
      console.info(`absent owner's room deleted ${deletedAt - away.seatExpiresAt} ms after the seat's expiry`);
      expect((await storedBattle(battleId)).status).toBe('deleted');
      const refunded = await eventually(async () => [await walletOf(owner.profileId), await walletOf(guest.profileId)], ([a, b]) => a === paid.owner + ENTRY_FEE && b === paid.guest + ENTRY_FEE);
      expect(refunded).toEqual([paid.owner + ENTRY_FEE, paid.guest + ENTRY_FEE]);
    } finally {
      owner.close();
      guest.close();
    }
  });

  // Resumes sent from 150 ms before the expiry (the first ones find the seat still kept), or from just after it (each
  // finds it expired and releases it itself, racing the timer and the others): either way one write decides.
  it.each([
    { when: 'around the expiry', firstResumeMs: -150 },
    { when: 'just after the expiry', firstResumeMs: 20 },
  ])('lets one write decide between the timer and 10 resumes racing it $when (and 10 nudges): the seat stays, or goes with one refund', async ({ firstResumeMs }) => {
    const { owner, guest, battleId, tokens, resumeTokens, paid } = await seatedRoom();
    const tabs = await Promise.all(Array.from({ length: 10 }, () => Player.connect(tokens.guest, guest.profileId)));
    try {
      guest.send('battle_goodbye', { battleId });
      const away = await owner.next(ofType('battle_player_away', (f) => f.profileId === guest.profileId));
      const watched = owner.frames.length;
      // Ten resumes 40 ms apart, and the owner's nudges among them: the timer fires at the whole second after the
      // expiry, so whichever write lands first decides.
      await waitUntil(away.seatExpiresAt + firstResumeMs);
      await Promise.all(tabs.map(async (tab, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 40));
        tab.send('battle_resume', { battleId, token: resumeTokens[1] });
        if (i === 4) for (let n = 0; n < 10; n++) owner.send('battle_nudge', { battleId, questionId: 'lobby' });
      }));
      const outcomes = await Promise.all(tabs.map((tab) => tab.next((f) => f.type === 'battle_snapshot' || f.type === 'error')));
      await waitUntil(timerSecond(away.seatExpiresAt));
      await dueTimersFired(); // past the timer, whatever it found
      const resumed = outcomes.filter(ofType('battle_snapshot')).length;
      const battle = await storedBattle(battleId);
      const released = owner.frames.slice(watched).filter(ofType('battle_room', (f) => f.players.length === 1));
      const balance = await eventually(() => walletOf(guest.profileId), (value) => value === paid.guest + (resumed ? 0 : ENTRY_FEE));
      console.info(`seat expiry race (first resume at expiry ${firstResumeMs} ms): ${resumed} of 10 resumes kept the seat`);
      // A resume that reaches the gateway after the expiry can never win the seat back.
      if (firstResumeMs > 0) expect(resumed).toBe(0);
      if (resumed > 0) {
        // The resume won: the seat is present, never refunded, the owner never saw it freed; any resume after it won too.
        expect(battle.players[guest.profileId]).toBeDefined();
        expect(battle.players[guest.profileId].seatExpiresAt).toBeUndefined();
        expect(released).toEqual([]);
        expect(balance).toBe(paid.guest);
      } else {
        // The release won: the seat is gone, refunded once, the owner told once; every resume was told why.
        expect(battle.players[guest.profileId]).toBeUndefined();
        expect(outcomes.every(errorCode('battle_seat_gone'))).toBe(true);
        expect(released).toHaveLength(1);
        expect(balance).toBe(paid.guest + ENTRY_FEE);
      }
      expect(outcomes.filter((f) => f.type === 'battle_snapshot' || errorCode('battle_seat_gone')(f))).toHaveLength(10);
    } finally {
      [owner, guest, ...tabs].forEach((p) => p.close());
    }
  });
});

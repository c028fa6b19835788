import { openPairs, seatedRoom, type Frame, type Target } from './battles.ts';
import { summarize, type Summary } from './stats.ts';

/*
 * An away seat's own timer (docs/battles.md, « Disconnects and resume »): `lobbies` friend rooms at once, each guest
 * says goodbye (its seat is kept 10 s), and nobody touches the room again. Measures when the owner sees the seat freed
 * (the `battle_room` frame without the guest), from the seat's expiry and from the whole second the timer is set for
 * (EventBridge Scheduler's `at()` has whole seconds), and counts rooms never freed. The goal: expiry + ≤ 2 s.
 */

export interface SeatExpiryBenchResult { lobbies: number; afterExpiry: Summary; afterTimerSecond: Summary; notReleased: number }

/** Epoch ms of a frame's arrival (the clients stamp frames with `performance.now()`). */
const epochOf = (at: number) => performance.timeOrigin + at;

export async function benchSeatExpiry(target: Target, lobbies: number): Promise<SeatExpiryBenchResult> {
  const clients = await openPairs(target, lobbies);
  const afterExpiry: number[] = [];
  const afterTimerSecond: number[] = [];
  let notReleased = 0;
  const start = performance.now();
  await Promise.all(clients.map(async ([owner, guest]) => {
    const { battleId } = await seatedRoom(owner, guest);
    guest.send('battle_goodbye', { battleId });
    const isAway = (f: Frame) => f.type === 'battle_player_away' && f.battleId === battleId;
    if ((await owner.when(isAway)) === undefined) { notReleased++; return; }
    const { seatExpiresAt } = owner.frame(isAway)!;
    // Only a room frame sent after the goodbye (the room's first frame had one player too).
    const before = new Set(owner.frames.map((f) => f.frame));
    const freed = await owner.when((f) => !before.has(f) && f.type === 'battle_room' && f.battleId === battleId && f.players.length === 1, 30_000);
    if (freed === undefined) { notReleased++; return; }
    afterExpiry.push(epochOf(freed) - seatExpiresAt);
    afterTimerSecond.push(epochOf(freed) - Math.ceil(seatExpiresAt / 1000) * 1000);
  }));
  const elapsed = performance.now() - start;
  clients.flat().forEach((c) => c.socket.close());
  return { lobbies, afterExpiry: summarize(afterExpiry, elapsed), afterTimerSecond: summarize(afterTimerSecond, elapsed), notReleased };
}

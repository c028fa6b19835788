/**
 * The capacity model (docs/capacity.md): the target, the load each route takes per battle or per active user, and the
 * ceilings derived from them. The route manifest (`routes.ts`) takes every route's throttle and every capped handler's
 * reserved concurrency from here; CDK applies them (API Gateway stage route settings, Lambda reserved concurrency);
 * `bench/capacity.ts` reads them back from the synthesized template and says what the deployment holds.
 *
 * Counts per battle are derived from the code path (client: `frontend/src/features/battles/api/battle-store.ts` and
 * `battle-socket.ts`; server: `lambdas/src/battles/*.ts`), not measured on AWS: docs/capacity.md says which to verify.
 */

/** What the deployment must hold: issue #20. */
export const target = { concurrentBattles: 50_000, monthlyActiveUsers: 1_000_000 } as const;

/**
 * A 1v1 battle as played (docs/battles.md, « Timing »): 10 questions of at most 30 s, a 3 s pause after each reveal;
 * pings every 10 s per client (`PING_EVERY_MS`), seeks every 2 s while a random search waits (`SEEK_EVERY_MS`).
 * A battle is counted at its longest (every question runs its 30 s): 330 s. Faster play (both answer in 10 s) makes
 * battles shorter and their per-second rates higher; the ceilings' `headroom` of 2 covers battles twice as fast.
 */
export const battleShape = {
  players: 2,
  questions: 10,
  questionSeconds: 30,
  revealPauseSeconds: 3,
  pingEverySeconds: 10,
  /** Half the battles are friend rooms (create, join, start), half random matches (seeks). */
  randomShare: 0.5,
  /** A random search waits ~5 s (docs/capacity.md, pools), seeking every 2 s: ~3.5 seeks per player. */
  seeksPerPlayer: 3.5,
} as const;

/** 330 s: 10 × (30 s + 3 s). */
export const battleSeconds = battleShape.questions * (battleShape.questionSeconds + battleShape.revealPauseSeconds);

const perPlayer = (count: number) => count * battleShape.players;
const pingsPerPlayer = battleSeconds / battleShape.pingEverySeconds;

/**
 * Client frames per battle, by WebSocket route (each one Lambda invocation). Nudges are counted at their worst, one
 * per player per question (a nudge is sent only when the reveal has not come by the deadline or the acknowledgement's
 * `revealAt`; the store clears it on the reveal). Routes not listed are rare (a leave, a resume, a group room, Q&A):
 * they get `rareRoute`.
 */
export const framesPerBattle: Readonly<Record<string, number>> = {
  $connect: perPlayer(1),
  $disconnect: perPlayer(1),
  ping: perPlayer(pingsPerPlayer),
  battle_create: 1 - battleShape.randomShare,
  battle_join: 1 - battleShape.randomShare,
  battle_start: 1 - battleShape.randomShare,
  battle_seek: battleShape.randomShare * perPlayer(battleShape.seeksPerPlayer),
  battle_answer: perPlayer(battleShape.questions),
  battle_nudge: perPlayer(battleShape.questions),
};

/**
 * `PostToConnection` calls per battle (they count against API Gateway's account quota like any request): per player
 * each question, its acknowledgement, its reveal, the result, a pong per ping, ~2 room frames, and a `battle_seeking`
 * answer per seek.
 */
export const pushesPerBattle =
  perPlayer(battleShape.questions * 3 + 1 + pingsPerPlayer + 2) + framesPerBattle.battle_seek!;

/** EventBridge Scheduler `CreateSchedule` calls per battle: one backstop timer per question shown (`armDeadline`). */
export const schedulesPerBattle = battleShape.questions;

/** Battles started per second when `concurrentBattles` are in flight, each lasting `battleSeconds`. */
export const battlesPerSecond = (concurrentBattles: number) => concurrentBattles / battleSeconds;

/**
 * Active users outside battles at the peak hour: 1 M monthly users, a quarter of them on a given day, each ~20
 * minutes, half of a day's use within the 4 busiest hours (after school, evening): 1e6 × 0.25 × 20 / 60 × 0.5 / 4
 * ≈ 10,400 at once. Counted on top of the battles' 100,000 players.
 */
export const activeUsers = {
  dailyShare: 0.25,
  minutesPerDay: 20,
  peakShareOfDay: 0.5,
  peakHours: 4,
} as const;

export function peakConcurrentUsers(monthlyActiveUsers: number): number {
  const { dailyShare, minutesPerDay, peakShareOfDay, peakHours } = activeUsers;
  return (monthlyActiveUsers * dailyShare * (minutesPerDay / 60) * peakShareOfDay) / peakHours;
}

/**
 * HTTP routes by load, in requests per second per concurrently active user, for one route of the class:
 * - `shell`: read by every page load of anyone (settings, system configuration, the account): up to a page every 10 s
 *   per user, the battles' players' page loads included: 0.1/s.
 * - `move`: a game move (a quiz answer and its next question, a card review, a spelling answer): a player moves every
 *   ~5–10 s (0.1–0.2 requests/s over two routes); a third of the active users on one activity at once: 0.03/s per route.
 * - `page`: what opening a page reads (one page every ~30–60 s, ~2 reads each, spread over ~100 routes, a popular one
 *   taking a few times its share): 0.004/s.
 * - `action`: an occasional write (a purchase, a deletion, a payout request): 0.001/s.
 * - `staff`: admin, finance and examinator consoles: a few people, not users: a fixed `staffRate`.
 */
export type LoadClass = 'shell' | 'move' | 'page' | 'action' | 'staff';
export const ratePerUser: Readonly<Record<Exclude<LoadClass, 'staff'>, number>> = { shell: 0.1, move: 0.03, page: 0.004, action: 0.001 };

/** Ceilings are the expected peak × `headroom`: twice the plan, for faster play and bursts. */
export const headroom = 2;
/**
 * No route's ceiling is below this (requests per second, burst): a route that is rare at the peak still serves a
 * classroom at once. The local gateway applies the same numbers per client IP, so tests from one address stay below.
 */
export const floorThrottle = { rate: 50, burst: 100 } as const;
/** The staff consoles' ceiling: a few dozen people, whatever the number of users. */
export const staffThrottle = floorThrottle;
/** Routes with no figure of their own (rare WebSocket frames). */
export const rareRoute = floorThrottle;
/** API Gateway's account burst is 5,000 (set by AWS, not adjustable): a route's burst never exceeds it. */
export const maxBurst = 5_000;

/** Rounded up to two significant digits, so the template reads as a plan (6,061 → 6,100). */
export function roundUp(value: number): number {
  if (value <= 100) return Math.ceil(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / step) * step;
}

/** The throttle for an expected rate: the rate × headroom (at least the floor), a second of it as burst. */
export function ceilingOf(expectedPerSecond: number): { rate: number; burst: number } {
  const rate = Math.max(floorThrottle.rate, roundUp(expectedPerSecond * headroom));
  return { rate, burst: Math.min(maxBurst, Math.max(floorThrottle.burst, rate)) };
}

/** A WebSocket route's ceiling at the target (`rareRoute` when the model has no count for it). */
export function webSocketThrottle(route: string): { rate: number; burst: number } {
  const frames = framesPerBattle[route];
  return frames === undefined ? { ...rareRoute } : ceilingOf(frames * battlesPerSecond(target.concurrentBattles));
}

/** An HTTP route's ceiling at the target, by its class. */
export function httpThrottle(load: LoadClass): { rate: number; burst: number } {
  return load === 'staff' ? { ...staffThrottle } : ceilingOf(ratePerUser[load] * peakConcurrentUsers(target.monthlyActiveUsers));
}

/**
 * Reserved concurrency (a cap and a reservation at once), per kind of handler: the staff consoles and the handlers
 * that may run for up to 29 s (speech rendering) or minutes (a parameter fit) must not take the concurrency the
 * battles run on. Battle, game and event handlers reserve nothing: they share the unreserved pool, which these caps
 * protect. Lambda keeps at least 100 of the account's concurrency unreserved.
 */
export const reservedConcurrency = { staff: 2, speech: 20, batch: 5 } as const;

/**
 * Mean Lambda duration per invocation, for the concurrency estimate: a battle move is 1–3 table requests and 1–2
 * posts (~16 ms at the median locally, docs/benchmarks.md, fifth session; counted 50 ms on AWS); an HTTP call 100 ms.
 */
export const meanDurationSeconds = { webSocket: 0.05, http: 0.1, timer: 0.05, consumer: 0.2 } as const;

/**
 * The table's warm throughput: what it serves from its first minute (a new on-demand table serves 4,000 writes/s and
 * 12,000 reads/s, then grows over hours). Set to the table-level default limit, above the target's need, which
 * bench/capacity.ts computes and checks against it; billed once when set.
 */
export const tableWarmThroughput = { writeUnitsPerSecond: 40_000, readUnitsPerSecond: 40_000 } as const;

/**
 * Partitions that every player would write, split into shards (docs/capacity.md « Keys that get hot »; the load per
 * shard is computed by bench/capacity-plan.ts against DynamoDB's 1,000 WCU / 3,000 RCU per partition):
 * - `leaderboard`: each board (`LB#<board>#<shard>`), a profile's row in the shard of its id. A game's row update is
 *   one transactional write (2 WCU) and moves the row in the score index (2 WCU there): at 303 updates per second per
 *   board, 8 shards take ~76 WCU/s each, so the board grows ten-fold before a shard nears its limit; the top 100 is
 *   read as 8 Queries of each shard's best 100.
 * - `matchmakingPool`: each pool (`MATCHPOOL#<category>#<language>#<shard>`), a ticket in the shard of its profile;
 *   a seek reads its own shard and the next two (`meetingShards`: odd, so any two seekers meet).
 */
export const partitionShards = { leaderboard: 8, matchmakingPool: 5 } as const;

/**
 * A leaderboard's rank snapshot (score → rows above) is taken this often: an estimated rank below the top 100 is at
 * most this old (the top itself is read live). Each snapshot reads the whole board once.
 */
export const rankSnapshotMinutes = 5;

/** AWS's defaults in eu-west-3 (AWS's quota pages, cited in docs/capacity.md « Quotas »). */
export const defaultQuotas = {
  apiGatewayAccountRequestsPerSecond: 10_000,
  apiGatewayAccountBurst: 5_000,
  webSocketNewConnectionsPerSecond: 500,
  lambdaConcurrentExecutions: 1_000,
  lambdaMinimumUnreserved: 100,
  schedulerCreateSchedulePerSecond: 250,
  dynamoTableReadUnits: 40_000,
  dynamoTableWriteUnits: 40_000,
  dynamoNewTableWarmWrites: 4_000,
  dynamoNewTableWarmReads: 12_000,
} as const;

/**
 * The capacity arithmetic of `bench/capacity.ts` (docs/capacity.md): what the synthesized template holds (route
 * throttles, reserved concurrency, the timers' dead-letter queues, the table's billing), multiplied by the capacity
 * model's counts per battle and per active user, gives the concurrent battles and monthly users the deployment
 * supports and the AWS quota increases it needs. Pure: `templateFacts` reads templates, `capacityPlan` computes.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { capacityModel as model, eventRules, httpLoadOf, httpRoutes, routeKey, timers, type Throttle } from '@plume/lambdas/routes';

export interface TemplateFacts {
  /** Route key → the throttle of its stage route setting. */
  http: Record<string, Throttle>;
  webSocket: Record<string, Throttle>;
  /** Handler id → its function's reserved concurrency. */
  reserved: Record<string, number>;
  /** Timer name → whether its function has a dead-letter queue (async failure destination). */
  timerDeadLetters: Record<string, boolean>;
  table: { billingMode: string; warmReads?: number; warmWrites?: number };
}

type Resource = { Type: string; Properties: Record<string, any> };
const resourcesOf = (template: Template, type: string) => Object.values(template.findResources(type)) as Resource[];
const throttlesOf = (stage: Resource): Record<string, Throttle> =>
  Object.fromEntries(Object.entries((stage.Properties.RouteSettings ?? {}) as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>)
    .map(([key, setting]) => [key, { rate: setting.ThrottlingRateLimit, burst: setting.ThrottlingBurstLimit }]));

/** Reads the facts from the API stack, every handler template (nested stacks included) and the data stack. */
export function templateFacts({ api, handlers, data }: { api: Template; handlers: readonly Template[]; data: Template }): TemplateFacts {
  const stages = resourcesOf(api, 'AWS::ApiGatewayV2::Stage');
  const httpStage = stages.find((stage) => stage.Properties.StageName === '$default');
  const webSocketStage = stages.find((stage) => stage.Properties.StageName !== '$default');
  const functions = handlers.flatMap((template) => resourcesOf(template, 'AWS::Lambda::Function'));
  const handlerOf = (fn: Resource) => String(fn.Properties.Description ?? '').replace(/^Plume handler /, '');
  const reserved = Object.fromEntries(functions.filter((fn) => fn.Properties.ReservedConcurrentExecutions !== undefined).map((fn) => [handlerOf(fn), fn.Properties.ReservedConcurrentExecutions as number]));
  // A timer has its dead-letter queue when its function has an on-failure destination and its queue exists beside it.
  const timerDeadLetters = Object.fromEntries(timers.map((timer) => [timer.name, handlers.some((template) => {
    const fnId = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, fn]) => handlerOf(fn as Resource) === timer.handler)?.[0];
    return fnId !== undefined
      && resourcesOf(template, 'AWS::Lambda::EventInvokeConfig').some((config) => JSON.stringify(config.Properties.FunctionName).includes(`"${fnId}"`) && config.Properties.DestinationConfig?.OnFailure)
      && resourcesOf(template, 'AWS::SQS::Queue').some((queue) => JSON.stringify(queue.Properties.QueueName).includes(`dlq-timer-${timer.name}`));
  })]));
  const table = resourcesOf(data, 'AWS::DynamoDB::Table')[0] ?? resourcesOf(data, 'AWS::DynamoDB::GlobalTable')[0];
  const warm = table?.Properties.WarmThroughput as { ReadUnitsPerSecond?: number; WriteUnitsPerSecond?: number } | undefined;
  return {
    http: httpStage ? throttlesOf(httpStage) : {},
    webSocket: webSocketStage ? throttlesOf(webSocketStage) : {},
    reserved,
    timerDeadLetters,
    table: { billingMode: String(table?.Properties.BillingMode ?? 'PROVISIONED'), ...(warm?.ReadUnitsPerSecond ? { warmReads: warm.ReadUnitsPerSecond } : {}), ...(warm?.WriteUnitsPerSecond ? { warmWrites: warm.WriteUnitsPerSecond } : {}) },
  };
}

/**
 * Table work per battle (derived from the code path, docs/capacity.md « Per battle »): the battle item written 34 times
 * (create, join, start, 20 answers, 10 reveals, finish) at ~3 KB on average (it grows to ~5 KB), the connection items
 * (connect, disconnect), a ticket renewal per seek, and the three `battle.finished` consumers (coins, statistics,
 * leaderboards: ~20 write units, ~10 read units, after the quiz game's measured 18 requests for its three consumers,
 * docs/benchmarks.md 2026-11-23). Reads: every move reads the battle item strongly consistently (~5 KB: 2 units); a
 * seek's pool Queries ~17 units (its three meeting shards, eventually consistent: ~28 in a pool with half the random
 * traffic, ~5 in the others; `hotKeysAt`).
 */
export const tableUnitsPerBattle = (() => {
  const f = model.framesPerBattle;
  const moves = f.battle_answer! + f.battle_nudge! + f.battle_create! + f.battle_join! + f.battle_start!;
  return {
    writes: 34 * 3 + 2 * model.battleShape.players + f.battle_seek! + 20,
    reads: moves * 2 + f.battle_seek! * 17 + 10,
  };
})();

/** DynamoDB's throughput per partition (docs/capacity.md « Quotas »). */
const partitionLimit = { writeUnits: 1_000, readUnits: 3_000 } as const;
/** Item sizes the hot partitions' units are counted with (upper bounds of what the items hold). */
const itemKilobytes = { leaderboardRow: 0.3, ticket: 1 } as const;
/** Read units of a Query returning `kilobytes` (rounded up to 4 KB; eventually consistent reads cost half). */
const queryUnits = (kilobytes: number, consistent: boolean) => Math.max(1, Math.ceil(kilobytes / 4)) * (consistent ? 1 : 0.5);

export interface HotKey { key: string; load: string; limit: string; verdict: string }

/**
 * The sharded hot partitions at `battlesPerSecond` and `peakUsers` (docs/capacity.md « Keys that get hot »), each
 * against a partition's limit with the headroom. Leaderboards: every battle player's row updated on each of the three
 * boards, one transactional write (2 WCU) and its index entry moved (2 WCU in `gsi1`), over the board's shards; the
 * top 100 read by each `get_leaderboard` (a `page` route) from every shard's index. Pools: a pool with half the random
 * traffic, its waiting players seeking every 2 s, each seek renewing its ticket (1 WCU) and reading its meeting shards
 * (eventually consistent).
 */
export function hotKeysAt(battlesPerSecond: number, peakUsers: number): HotKey[] {
  const { partitionShards: shards, headroom, battleShape } = model;
  const verdict = (writeUnits: number, readUnits: number) => (writeUnits * headroom <= partitionLimit.writeUnits && readUnits * headroom <= partitionLimit.readUnits
    ? `fits with the ${headroom}× headroom (${n(writeUnits * headroom)} WCU, ${n(readUnits * headroom)} RCU)`
    : `over: ${n(writeUnits * headroom)} WCU, ${n(readUnits * headroom)} RCU with the ${headroom}× headroom`);

  const boardUpdates = battlesPerSecond * battleShape.players;
  const boardShardWrites = (boardUpdates * 2) / shards.leaderboard;
  const topReads = model.ratePerUser.page * peakUsers;
  const topReadUnits = topReads * queryUnits(100 * itemKilobytes.leaderboardRow, false);

  const waiting = 0.5 * battleShape.randomShare * battlesPerSecond * battleShape.players * 5;
  const seeks = waiting / 2;
  const shardTickets = waiting / shards.matchmakingPool;
  const meetingShards = (shards.matchmakingPool + 1) / 2;
  const poolShardWrites = seeks / shards.matchmakingPool;
  const poolShardReads = ((seeks * meetingShards) / shards.matchmakingPool) * queryUnits(shardTickets * itemKilobytes.ticket, false);

  return [
    {
      key: `LB#<board>#<shard> (${shards.leaderboard} shards of each of today, this month, all time)`,
      load: `${n(boardUpdates)} row updates/s a board: ${n(boardShardWrites)} WCU/s a shard, and as many in its \`gsi1\` partition; ${topReads.toFixed(0)} top-100 reads/s, ${n(topReadUnits)} RCU/s a shard's index`,
      limit: '1,000 WCU / 3,000 RCU per partition',
      verdict: verdict(boardShardWrites, topReadUnits),
    },
    {
      key: 'LBRANKS#<board> (the rank snapshot)',
      load: `one write every ${model.rankSnapshotMinutes} minutes; read by the ${topReads.toFixed(0)} leaderboard reads/s whose viewer is below the top 100 (≤ 1,000 points, ≤ 4 RCU each)`,
      limit: '3,000 RCU per partition',
      verdict: verdict(0, topReads * 2),
    },
    {
      key: `MATCHPOOL#<category>#<language>#<shard> (${shards.matchmakingPool} shards of a pool with half the random traffic)`,
      load: `${n(waiting)} waiting, ${n(seeks)} seeks/s: ${n(poolShardWrites)} renewals/s a shard, ${n((seeks * meetingShards) / shards.matchmakingPool)} Queries/s a shard of ~${n(shardTickets)} tickets ≈ ${n(poolShardReads)} RCU/s`,
      limit: '1,000 WCU / 3,000 RCU per partition',
      verdict: verdict(poolShardWrites, poolShardReads),
    },
    { key: 'BATTLE#<id>', load: '≤ 34 writes in 330 s per battle', limit: '1,000 WCU per partition', verdict: 'fine: 50,000 partitions' },
  ];
}

export interface QuotaRequest { service: string; quota: string; defaultValue: number | string; needed: number; request: number | undefined; note: string }
export interface Limit { limit: string; perBattle: number; capacity: number; battles: number }

export interface CapacityPlan {
  battlesPerSecond: number;
  peakUsers: number;
  /** Battles each throttled WebSocket route admits (keeping the headroom), and the least of them. */
  routeLimits: Limit[];
  concurrentBattles: { supported: number; boundBy: string };
  monthlyActiveUsers: { supported: number; boundBy: string };
  requestsPerSecond: { webSocketCeilings: number; httpCeilings: number; pushCeiling: number; expected: number; sumOfCeilings: number };
  lambda: { invocationsPerSecond: number; concurrentNeeded: number; reserved: number };
  schedulesPerSecond: number;
  table: { writeUnits: number; readUnits: number };
  hotKeys: HotKey[];
  quotaRequests: QuotaRequest[];
  missing: string[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function capacityPlan(facts: TemplateFacts): CapacityPlan {
  const { target, headroom, defaultQuotas: quotas, battleSeconds, framesPerBattle, pushesPerBattle, schedulesPerBattle, meanDurationSeconds } = model;
  const b = model.battlesPerSecond(target.concurrentBattles);
  const users = model.peakConcurrentUsers(target.monthlyActiveUsers);
  const missing: string[] = [];

  // Battles: each WebSocket route's ceiling over its frames per battle, keeping the headroom.
  const routeLimits: Limit[] = Object.entries(framesPerBattle).filter(([, frames]) => frames > 0).map(([route, frames]) => {
    const throttle = facts.webSocket[route];
    if (!throttle) missing.push(`WebSocket route ${route} has no throttle in the template`);
    const rate = throttle?.rate ?? 0;
    return { limit: `route ${route}`, perBattle: frames, capacity: rate, battles: Math.floor(((rate / headroom) / frames) * battleSeconds + 1e-6) };
  });
  const byRoutes = routeLimits.reduce((least, limit) => (limit.battles < least.battles ? limit : least));

  // Users: each HTTP route's ceiling over its class's rate per user, keeping the headroom; staff and abuse limits apart.
  let usersBound = { users: Infinity, route: '' };
  for (const route of httpRoutes) {
    const load = httpLoadOf(route);
    const throttle = facts.http[routeKey(route)];
    if (!throttle) { missing.push(`HTTP route ${routeKey(route)} has no throttle in the template`); continue; }
    if (load === 'staff' || load === 'abuse-limit') continue;
    const admitted = throttle.rate / headroom / model.ratePerUser[load];
    if (admitted < usersBound.users) usersBound = { users: admitted, route: routeKey(route) };
  }
  const mauPerPeakUser = target.monthlyActiveUsers / users;

  // API Gateway, account level: every route at its ceiling at once, and the pushes (PostToConnection counts too).
  const webSocketCeilings = sum(Object.values(facts.webSocket).map((throttle) => throttle.rate));
  const httpCeilings = sum(Object.values(facts.http).map((throttle) => throttle.rate));
  const pushCeiling = model.roundUp(pushesPerBattle * b * headroom);
  const expectedHttp = sum(httpRoutes.map((route) => {
    const load = httpLoadOf(route);
    return load === 'staff' || load === 'abuse-limit' ? 0 : model.ratePerUser[load] * users;
  }));
  const clientFrames = sum(Object.values(framesPerBattle));
  const expected = (clientFrames + pushesPerBattle) * b + expectedHttp;
  const sumOfCeilings = webSocketCeilings + httpCeilings + pushCeiling;

  // Lambda: invocations × mean duration, × headroom; reservations on top, and the 100 Lambda keeps unreserved.
  const battleConsumers = eventRules.filter((rule) => rule.name.startsWith('battle-')).length;
  const timerInvocations = schedulesPerBattle * b;
  const invocationsPerSecond = clientFrames * b + expectedHttp + timerInvocations + battleConsumers * b;
  const concurrentRunning = clientFrames * b * meanDurationSeconds.webSocket + expectedHttp * meanDurationSeconds.http
    + timerInvocations * meanDurationSeconds.timer + battleConsumers * b * meanDurationSeconds.consumer;
  const reserved = sum(Object.values(facts.reserved));
  const concurrentNeeded = Math.ceil(concurrentRunning * headroom) + reserved + quotas.lambdaMinimumUnreserved;

  const writeUnits = tableUnitsPerBattle.writes * b;
  const readUnits = tableUnitsPerBattle.reads * b;

  const hotKeys = hotKeysAt(b, users);

  // Over the default: ask for the need; within 10 % of it (no room for a spike): ask for twice the default.
  const request = (needed: number, defaultValue: number) => (needed > defaultValue ? model.roundUp(needed) : needed > 0.9 * defaultValue ? 2 * defaultValue : undefined);
  const connectRate = facts.webSocket.$connect?.rate ?? 0;
  const quotaRequests: QuotaRequest[] = [
    { service: 'Amazon API Gateway', quota: 'Throttle rate (account level, per Region: HTTP, WebSocket and @connections together)', defaultValue: quotas.apiGatewayAccountRequestsPerSecond, needed: sumOfCeilings, request: request(sumOfCeilings, quotas.apiGatewayAccountRequestsPerSecond), note: `every route's ceiling at once plus pushes; ${Math.round(expected).toLocaleString('en')}/s expected at the target. The burst (5,000) is AWS's to set` },
    { service: 'Amazon API Gateway', quota: 'New connections per second per account (WebSocket APIs)', defaultValue: quotas.webSocketNewConnectionsPerSecond, needed: connectRate, request: request(connectRate, quotas.webSocketNewConnectionsPerSecond), note: `the $connect route's ceiling (${Math.round(framesPerBattle.$connect! * b)}/s expected)` },
    { service: 'AWS Lambda', quota: 'Concurrent executions', defaultValue: quotas.lambdaConcurrentExecutions, needed: concurrentNeeded, request: request(concurrentNeeded, quotas.lambdaConcurrentExecutions), note: `${Math.round(invocationsPerSecond).toLocaleString('en')} invocations/s × mean duration × ${headroom}, + ${reserved} reserved + ${quotas.lambdaMinimumUnreserved} kept unreserved` },
    { service: 'Amazon EventBridge Scheduler', quota: 'CreateSchedule requests per second', defaultValue: quotas.schedulerCreateSchedulePerSecond, needed: Math.ceil(timerInvocations * headroom), request: request(timerInvocations * headroom, quotas.schedulerCreateSchedulePerSecond), note: `${schedulesPerBattle} backstop timers per battle (one per question shown): ${Math.round(timerInvocations).toLocaleString('en')}/s expected` },
    { service: 'Amazon EventBridge Scheduler', quota: 'Target invocations per second', defaultValue: '1,000 in the 11 larger Regions; verify for eu-west-3', needed: Math.ceil(timerInvocations * headroom), request: model.roundUp(timerInvocations * headroom), note: 'every schedule fires once, even when a nudge revealed first' },
    { service: 'Amazon DynamoDB', quota: 'Table-level write throughput limit (on-demand)', defaultValue: quotas.dynamoTableWriteUnits, needed: Math.ceil(writeUnits * headroom), request: request(writeUnits * headroom, quotas.dynamoTableWriteUnits), note: `${Math.round(writeUnits).toLocaleString('en')} WCU expected` },
    { service: 'Amazon DynamoDB', quota: 'Table-level read throughput limit (on-demand)', defaultValue: quotas.dynamoTableReadUnits, needed: Math.ceil(readUnits * headroom), request: request(readUnits * headroom, quotas.dynamoTableReadUnits), note: `${Math.round(readUnits).toLocaleString('en')} RCU expected` },
  ];
  if (facts.table.billingMode === 'PAY_PER_REQUEST' && (facts.table.warmWrites ?? quotas.dynamoNewTableWarmWrites) < writeUnits) {
    missing.push(`the table is on-demand and warm for ${(facts.table.warmWrites ?? quotas.dynamoNewTableWarmWrites).toLocaleString('en')} writes/s (a new table's default): set its warm throughput to ≥ ${model.roundUp(writeUnits).toLocaleString('en')} WCU / ${model.roundUp(readUnits).toLocaleString('en')} RCU (TableV2 \`warmThroughput\`, billed once) or ramp traffic up over hours`);
  }
  for (const [timer, has] of Object.entries(facts.timerDeadLetters)) if (!has) missing.push(`timer ${timer} has no dead-letter queue`);

  return {
    battlesPerSecond: b,
    peakUsers: users,
    routeLimits,
    concurrentBattles: { supported: byRoutes.battles, boundBy: byRoutes.limit },
    monthlyActiveUsers: { supported: Math.floor(usersBound.users * mauPerPeakUser), boundBy: `route ${usersBound.route}` },
    requestsPerSecond: { webSocketCeilings, httpCeilings, pushCeiling, expected, sumOfCeilings },
    lambda: { invocationsPerSecond, concurrentNeeded, reserved },
    schedulesPerSecond: timerInvocations,
    table: { writeUnits, readUnits },
    hotKeys,
    quotaRequests,
    missing,
  };
}

const n = (value: number) => Math.round(value).toLocaleString('en');

/** The plan as Markdown (pasted into docs/capacity.md). */
export function formatPlan(plan: CapacityPlan): string {
  const { target, battleSeconds } = model;
  const lines = [
    `Target: ${n(target.concurrentBattles)} concurrent battles (${plan.battlesPerSecond.toFixed(1)} started per second, ${battleSeconds} s each) and ${n(target.monthlyActiveUsers)} monthly active users (${n(plan.peakUsers)} at once at the peak hour, besides the battles' players).`,
    '',
    `**Supported by the template: ${n(plan.concurrentBattles.supported)} concurrent battles** (bound by ${plan.concurrentBattles.boundBy}) **and ${n(plan.monthlyActiveUsers.supported)} monthly active users** (bound by ${plan.monthlyActiveUsers.boundBy}), each keeping the ${model.headroom}× headroom, once the quota increases below are granted.`,
    '',
    '| WebSocket route | frames per battle | throttle (req/s) | battles it admits |',
    '|---|---:|---:|---:|',
    ...plan.routeLimits.map((limit) => `| ${limit.limit.replace('route ', '`')}\` | ${limit.perBattle} | ${n(limit.capacity)} | ${n(limit.battles)} |`),
    '',
    `API Gateway requests per second: WebSocket ceilings ${n(plan.requestsPerSecond.webSocketCeilings)} + HTTP ceilings ${n(plan.requestsPerSecond.httpCeilings)} + pushes ${n(plan.requestsPerSecond.pushCeiling)} = **${n(plan.requestsPerSecond.sumOfCeilings)}** (expected at the target: ${n(plan.requestsPerSecond.expected)}).`,
    `Lambda: ${n(plan.lambda.invocationsPerSecond)} invocations/s; ${n(plan.lambda.concurrentNeeded)} concurrent executions needed (${n(plan.lambda.reserved)} of them reserved for capped handlers).`,
    `Scheduler: ${n(plan.schedulesPerSecond)} CreateSchedule/s. DynamoDB: ${n(plan.table.writeUnits)} WCU/s and ${n(plan.table.readUnits)} RCU/s expected.`,
    '',
    '| quota increase (eu-west-3) | default | needed | request | why |',
    '|---|---:|---:|---:|---|',
    ...plan.quotaRequests.map((quota) => `| ${quota.service}: ${quota.quota} | ${typeof quota.defaultValue === 'number' ? n(quota.defaultValue) : quota.defaultValue} | ${n(quota.needed)} | ${quota.request === undefined ? 'none' : `**${n(quota.request)}**`} | ${quota.note} |`),
    '',
    '| hot key | load at the target | limit | verdict |',
    '|---|---|---|---|',
    ...plan.hotKeys.map((hot) => `| \`${hot.key}\` | ${hot.load} | ${hot.limit} | ${hot.verdict} |`),
  ];
  if (plan.missing.length) lines.push('', 'Not held by the template:', ...plan.missing.map((what) => `- ${what}`));
  return lines.join('\n');
}

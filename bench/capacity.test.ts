import { beforeAll, describe, expect, it } from 'vitest';
import { capacityModel as model, httpRoutes, reservedConcurrencyOf, routeKey, timers, webSocketRoutes } from '@plume/lambdas/routes';
import { synthesizePlume, synthesisTimeout } from '@plume/infra/src/testing';
import { capacityPlan, hotKeysAt, templateFacts, type TemplateFacts } from './capacity-plan.ts';
import { reachesTarget } from './capacity.ts';

/** The facts a template built exactly from the manifest would give. */
function manifestFacts(overrides: Partial<TemplateFacts> = {}): TemplateFacts {
  return {
    http: Object.fromEntries(httpRoutes.map((route) => [routeKey(route), route.throttle])),
    webSocket: Object.fromEntries(webSocketRoutes.map((route) => [route.route, route.throttle])),
    reserved: {},
    timerDeadLetters: Object.fromEntries(timers.map((timer) => [timer.name, true])),
    table: { billingMode: 'PAY_PER_REQUEST', warmReads: 40_000, warmWrites: 40_000 },
    ...overrides,
  };
}

describe('the capacity arithmetic', () => {
  it('keeps every sharded hot partition within its limit, with the headroom, at the target and not at four times it', () => {
    // Prepare
    const battles = model.battlesPerSecond(model.target.concurrentBattles);
    const users = model.peakConcurrentUsers(model.target.monthlyActiveUsers);

    // Act
    const atTarget = hotKeysAt(battles, users);
    const beyond = hotKeysAt(4 * battles, 4 * users);

    // Assess: the boards' and pools' shards fit; four times the traffic overloads a pool's shards (~76 tickets
    // become ~300: the read units grow with the square of the waiting players), not the boards'.
    expect(atTarget.map((hot) => hot.verdict.split(' ')[0])).toEqual(['fits', 'fits', 'fits', 'fine:']);
    expect(beyond.map((hot) => hot.verdict.split(' ')[0])).toEqual(['fits', 'fits', 'over:', 'fine:']);
  });

  it('counts a battle as the plan does: 330 s, ~151.5 started per second at 50,000, 303 connections per second', () => {
    // Prepare / Act
    const perSecond = model.battlesPerSecond(50_000);

    // Assess
    expect(model.battleSeconds).toBe(330);
    expect(perSecond).toBeCloseTo(151.5, 1);
    expect(model.framesPerBattle.$connect! * perSecond).toBeCloseTo(303, 0);
    expect(model.framesPerBattle.ping! * perSecond).toBeCloseTo(10_000, 0);
  });

  it('rounds ceilings up to two significant digits, never below the floor, bursts within the account burst', () => {
    expect(model.roundUp(6_061)).toBe(6_100);
    expect(model.roundUp(20_000)).toBe(20_000);
    expect(model.roundUp(83.4)).toBe(84);
    expect(model.ceilingOf(1)).toEqual(model.floorThrottle);
    expect(model.ceilingOf(100_000).burst).toBe(model.maxBurst);
  });

  it('finds the route that binds: halving the ping ceiling halves the battles', () => {
    // Prepare
    const facts = manifestFacts();
    const full = capacityPlan(facts);
    const ping = facts.webSocket.ping!;

    // Act
    const halved = capacityPlan({ ...facts, webSocket: { ...facts.webSocket, ping: { ...ping, rate: ping.rate / 2 } } });

    // Assess
    expect(full.concurrentBattles.supported).toBeGreaterThanOrEqual(model.target.concurrentBattles);
    expect(halved.concurrentBattles).toEqual({ supported: Math.floor(full.routeLimits.find((limit) => limit.limit === 'route ping')!.battles / 2), boundBy: 'route ping' });
  });

  it('asks for every quota the target exceeds or nearly reaches, and for none it leaves room in', () => {
    const plan = capacityPlan(manifestFacts());
    const requested = (service: string, quota: string) => plan.quotaRequests.find((request) => request.service === service && request.quota.startsWith(quota))!;

    const apiGateway = requested('Amazon API Gateway', 'Throttle rate');
    expect(apiGateway.needed).toBe(plan.requestsPerSecond.sumOfCeilings);
    expect(apiGateway.request).toBeGreaterThanOrEqual(apiGateway.needed);
    expect(requested('Amazon API Gateway', 'New connections').request).toBeGreaterThan(model.defaultQuotas.webSocketNewConnectionsPerSecond);
    expect(requested('AWS Lambda', 'Concurrent executions').request).toBeGreaterThan(model.defaultQuotas.lambdaConcurrentExecutions);
    // 10 backstop timers per battle: 1,515 CreateSchedule/s, over the 250/s of eu-west-3.
    expect(plan.schedulesPerSecond).toBeCloseTo(1_515, 0);
    expect(requested('Amazon EventBridge Scheduler', 'CreateSchedule').request).toBeGreaterThanOrEqual(2 * 1_515);
    for (const request of plan.quotaRequests) {
      if (typeof request.defaultValue !== 'number') continue;
      if (request.needed <= 0.9 * request.defaultValue) expect(request.request, request.quota).toBeUndefined();
      else expect(request.request, request.quota).toBeGreaterThan(request.defaultValue);
    }
  });

  it('says what the template misses: a cold on-demand table, a timer without its dead-letter queue, a route without a throttle', () => {
    const { $connect: _, ...withoutConnect } = manifestFacts().webSocket;
    const plan = capacityPlan(manifestFacts({ table: { billingMode: 'PAY_PER_REQUEST' }, timerDeadLetters: { 'battle-deadline': false }, webSocket: withoutConnect }));

    expect(plan.missing).toEqual([
      'WebSocket route $connect has no throttle in the template',
      expect.stringContaining('the table is on-demand and warm for 4,000 writes/s'),
      'timer battle-deadline has no dead-letter queue',
    ]);
    expect(reachesTarget(plan)).toBe(false);
  });
});

describe('the synthesized template against the capacity model', () => {
  let facts: TemplateFacts;
  let plume: ReturnType<typeof synthesizePlume>;

  beforeAll(() => {
    plume = synthesizePlume();
    facts = templateFacts({ api: plume.templates.api, handlers: [...plume.handlerTemplates.api, ...plume.handlerTemplates.events], data: plume.templates.data });
  }, synthesisTimeout);

  it('throttles every HTTP and WebSocket route at the manifest\'s numbers, each stage defaulting to its largest', () => {
    expect(facts.http).toEqual(Object.fromEntries(httpRoutes.map((route) => [routeKey(route), route.throttle])));
    expect(facts.webSocket).toEqual(Object.fromEntries(webSocketRoutes.map((route) => [route.route, route.throttle])));
    const stages = Object.values(plume.templates.api.findResources('AWS::ApiGatewayV2::Stage')) as { Properties: { StageName: string; DefaultRouteSettings: { ThrottlingRateLimit: number } } }[];
    const largest = (routes: readonly { throttle: { rate: number } }[]) => Math.max(...routes.map((route) => route.throttle.rate));
    expect(Object.fromEntries(stages.map((stage) => [stage.Properties.StageName, stage.Properties.DefaultRouteSettings.ThrottlingRateLimit]))).toEqual({ $default: largest(httpRoutes), ws: largest(webSocketRoutes) });
  });

  it('keeps the sum of every route\'s ceiling and the pushes within the account quota it asks for (the default 10,000 is not enough)', () => {
    const plan = capacityPlan(facts);
    const request = plan.quotaRequests.find((quota) => quota.quota.startsWith('Throttle rate'))!;

    expect(plan.requestsPerSecond.sumOfCeilings).toBeGreaterThan(model.defaultQuotas.apiGatewayAccountRequestsPerSecond);
    expect(plan.requestsPerSecond.sumOfCeilings).toBeLessThanOrEqual(request.request!);
    for (const throttle of [...Object.values(facts.http), ...Object.values(facts.webSocket)]) expect(throttle.burst).toBeLessThanOrEqual(model.defaultQuotas.apiGatewayAccountBurst);
  });

  it('reserves concurrency where the manifest says, within what Lambda lets an account reserve', () => {
    const capped = Object.keys(facts.reserved).sort();
    expect(capped.length).toBeGreaterThan(0);
    for (const handler of capped) expect(facts.reserved[handler], handler).toBe(reservedConcurrencyOf(handler));
    expect(capped).not.toContain('battles/battle-answer');
    const plan = capacityPlan(facts);
    expect(plan.lambda.reserved + model.defaultQuotas.lambdaMinimumUnreserved).toBeLessThanOrEqual(model.defaultQuotas.lambdaConcurrentExecutions);
  });

  it('gives every timer a dead-letter queue and the table its warm throughput, and reaches the target', () => {
    const plan = capacityPlan(facts);

    expect(facts.timerDeadLetters).toEqual(Object.fromEntries(timers.map((timer) => [timer.name, true])));
    expect(plan.concurrentBattles.supported).toBeGreaterThanOrEqual(model.target.concurrentBattles);
    expect(plan.monthlyActiveUsers.supported).toBeGreaterThanOrEqual(model.target.monthlyActiveUsers);
    expect(plan.missing).toEqual([]);
  });
});

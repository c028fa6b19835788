/**
 * `npx tsx bench/capacity.ts` (or `npm run bench -- --only capacity`): synthesizes the app as the infra tests do (no
 * bundling), reads the throttles, reserved concurrency, timers' dead-letter queues and table settings from the
 * templates, and prints how many concurrent battles and monthly active users the deployment supports and which AWS
 * quota increases it needs (docs/capacity.md). Exits 1 when the target is not reached or the template misses something.
 */
import { pathToFileURL } from 'node:url';
import { capacityModel } from '@plume/lambdas/routes';
import { synthesizePlume } from '@plume/infra/src/testing';
import { capacityPlan, formatPlan, templateFacts, type CapacityPlan } from './capacity-plan.ts';

export function measureCapacity(): CapacityPlan {
  const { templates, handlerTemplates } = synthesizePlume();
  return capacityPlan(templateFacts({ api: templates.api, handlers: [...handlerTemplates.api, ...handlerTemplates.events], data: templates.data }));
}

/** Whether the plan reaches the target with nothing missing from the template. */
export function reachesTarget(plan: CapacityPlan): boolean {
  const { target } = capacityModel;
  return plan.concurrentBattles.supported >= target.concurrentBattles && plan.monthlyActiveUsers.supported >= target.monthlyActiveUsers && plan.missing.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const plan = measureCapacity();
  console.log(formatPlan(plan));
  if (!reachesTarget(plan)) process.exitCode = 1;
}

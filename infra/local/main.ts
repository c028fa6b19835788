/**
 * `npm start`: the whole of Plume on this machine, with no AWS account. Options:
 *   --reset            start with empty data (deletes the data directory first)
 *   --dev              also start Vite with hot reload, proxying to the local cloud
 *   --port N           the single public port (default $PORT or 8080)
 *   --data-dir PATH    where data is kept (default .data/local)
 */
import './quiet.ts';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { startLocalCloud } from './cloud.ts';
import { buildFrontendIfStale, frontendDir, frontendDist } from './frontend-build.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';

const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'data-dir': { type: 'string', default: '.data/local' },
  },
});

const startedAt = performance.now();
const log = (line: string) => console.log(line);

if (!args.dev) await buildFrontendIfStale(log);
const cloud = await startLocalCloud({
  dataDir: resolve(args['data-dir']),
  port: Number(args.port),
  reset: args.reset,
  staticDir: frontendDist,
  log,
});

let url = cloud.url;
if (args.dev) {
  const { createServer } = await import('vite');
  process.env.PLUME_GATEWAY_URL = cloud.url;
  const vite = await createServer({ root: frontendDir, configFile: `${frontendDir}/vite.config.ts` });
  await vite.listen();
  url = vite.resolvedUrls?.local[0] ?? url;
  // Back from « Continuer avec Google », the hosted UI sends people to the page they left: this one.
  await cloud.allowSiteUrl(new URL(url).origin);
}

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const accounts = demoAccounts.map((account) => account.email).join(', ');
console.log(`Plume est prêt sur ${url} (en ${seconds} s) — comptes de démo (mot de passe ${DEMO_PASSWORD}) : ${accounts} — codes reçus : ${cloud.url}/_local/outbox`);
// Staff sign in with an authenticator app's code: each demo staff account's key, to add to the app once.
for (const { email, totpSecret } of demoAccounts) if (totpSecret) console.log(`  ${email} — clé de l’application d’authentification : ${totpSecret}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('Arrêt de Plume…');
    cloud.stop().then(() => process.exit(0), () => process.exit(1));
  });
}

/**
 * `npm run deploy:check`: what `cdk deploy` would find wrong, offline and without credentials, in one command.
 * 1. `cdk synth --quiet` with the app's bundling (every handler bundled, native packages copied), so a handler that
 *    does not bundle fails here; cdk-nag (AwsSolutions) runs inside synth as a validation plugin and fails it on any
 *    finding that is not acknowledged.
 * 2. CloudFormation, Lambda and IAM quotas (`infra/src/quotas.ts`) over every template synth wrote, nested stacks
 *    included: the bundled, deployable templates, not the test suite's no-bundling ones.
 * Extra arguments go to synth (`npm run deploy:check -- -c stage=prod -c alarmEmail=ops@example.com`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quotaFindings, templateCounts } from './src/quotas.ts';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const output = mkdtempSync(join(tmpdir(), 'plume-deploy-check-'));
let failed = false;
try {
  console.log(`1/2 cdk synth with bundling and cdk-nag, into ${output}`);
  const synth = spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', output, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (synth.status !== 0) {
    failed = true;
    console.error(`cdk synth failed (exit ${synth.status ?? synth.signal}) after ${seconds()} s`);
  } else {
    console.log(`    synth done at ${seconds()} s`);
    console.log('2/2 quotas of every template');
    const templates = readdirSync(output).filter((file) => file.endsWith('.template.json'));
    const rows = templates.map((file) => ({ template: file.replace(/\.template\.json$/, ''), ...templateCounts(JSON.parse(readFileSync(join(output, file), 'utf8'))) }));
    console.table(rows.map(({ template, resources, outputs, parameters, dynamicReferences, templateBytes }) => ({ template, resources, outputs, parameters, dynamicReferences, templateBytes })));
    for (const { template, ...counts } of rows) {
      for (const finding of quotaFindings(counts)) {
        failed = true;
        console.error(`${template}: ${finding}`);
      }
    }
    if (templates.length === 0) {
      failed = true;
      console.error('synth wrote no template');
    }
  }
} finally {
  rmSync(output, { recursive: true, force: true });
}
console.log(`deploy:check ${failed ? 'FAILED' : 'passed'} in ${seconds()} s`);
process.exitCode = failed ? 1 : 0;

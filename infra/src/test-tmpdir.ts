import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every CDK synth in a test writes a `cdk.out*` assembly (tens of MB) under the temporary directory and never removes
 * it. The unit tests get a temporary directory of their own, removed when the run ends.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'plume-unit-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

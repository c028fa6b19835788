import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config.ts';

/** Where packages npm did not install on this machine are unpacked, per name and version (kept between synths). */
export const nativePackageCache = `${repoRoot}node_modules/.cache/plume-native`;

interface LockedPackage { version: string; integrity: string }

/** The version and integrity package-lock.json records for `name`, whatever platform wrote the lock. */
export function lockedPackage(name: string, lock: { packages: Record<string, Partial<LockedPackage>> } = JSON.parse(readFileSync(`${repoRoot}package-lock.json`, 'utf8'))): LockedPackage {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry?.version || !entry.integrity) throw new Error(`${name} is not in package-lock.json: add it (npm install) before deploying a handler that needs it`);
  return { version: entry.version, integrity: entry.integrity };
}

/**
 * The directory of a package a handler ships beside its bundle. npm installs a platform package (the x86_64 Linux
 * build of a Node-API binary, `cpu: x64`, `libc: glibc`) only on a matching machine; elsewhere (macOS, arm64 Linux)
 * it is fetched here once with `npm pack <name>@<locked version>`, checked against the lock file's integrity, and
 * unpacked into the cache, so synth works from any machine and ships the same bytes. Offline, and with the package
 * neither installed nor cached, synth fails saying so.
 */
export function nativePackageDirectory(name: string): string {
  const installed = `${repoRoot}node_modules/${name}`;
  if (existsSync(installed)) return installed;
  const { version, integrity } = lockedPackage(name);
  const target = join(nativePackageCache, `${name.replace('/', '+')}@${version}`);
  if (existsSync(join(target, 'package.json'))) return target;

  const work = `${target}.download`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${name}@${version} produced no tarball`);
  const [algorithm, expected] = integrity.split('-', 2) as [string, string];
  const actual = createHash(algorithm).update(readFileSync(join(work, tarball))).digest('base64');
  if (actual !== expected) throw new Error(`${name}@${version}: integrity ${algorithm}-${actual} differs from package-lock.json's`);
  // npm tarballs hold one top-level `package/` directory.
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  rmSync(target, { recursive: true, force: true });
  renameSync(join(work, 'package'), target);
  rmSync(work, { recursive: true, force: true });
  return target;
}

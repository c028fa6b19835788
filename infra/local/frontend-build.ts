import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const frontendDir = fileURLToPath(new URL('../../frontend/', import.meta.url));
export const frontendDist = join(frontendDir, 'dist');
const sources = [join(frontendDir, 'src'), join(frontendDir, 'public'), join(frontendDir, 'index.html'), join(frontendDir, 'first-page.html'), join(frontendDir, 'vite.config.ts'), fileURLToPath(new URL('../../shared/src/', import.meta.url))];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds the site with Vite when any of its sources is newer than the last build, so `npm start` is all one needs. */
export async function buildFrontendIfStale(log: (line: string) => void): Promise<void> {
  const builtAt = newestMtime(join(frontendDist, 'index.html'));
  if (builtAt && Math.max(...sources.map(newestMtime)) <= builtAt) return;
  log('Construction du site (Vite)…');
  const { build } = await import('vite');
  await build({ root: frontendDir, configFile: join(frontendDir, 'vite.config.ts'), logLevel: 'warn' });
}

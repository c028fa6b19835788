import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'esbuild';
import { allHandlers, handlerModule } from '@plume/lambdas/routes';

export interface SizeResult { lambdas: { handler: string; bytes: number }[]; firstRouteGzipBytes: number; firstRouteFiles: string[] }

/** Bundles every handler the way CDK's NodejsFunction does (minified, AWS SDK v3 left to the runtime). */
export async function benchSizes(): Promise<SizeResult> {
  const lambdas = [];
  for (const handler of [...allHandlers(), 'deploy/seed']) {
    const result = await build({
      entryPoints: [join('lambdas/src', handlerModule(handler))],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      external: ['@aws-sdk/*'],
      write: false,
      logLevel: 'silent',
    });
    lambdas.push({ handler, bytes: result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0) });
  }
  return { lambdas, ...firstRoute() };
}

/** The JS a visitor downloads before the home page renders, from Vite's manifest: the entry, its imports, the home route. */
function firstRoute(): { firstRouteGzipBytes: number; firstRouteFiles: string[] } {
  const dist = 'frontend/dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[]; src?: string }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || /features\/landing\/routes\/home/.test(chunk.src ?? key)) visit(key);
  }
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  const firstRouteGzipBytes = jsFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { firstRouteGzipBytes, firstRouteFiles: jsFiles };
}

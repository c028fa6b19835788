import { existsSync, readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { firstPageFile, firstPageNames, type FirstPageName } from '../shared/src/first-pages.ts';
// Bundled into the config (a relative import), so a change of the catalogue restarts the dev server like any config change.
import { messages } from '../shared/src/messages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The first pages' document, built like index.html; the prerender fills a copy per page and removes it. */
const FIRST_PAGE_TEMPLATE = 'first-page.html';
/** Set while the first pages' own builds run (browser bundle, then the prerender for Node), which do not prerender again. */
const FIRST_PAGES_BUILD = 'PLUME_FIRST_PAGES_BUILD';
/** The local cloud's gateway (`npm start`) answers everything that is not the site itself. */
const gateway = process.env.PLUME_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  root,
  // Tests render in jsdom, which applies no stylesheet: they skip the per-component CSS.
  plugins: [react(), ...(process.env.VITEST ? [] : [mantineStylesWithComponents()]), serverMessagesByLanguage(), prerenderFirstPages()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest lets the benchmark find exactly what the first route loads.
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false }, // every browser the app supports preloads modules itself
  },
  server: {
    // The Host header is kept, so /config.json names this dev server as the Cognito and WebSocket origin.
    proxy: {
      '/api': gateway,
      '/ws': { target: gateway, ws: true },
      '/config.json': gateway,
      '/_local': gateway,
      '/_cognito': gateway,
    },
  },
});

/**
 * Mantine's stylesheet split by component: each component's CSS module map (`<Name>.module.mjs`) imports the
 * component's own stylesheet, so a component's CSS lands in the chunk that holds its code, and the first page's
 * render-blocking CSS is only what its components use (the whole `styles.css` is 34 KB gzip). The `.layer.css`
 * variants keep Mantine in `@layer mantine`, so our own styles win whatever order the chunks' CSS arrives in.
 * The base (reset, default theme variables, global classes) is imported by `src/app/provider.tsx`.
 */
function mantineStylesWithComponents(): Plugin {
  // `<package>/esm/…/<Name>.module.mjs` → the package's stylesheet for it, beside `esm/`.
  const stylesheets: [pattern: RegExp, css: (name: string) => string][] = [
    [/^(.*\/@mantine\/core\/)esm\/.*\/(\w+)\.module\.mjs$/, (name) => `styles/${name}.layer.css`],
    [/^(.*\/@mantine\/(?:notifications|nprogress)\/)esm\/.*\.module\.mjs$/, () => 'styles.layer.css'],
  ];
  return {
    name: 'plume:mantine-styles-with-components',
    enforce: 'pre',
    transform(code, id) {
      for (const [pattern, css] of stylesheets) {
        const match = pattern.exec(id.split('?')[0]!);
        if (!match) continue;
        const stylesheet = `${match[1]}${css(match[2] ?? '')}`;
        if (!existsSync(stylesheet)) this.error(`Mantine stylesheet ${stylesheet} not found for ${id}`);
        return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
      }
      return undefined;
    },
  };
}

/**
 * `virtual:server-messages/fr` and `/en`: the server's message catalogue (`shared/src/messages.ts`) in one language,
 * so a page downloads the words of its own language only.
 */
function serverMessagesByLanguage(): Plugin {
  const prefix = 'virtual:server-messages/';
  return {
    name: 'plume:server-messages-by-language',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const language = id.slice(prefix.length + 1);
      if (language !== 'fr' && language !== 'en') this.error(`No server messages in ${language}`);
      const catalogue = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[language as 'fr' | 'en']]));
      return `export default ${JSON.stringify(catalogue)};`;
    },
  };
}

/**
 * After the browser build: renders each first page (`/`, `/pricing`) to HTML with react-dom/server (the same
 * components, theme and catalogues as the app, from `src/first-pages/prerender.tsx` built for Node with this same
 * config) into a copy of the built `first-page.html`, which already links the first pages' own small entry and its
 * CSS. The edge serves these files for their addresses (see `shared/src/first-pages.ts`).
 */
function prerenderFirstPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'plume:prerender-first-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || process.env.VITEST || process.env[FIRST_PAGES_BUILD]) return;
      const outDir = config.build.outDir;
      // Inside the project, so the Node build finds its packages in node_modules; removed once the pages are written.
      const serverDir = join(root, '.prerender');
      process.env[FIRST_PAGES_BUILD] = '1';
      try {
        // The first pages' own bundle, beside the app's (same assets folder, no chunk shared with it): tree-shaken for
        // what those pages use only, in a few files.
        await build({
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'warn',
          define: { 'import.meta.env.PLUME_APP_ENTRY': JSON.stringify(appEntry(outDir)) },
          build: { outDir, emptyOutDir: false, manifest: false, copyPublicDir: false, rollupOptions: { input: join(root, FIRST_PAGE_TEMPLATE) } },
        });
        await build({
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'warn',
          build: { ssr: join(root, 'src/first-pages/prerender.tsx'), outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
        });
        const { renderFirstPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
          renderFirstPage: (page: FirstPageName) => Promise<{ html: string; language: string }>;
        };
        const template = readFileSync(join(outDir, FIRST_PAGE_TEMPLATE), 'utf8');
        if (!template.includes('<div id="root"><!--first-page--></div>')) this.error(`${FIRST_PAGE_TEMPLATE} has no #root placeholder`);
        for (const page of firstPageNames) {
          const { html, language } = await renderFirstPage(page);
          const file = join(outDir, firstPageFile(page));
          mkdirSync(join(file, '..'), { recursive: true });
          writeFileSync(
            file,
            template.replace('<html lang="fr"', `<html lang="${language}"`).replace('<div id="root"><!--first-page--></div>', `<div id="root" data-first-page="${page}">${html}</div>`),
          );
        }
      } finally {
        delete process.env[FIRST_PAGES_BUILD];
        rmSync(serverDir, { recursive: true, force: true });
        rmSync(join(outDir, FIRST_PAGE_TEMPLATE), { force: true });
      }
    },
  };
}

/** The app's built entry script and every stylesheet index.html links, from the app build's manifest: what a first page loads to hand over to the full app. */
function appEntry(outDir: string): { script: string; styles: string[] } {
  type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('The app build has no index.html entry in its manifest');
  const styles = new Set<string>();
  const visit = (chunk: Chunk, seen: Set<Chunk>) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const key of chunk.imports ?? []) visit(manifest[key]!, seen);
  };
  visit(entry, new Set());
  return { script: `/${entry.file}`, styles: [...styles] };
}

import { existsSync, readFileSync, readdirSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPageFile, firstPageNames, firstPages, type FirstPageName } from '../shared/src/first-pages.ts';
// Bundled into the config (a relative import), so a change of the catalogue restarts the dev server like any config change.
import { messages, type MessageKey } from '../shared/src/messages.ts';
import { screensEn } from './src/lib/locales/screens/en.ts';
import { screensFr } from './src/lib/locales/screens/fr.ts';
import { screenWordGroups, screenWordsOf, type ScreenWordGroup } from './src/lib/locales/screens/word-groups.ts';
import { serviceWorkerOptions, webAppManifest } from './src/app/pwa.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The first pages' document: the prerender fills a copy per page (see `prerenderFirstPages`). */
const FIRST_PAGE_TEMPLATE = 'first-page.html';
/** Set while the first pages' own builds run (browser bundle, then the prerender for Node), which do not prerender again. */
const FIRST_PAGES_BUILD = 'PLUME_FIRST_PAGES_BUILD';
/** The local cloud's gateway (`npm start`) answers everything that is not the site itself. */
const gateway = process.env.PLUME_GATEWAY_URL ?? 'http://localhost:8080';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  root,
  // Tests render in jsdom, which applies no stylesheet: they skip the per-component CSS.
  // The service worker is the app's: neither the tests nor the first pages' own builds (same config, see below) make one.
  plugins: [
    react(),
    ...(process.env.VITEST ? [] : [mantineStylesWithComponents()]),
    serverMessagesByLanguage(),
    screenWords(),
    prerenderFirstPages(),
    ...(process.env.VITEST || process.env[FIRST_PAGES_BUILD] ? [] : [installableApp(), firstRenderInOneChunk()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest lets the benchmark find exactly what the first route loads.
  build: {
    outDir,
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
 * The installable app — its web app manifest (linked from index.html by the plugin, and from first-page.html) and its
 * service worker, with the precache of the app's shell — by vite-plugin-pwa (docs/offline.md). `src/app/pwa.ts` says
 * what they hold; the service worker is registered by the app (`src/lib/register-service-worker.ts`), not injected.
 */
function installableApp(): PluginOption {
  const firstPagePaths = Object.values(firstPages).flatMap((page) => [...page.paths]);
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: webAppManifest,
    includeManifestIcons: false,
    workbox: { ...serviceWorkerOptions(firstPagePaths), manifestTransforms: [appFilesOnly] },
  });
}

/**
 * The precache keeps, of `assets/`, the files of the app's own build only (every chunk, stylesheet and asset its Vite
 * manifest names): the first pages' build writes its entries and chunks into the same folder, and those pages are the
 * edge's to serve (the service worker sends them to the network). Files outside `assets/` (index.html, icons, the web
 * app manifest) stay.
 */
async function appFilesOnly<Entry extends { url: string }>(entries: Entry[]): Promise<{ manifest: Entry[]; warnings: string[] }> {
  const appFiles = new Set(Object.values(readManifest(outDir, '.vite/manifest.json')).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
  return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || appFiles.has(entry.url)), warnings: [] };
}

/**
 * The app's own modules that its entry imports statically (from `src/main.tsx`, through our code only), in one chunk
 * with the libraries they import: what every page runs before its first render. Left alone, Rolldown splits that code
 * into a dozen shared chunks (React, i18next, React Query's core, our session and store modules…) as soon as a module
 * is both in it and imported by a lazy chunk that Rolldown does not see as always loaded after the entry (rolldown
 * issue #10731): the same code, more files, each compressed apart, and every lazy chunk's preload list naming them
 * all. Nothing enters the first render that was not there (docs/benchmarks.md, 2026-11-30, for the figures).
 */
function firstRenderInOneChunk(): Plugin {
  const entry = join(root, 'src/main.tsx');
  let firstRender: Set<string> | undefined;
  const staticallyFromEntry = (graph: ModuleGraph): Set<string> => {
    const found = new Set<string>();
    const pending = [entry];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) continue;
      found.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  return {
    name: 'plume:first-render-in-one-chunk',
    apply: 'build',
    buildStart() {
      firstRender = undefined;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The entry module itself stays the entry chunk (index.html's script); the libraries come with the group.
              groups: [{ name: (id: string, graph: ModuleGraph) => ((firstRender ??= staticallyFromEntry(graph)).has(id) && id !== entry ? 'first-render' : null) }],
            },
          },
        },
      },
    }),
  };
}

/** What the chunking asks of Rolldown's module graph. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

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
 * The server messages the site's frame speaks before any screen's words are loaded: the API client's own failures, the
 * maintenance page, the contact form (a public page). Every other message comes with the screens' words.
 */
const SHELL_MESSAGES: readonly MessageKey[] = ['network_error', 'internal_error', 'unauthorized', 'too_many_requests', 'maintenance', 'contact_received'];

/**
 * `virtual:server-messages/fr` and `/en`: the server's message catalogue (`shared/src/messages.ts`) in one language,
 * so a page downloads the words of its own language only; `virtual:server-messages/fr/shell` (and `/en/shell`): the
 * few of them the first pages need (see {@link SHELL_MESSAGES}), so the landing page does not grow with the product;
 * `virtual:server-messages/fr/screens` (and `/en/screens`): those the app's screens name in their code (see
 * {@link messagesNamedByScreens}), loaded with the screens' core words. The API's answers carry their message already
 * translated, so the whole catalogue is only for the screens that show a code they are given (`lib/i18n.ts`).
 */
function serverMessagesByLanguage(): Plugin {
  const prefix = 'virtual:server-messages/';
  return {
    name: 'plume:server-messages-by-language',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [language, part] = id.slice(prefix.length + 1).split('/');
      if ((language !== 'fr' && language !== 'en') || (part !== undefined && part !== 'shell' && part !== 'screens')) this.error(`No server messages at ${id.slice(1)}`);
      if (part === 'screens') for (const file of screenSources()) this.addWatchFile(file);
      const keys = part === 'shell' ? SHELL_MESSAGES : part === 'screens' ? messagesNamedByScreens() : (Object.keys(messages) as MessageKey[]);
      const catalogue = Object.fromEntries(keys.map((key) => [key, messages[key][language as 'fr' | 'en']]));
      return `export default ${JSON.stringify(catalogue)};`;
    },
  };
}

/** The app's own code, tests and catalogues aside: where a screen names the server messages it shows. */
function screenSources(): string[] {
  const source = join(root, 'src');
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(join('lib', 'locales')))
    .map((file) => join(source, file));
}

/**
 * The server messages the screens name in their code (`t('messages.daily_already_played')`, a key in a constant):
 * every `messages.<key>` written in `src/` whose key the catalogue has. A screen that shows a code it is given
 * (`t(`messages.${code}`)`) names none: its route loads the whole catalogue (`lib/i18n.ts`).
 */
function messagesNamedByScreens(): MessageKey[] {
  const named = new Set<string>();
  for (const file of screenSources()) for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bmessages\.([a-z][a-z0-9_]*)/g)) named.add(key!);
  return (Object.keys(messages) as MessageKey[]).filter((key) => named.has(key));
}

/**
 * `virtual:screen-words/<language>/<group>`: a part of the screens' catalogue (`src/lib/locales/screens/<language>.ts`,
 * read here at build time), so a route downloads the core words and its own groups, not every screen's words (see
 * `screenWordGroups`).
 */
function screenWords(): Plugin {
  const prefix = 'virtual:screen-words/';
  const catalogues = { fr: screensFr, en: screensEn };
  return {
    name: 'plume:screen-words',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [language, group] = id.slice(prefix.length + 1).split('/');
      if ((language !== 'fr' && language !== 'en') || !group || (group !== 'core' && !(group in screenWordGroups))) this.error(`No screen words at ${id.slice(1)}`);
      return `export default ${JSON.stringify(screenWordsOf(catalogues[language as 'fr' | 'en'], group as ScreenWordGroup | 'core'))};`;
    },
  };
}

/**
 * After the app's build: the first pages (`/`, `/pricing`). Each has its own small entry (`src/first-pages/<name>.tsx`,
 * built here beside the app's assets but sharing no chunk with it, so it is tree-shaken for that page alone) and its
 * markup rendered with react-dom/server (the same components, theme and catalogues as the app, from
 * `src/first-pages/prerender.tsx` built for Node with this same config), written into a copy of `first-page.html` with
 * the entry's script, preloads and stylesheets. The edge serves these files for their addresses (see
 * `shared/src/first-pages.ts`).
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
      const manifestFile = '.vite/first-pages-manifest.json';
      process.env[FIRST_PAGES_BUILD] = '1';
      try {
        await build({
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'warn',
          define: { 'import.meta.env.PLUME_APP_ENTRY': JSON.stringify(entryAssets(readManifest(outDir, '.vite/manifest.json'), 'index.html')) },
          build: {
            outDir,
            emptyOutDir: false,
            manifest: manifestFile,
            copyPublicDir: false,
            rollupOptions: { input: Object.fromEntries(firstPageNames.map((page) => [`first-page-${page}`, join(root, firstPageEntry(page))])) },
          },
        });
        await build({
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'warn',
          build: { ssr: join(root, 'src/first-pages/prerender.tsx'), outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
        });
        const { renderFirstPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
          renderFirstPage: (page: FirstPageName) => Promise<{ html: string; language: string }>;
        };
        const manifest = readManifest(outDir, manifestFile);
        const template = readFileSync(join(root, FIRST_PAGE_TEMPLATE), 'utf8');
        for (const page of firstPageNames) {
          const { html, language } = await renderFirstPage(page);
          // The page's <title> (React renders it where the page component is) goes to the head, where browsers read it.
          const title = /^<title>[^<]*<\/title>/.exec(html)?.[0];
          if (!title) this.error(`The ${page} page rendered no <title> first`);
          const { script, styles, preloads } = entryAssets(manifest, firstPageEntry(page));
          const assets = [
            `<script type="module" crossorigin src="${script}"></script>`,
            ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
            ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
          ].join('\n    ');
          const file = join(outDir, firstPageFile(page));
          mkdirSync(join(file, '..'), { recursive: true });
          writeFileSync(
            file,
            fill(template, {
              '<html lang="fr"': `<html lang="${language}"`,
              '<title>Plume</title>': title,
              '<!--first-page-assets-->': assets,
              '<div id="root"><!--first-page--></div>': `<div id="root" data-first-page="${page}">${html.slice(title.length)}</div>`,
            }),
          );
        }
      } finally {
        delete process.env[FIRST_PAGES_BUILD];
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

const firstPageEntry = (page: FirstPageName) => `src/first-pages/${page}.tsx`;

/** `template` with each placeholder replaced once; a placeholder missing from it is a build error. */
function fill(template: string, replacements: Record<string, string>): string {
  return Object.entries(replacements).reduce((text, [placeholder, value]) => {
    if (!text.includes(placeholder)) throw new Error(`${FIRST_PAGE_TEMPLATE} lacks ${placeholder}`);
    return text.replace(placeholder, () => value);
  }, template);
}

type ManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[] };

function readManifest(outDir: string, file: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(outDir, file), 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * An entry's script, the chunks it imports (to preload) and every stylesheet they bring, from a build manifest: what
 * a first page links, and what it loads to hand over to the full app (the app's own `index.html` entry).
 */
function entryAssets(manifest: Record<string, ManifestChunk>, key: string): { script: string; styles: string[]; preloads: string[] } {
  const entry = manifest[key];
  if (!entry) throw new Error(`No ${key} in the build manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  // Imported chunks' stylesheets before the importer's, as Vite links them: a page's own rules come last.
  const visit = (chunk: ManifestChunk) => {
    for (const imported of chunk.imports ?? []) {
      const file = `/${manifest[imported]!.file}`;
      if (preloads.has(file)) continue;
      preloads.add(file);
      visit(manifest[imported]!);
    }
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  };
  visit(entry);
  return { script: `/${entry.file}`, styles: [...styles], preloads: [...preloads] };
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Bundled into the config (a relative import), so a change of the catalogue restarts the dev server like any config change.
import { messages } from '../shared/src/messages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The local cloud's gateway (`npm start`) answers everything that is not the site itself. */
const gateway = process.env.PLUME_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  root,
  // Tests render in jsdom, which applies no stylesheet: they skip the per-component CSS.
  plugins: [react(), ...(process.env.VITEST ? [] : [mantineStylesWithComponents()]), serverMessagesByLanguage()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest lets the benchmark find exactly what the first route loads.
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true, manifest: true },
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

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
  plugins: [react(), serverMessagesByLanguage()],
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

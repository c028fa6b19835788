import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The local cloud's gateway (`npm start`) answers everything that is not the site itself. */
const gateway = process.env.PLUME_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  root,
  plugins: [react()],
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

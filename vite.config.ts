import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { axiosXhrOnly } from './scripts/lib/axios-xhr-only';
import { precompress } from './scripts/lib/precompress';
import { copyRuffleInto } from './server/src/lib/ruffle';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // precompress: .br and .gz beside every script, style, SVG and JSON, and beside Ruffle's files
  // (copied into the build first), sent as they are (issue 14).
  // axiosXhrOnly: the browser build carries one axios adapter, the one browsers use (issue 14).
  plugins: [axiosXhrOnly(), react(), precompress({ before: copyRuffleInto })],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // A manifest lets the server and the size check know which chunks a route needs.
    manifest: true,
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { deferredPartsCss } from './deferred-parts-css.ts';
import { precompress } from './precompress.ts';
import { serviceWorker } from './service-worker/plugin.ts';

const API_ORIGIN = 'http://localhost:3000';

// In development the API server runs beside Vite; everything it owns is proxied so the app
// always talks to its own origin (cookies stay first-party, no CORS).
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/healthz': { target: API_ORIGIN, changeOrigin: false },
  '/readyz': { target: API_ORIGIN, changeOrigin: false },
  '/socket.io': { target: API_ORIGIN, changeOrigin: false, ws: true },
};

/** Where `npm run build` writes (WEB_BUILD_DIR, default dist): the server build goes in .ssr. */
const outDir = process.env.WEB_BUILD_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), deferredPartsCss(), serviceWorker(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The manifest tells the server which files a server-rendered page needs (its route's chunk
  // and CSS); `npm run build` also builds src/entry-server.tsx into <outDir>/.ssr, which needs
  // no copy of public/ (and which @fastify/static never serves: it skips dot folders).
  build: {
    outDir: isSsrBuild ? `${outDir}/.ssr` : outDir,
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined,
      },
    },
  },
  // The server build carries its dependencies (React, the router...), so it runs wherever the
  // built files are, whatever node_modules is beside them.
  ssr: { noExternal: true },
}));

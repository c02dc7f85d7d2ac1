import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

// In development the API server runs beside Vite; everything it owns is proxied so the app
// always talks to its own origin (cookies stay first-party, no CORS).
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/healthz': { target: API_ORIGIN, changeOrigin: false },
  '/readyz': { target: API_ORIGIN, changeOrigin: false },
  '/socket.io': { target: API_ORIGIN, changeOrigin: false, ws: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});

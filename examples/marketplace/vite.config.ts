import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API runs beside Vite (npm run dev -w @estate/server) and is proxied on one origin. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8000',
      '/media': 'http://127.0.0.1:8000',
      '/ws': { target: 'ws://127.0.0.1:8000', ws: true },
    },
  },
});

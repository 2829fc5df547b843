import { cpSync, createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const api = process.env.ESTATE_API_URL ?? 'http://127.0.0.1:8000';

/** ffmpeg.wasm's core (32 MB), served from node_modules at /ffmpeg-core/, never from a CDN. */
function ffmpegCore(): Plugin {
  // The package's exports map names only its entry files; their folder is the one to serve.
  const dir = path.dirname(fileURLToPath(import.meta.resolve('@ffmpeg/core')));
  let outDir = 'dist';
  return {
    name: 'estate:ffmpeg-core',
    // The browser's files only: the server render (`--ssr`) never runs ffmpeg.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/ffmpeg-core', (request, response, next) => {
        const file = path.join(dir, path.basename(request.url ?? ''));
        if (!existsSync(file)) return next();
        response.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        createReadStream(file).pipe(response);
      });
    },
    closeBundle() {
      cpSync(dir, path.join(outDir, 'ffmpeg-core'), { recursive: true });
    },
  };
}

/**
 * The reference app. Workspace packages resolve to their source (`@estate/source`), so no package
 * build is needed first. In development the API runs beside Vite (`npm run dev`) and is proxied on
 * one origin; `npm start` serves the build from the API server itself.
 */
export default defineConfig({
  plugins: [react(), ffmpegCore(), precompress()],
  resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
  // The server render (`vite build --ssr src/entry-server.tsx`, issue 24) reads the workspace's sources too.
  ssr: { resolve: { conditions: ['@estate/source', ...defaultServerConditions] } },
  // ffmpeg.wasm 0.12 starts its worker from `new URL('./worker.js', import.meta.url)`, which the
  // dependency pre-bundler would break.
  optimizeDeps: { exclude: ['@ffmpeg/ffmpeg', '@ffmpeg/util'] },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  // The client build's manifest names each page's styles and chunks for the server's HTML (src/app/ssr/assets.ts).
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/media': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});

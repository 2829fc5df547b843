import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a browser downloads as text: scripts, styles, the page, icons. Source maps are not sent. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** ffmpeg's 32 MB core loads only to trim a clip; brotli at its best level would take a minute. */
const LARGEST = 4 * 1024 * 1024;

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip -9) beside every text file of the build, as
 * `@fastify/static`'s `preCompressed` serves them to browsers that accept them: the server never
 * compresses on the fly, and the home route's scripts and styles cross the network at about a
 * quarter of their size. A copy is kept only when it is smaller than nine tenths of the file.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'estate:precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!TEXT.test(file) || statSync(file).size > LARGEST) continue;
          const bytes = readFileSync(file);
          const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
          if (brotli.length < bytes.length * 0.9) writeFileSync(`${file}.br`, brotli);
          const gzip = gzipSync(bytes, { level: 9 });
          if (gzip.length < bytes.length * 0.9) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

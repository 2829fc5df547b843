/**
 * The root entry (`@estate/sdk`) is headless: its module graph holds no React or SWR, and it loads
 * in plain Node, where there is no `window` or `document`, without touching either.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = [path.join(root, 'src/index.ts'), path.join(root, 'src/client/chat-socket.ts')];

/** What a browser bundler would include for the root entry (and the chat socket it exports). */
async function bundle() {
  return build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    outdir: path.join(root, '.bundle-check'),
    logLevel: 'silent',
  });
}

describe('the root entry', () => {
  it('imports no React, no SWR and none of the React entry', async () => {
    const { metafile } = await bundle();
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((input) => input.endsWith('src/index.ts'))).toBe(true);
    expect(inputs.some((input) => input.includes('jwt-decode'))).toBe(true);
    const offending = inputs.filter((input) => /node_modules\/(react|react-dom|swr|use-sync-external-store)\//.test(input) || input.includes('src/react/'));
    expect(offending).toEqual([]);
    // Nor any Node built-in: it must bundle for a browser as it is.
    expect(inputs.filter((input) => input.startsWith('node:'))).toEqual([]);
  });

  it('loads in plain Node without window or document, from source (tsx) and bundled', async () => {
    const check = `
      if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('not plain Node');
      const sdk = await import(process.env.ENTRY);
      const { createChatSocket } = await import(process.env.CHAT);
      const client = sdk.createEstateClient({ baseUrl: 'https://api.estate.example' });
      const socket = createChatSocket({ client, partner: 'grace_achieng' });
      const result = {
        exports: Object.keys(sdk).length,
        session: client.session.userInfo,
        avatar: client.avatarUrl(null) === sdk.DEFAULT_AVATAR,
        media: client.mediaUrl('/media/a.png'),
        state: socket.state,
      };
      socket.close();
      console.log(JSON.stringify(result));
    `;
    const expected = { session: null, avatar: true, media: 'https://api.estate.example/media/a.png', state: 'idle' };

    // From source, through tsx.
    const fromSource = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', check], {
      cwd: root,
      env: { ...process.env, ENTRY: pathToFileURL(entries[0]!).href, CHAT: pathToFileURL(entries[1]!).href },
    });
    expect(JSON.parse(fromSource.stdout.trim().split('\n').at(-1)!)).toMatchObject({ ...expected, exports: expect.any(Number) });

    // Bundled, with nothing but Node itself.
    const dir = mkdtempSync(path.join(tmpdir(), 'estate-sdk-entry-'));
    try {
      const { outputFiles } = await bundle();
      const files = outputFiles.map((file) => {
        const target = path.join(dir, path.basename(file.path).replace(/\.js$/, '.mjs'));
        writeFileSync(target, file.text);
        return target;
      });
      const [index, chat] = ['index.mjs', 'chat-socket.mjs'].map((name) => files.find((file) => file.endsWith(name))!);
      const bundled = await run(process.execPath, ['--input-type=module', '-e', check], {
        cwd: dir,
        env: { ...process.env, ENTRY: pathToFileURL(index!).href, CHAT: pathToFileURL(chat!).href },
      });
      expect(JSON.parse(bundled.stdout.trim())).toMatchObject(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

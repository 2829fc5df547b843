/**
 * What every screenshot script shares: its arguments (`<out-dir> ...positional [--widths a,b]
 * [--themes a,b]`, the out dir made), and a Chromium beside a real server with the demo data
 * serving `webDir` (a built app or Storybook), stopped together.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import { serveForTests } from './serve-for-tests.mjs';

/** Reads `[outDir, ...positional, ...options]`; prints `usage` and exits when a positional is missing. */
export function shootArgs(usage, positional, defaults) {
  const args = process.argv.slice(2);
  const given = args.slice(0, 1 + positional);
  const rest = args.slice(1 + positional);
  if (given.length < 1 + positional || given.some((value) => !value || value.startsWith('--'))) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const option = (name, fallback) => {
    const at = rest.indexOf(`--${name}`);
    return at >= 0 ? rest[at + 1] : fallback;
  };
  mkdirSync(given[0], { recursive: true });
  return {
    outDir: given[0],
    positional: given.slice(1),
    widths: option('widths', defaults.widths).split(',').map(Number),
    themes: option('themes', defaults.themes).split(','),
    option,
    flag: (name) => rest.includes(`--${name}`),
  };
}

/** A server serving `webDir` and a Chromium; `close()` stops both. */
export async function shootingBrowser(webDir) {
  const { chromium } = await import('playwright-core');
  const server = await serveForTests({ webDir: path.resolve(webDir) });
  const browser = await chromium.launch(chromiumLaunchOptions());
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Signs a demo account in on `server` (the demo password): `{ access, refresh }`. */
export async function demoLogin(server, email) {
  const response = await fetch(`${server.url}/api/v1/auth/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'estate-demo-2026' }) });
  return response.json();
}

/**
 * A Next.js app-router app (`consumer-apps/next-app-router`) builds with `next build`; its page
 * server-renders a `PropertyCard` fetched on the server, and in Chromium a visitor signs in in the
 * `ChatPane` itself and sends a message the agent receives, with nothing thrown or logged.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { AGENT, makeApp, reactCopies, root, signInAndMessageAgent } from './scratch.mjs';

/** `next start` in `dir` on `port`; resolves once it is ready, with a function that stops it. */
async function nextStart(dir, port, env) {
  const child = spawn(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`next start exited (code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => /Ready in/.test(line) && resolve());
  });
  return () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  };
}

export async function nextAppRouter(tarballs, server, port, browser) {
  const dir = makeApp('next-app-router', ['next@^16', 'react@^19', 'react-dom@^19', 'swr@^2'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the Next.js app');
  cpSync(path.join(root, 'scripts/consumer-apps/next-app-router'), dir, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const env = { NEXT_TELEMETRY_DISABLED: '1', ESTATE_API_URL: server.url, ESTATE_AGENT: AGENT.username };
  let stopNext;
  let context;
  try {
    execFileSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    stopNext = await nextStart(dir, port, env);

    // The card is in the server's HTML, before any script runs.
    const { results } = await (await fetch(`${server.url}/api/v1/properties/all?page_size=1`)).json();
    const html = await (await fetch(origin)).text();
    assert.ok(html.includes('est-property-card'), 'the server-rendered page holds the PropertyCard');
    assert.ok(html.includes(results[0].title.replace(/&/g, '&amp;')), 'with the listing fetched on the server');

    // In the browser: hydration, sign-in in the chat pane, and a message the agent receives.
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin);
    await signInAndMessageAgent(page, server.url, `Hello from a Next.js page (${Date.now()})`);
    console.log(`Next.js app router: PropertyCard server-rendered, ChatPane delivered a message to ${AGENT.username}`);
  } finally {
    await context?.close();
    await stopNext?.();
  }
}

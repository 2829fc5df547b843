/**
 * The packages as a partner meets them: `npm pack` @estate/sdk and @estate/react (built), install
 * the tarballs into scratch apps in a temporary folder, away from the workspace, and check that
 *  - a React 19 app builds with `vite build` around a page rendering `PropertyCard`, and the two
 *    packages install at most 25 MB beyond React and SWR, none of the heavy parts' optional peers;
 *  - under React 18, in Node (no `window`), both packages import and `renderToString` renders a
 *    `PropertyCard` of a listing fetched from the real server;
 *  - a Next.js app-router app (`consumer-apps/next-app-router`) builds with `next build`; its page
 *    server-renders a `PropertyCard` fetched on the server, and in Chromium the client `LoginForm`
 *    signs in and the `ChatPane` sends a message the agent receives, with nothing thrown or logged;
 *  - each app holds one copy of React.
 * Installs use `--prefer-offline`: react, react-dom, swr, next and the components' dependencies come
 * from npm's cache when it has them.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from './chromium.mjs';
import { freePort, serveForTests } from './serve-for-tests.mjs';

const DEMO_PASSWORD = 'estate-demo-2026';
const BUYER = { email: 'buyer@estate.demo', username: 'amina_wanjiru' };
const AGENT = { email: 'agent@estate.demo', username: 'grace_achieng', name: 'Grace Achieng' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'estate-consumer-'));
const npm = (args, cwd) => execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

function pack() {
  // A fresh build unless the caller has just made one (`--built`, from scripts/test-all.mjs): a
  // stale dist/ would test yesterday's code.
  if (!process.argv.includes('--built')) npm(['run', 'build', '-w', '@estate/sdk', '-w', '@estate/react'], root);
  const out = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch, '-w', '@estate/sdk', '-w', '@estate/react'], root));
  return out.map((entry) => path.join(scratch, entry.filename));
}

function makeApp(name, dependencies, tarballs) {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }, null, 2));
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...dependencies], dir);
  return dir;
}

/** Every installed copy of `react` under the app's node_modules, by its package.json. */
function reactCopies(dir) {
  const found = [];
  const walk = (modules) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      if (entry.startsWith('@')) {
        for (const scoped of readdirSync(path.join(modules, entry))) walk(path.join(modules, entry, scoped, 'node_modules'));
        continue;
      }
      if (entry === 'react') found.push(path.join(modules, entry));
      walk(path.join(modules, entry, 'node_modules'));
    }
  };
  walk(path.join(dir, 'node_modules'));
  return found;
}

/** What the app itself asked for (React, React DOM, SWR and what they bring), left out of the kit's weight. */
const HOST_PACKAGES = new Set(['react', 'react-dom', 'scheduler', 'swr', 'dequal', 'use-sync-external-store']);
/** Installed bytes under node_modules, outside the host's own packages (issue 25: at most 25 MB for the sdk and the kit). */
function installedWeight(dir) {
  const sizeOf = (file) => {
    const stat = statSync(file);
    return stat.isDirectory() ? readdirSync(file).reduce((sum, entry) => sum + sizeOf(path.join(file, entry)), 0) : stat.size;
  };
  const modules = path.join(dir, 'node_modules');
  let bytes = 0;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.') || HOST_PACKAGES.has(entry)) continue;
    bytes += sizeOf(path.join(modules, entry));
  }
  return bytes;
}

/** The optional peers of the kit's heavy parts (ffmpeg, the emoji picker, the tour, the chart): a cards-and-chat site installs none. */
const OPTIONAL_PEERS = ['@ffmpeg/ffmpeg', '@ffmpeg/core', '@ffmpeg/util', 'emoji-picker-react', 'react-joyride', 'uplot', 'lucide-react'];
const INSTALL_BUDGET_MB = 25;

async function viteReact19(tarballs) {
  const dir = makeApp('vite-react-19', ['react@^19', 'react-dom@^19', 'swr@^2'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the Vite app');
  const installed = OPTIONAL_PEERS.filter((name) => existsSync(path.join(dir, 'node_modules', name)));
  assert.deepEqual(installed, [], 'installing the sdk and the kit brings none of the heavy parts');
  const megabytes = installedWeight(dir) / 1e6;
  assert.ok(megabytes <= INSTALL_BUDGET_MB, `the sdk and the kit install ${megabytes.toFixed(1)} MB beyond React and SWR (budget ${INSTALL_BUDGET_MB} MB)`);
  console.log(`vite React 19 app: @estate/sdk + @estate/react install ${megabytes.toFixed(1)} MB beyond React and SWR`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>');
  // Plain createElement, so the scratch app needs no JSX plugin.
  writeFileSync(
    path.join(dir, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createEstateClient } from '@estate/sdk';
import { useProperties } from '@estate/sdk/react';
import { EstateProvider, PropertyCard } from '@estate/react';
import '@estate/react/styles.css';
const client = createEstateClient({ baseUrl: location.origin, storageNamespace: 'partner' });
function Listings() {
  const { properties } = useProperties({ pageSize: 6 });
  return properties.map((property) => h(PropertyCard, { key: property.id, property }));
}
createRoot(document.getElementById('root')).render(h(EstateProvider, { client, locale: 'en' }, h(Listings)));
`,
  );
  // The workspace's Vite, but rooted in the scratch app: every import resolves from its node_modules.
  // Errors only: each 'use client' in the packages draws a warning that bundling ignores it.
  const output = await build({ root: dir, logLevel: 'error', configFile: false, build: { outDir: 'dist', write: true } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules ?? {}));
  assert.ok(modules.some((id) => id.includes('/node_modules/@estate/react/dist/components/listings/PropertyCard.js')), 'the page bundles PropertyCard from the tarball');
  assert.ok(chunks.some((chunk) => chunk.fileName.endsWith('.css')), 'styles.css is bundled');
  const reactDoms = new Set(modules.filter((id) => /\/node_modules\/react-dom\//.test(id)).map((id) => id.split('/node_modules/react-dom/')[0]));
  assert.equal(reactDoms.size, 1, 'one react-dom in the bundle');
  console.log(`vite React 19 app: built (${chunks.length} files)`);
}

async function ssrReact18(tarballs) {
  const dir = makeApp('ssr-react-18', ['react@^18.2', 'react-dom@^18.2', 'swr@^2'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the React 18 app');
  const server = await serveForTests();
  try {
    // ESM and CJS entries both, in a Node process with no window or document.
    writeFileSync(
      path.join(dir, 'render.mjs'),
      `import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { createElement as h, version } from 'react';
import { renderToString } from 'react-dom/server';
import { createEstateClient } from '@estate/sdk';
import { EstateProvider, PropertyCard } from '@estate/react';
assert.equal(typeof window, 'undefined');
assert.match(version, /^18\\./);
const cjs = createRequire(import.meta.url)('@estate/react');
assert.equal(typeof cjs.PropertyCard, 'function');
const client = createEstateClient({ baseUrl: process.argv[2] });
const page = await client.properties.all({ pageSize: 1 });
const property = page.results[0];
const html = renderToString(h(EstateProvider, { client, locale: 'en' }, h(PropertyCard, { property })));
assert.ok(html.includes(property.title.replace(/&/g, '&amp;')), 'the card shows the listing title');
console.log('React ' + version + ' renderToString: ' + html.length + ' characters for "' + property.title + '"');
`,
    );
    process.stdout.write(execFileSync(process.execPath, ['render.mjs', server.url], { cwd: dir, encoding: 'utf8' }));
  } finally {
    await server.close();
  }
}

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

async function nextAppRouter(tarballs) {
  const dir = makeApp('next-app-router', ['next@^16', 'react@^19', 'react-dom@^19', 'swr@^2'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the Next.js app');
  cpSync(path.join(root, 'scripts/consumer-apps/next-app-router'), dir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await serveForTests({ env: { CORS_ORIGINS: origin } });
  const env = { NEXT_TELEMETRY_DISABLED: '1', ESTATE_API_URL: server.url, ESTATE_AGENT: AGENT.username };
  let stopNext;
  let browser;
  try {
    execFileSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    stopNext = await nextStart(dir, port, env);

    // The card is in the server's HTML, before any script runs.
    const { results } = await (await fetch(`${server.url}/api/v1/properties/all?page_size=1`)).json();
    const html = await (await fetch(origin)).text();
    assert.ok(html.includes('est-property-card'), 'the server-rendered page holds the PropertyCard');
    assert.ok(html.includes(results[0].title.replace(/&/g, '&amp;')), 'with the listing fetched on the server');

    // In the browser: hydration, sign-in through the LoginForm, and a message the agent receives.
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text()));
    page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
    await page.goto(origin);
    await page.getByLabel('Email address').fill(BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const text = `Hello from a Next.js page (${Date.now()})`;
    const input = page.getByRole('textbox', { name: 'Type a message' });
    await input.fill(text);
    // Send is enabled once the live connection is open.
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log', { name: `Messages with ${AGENT.name}` }).getByText(text).waitFor();
    assert.deepEqual(problems, [], 'nothing thrown or logged as an error in the browser');
    assert.ok(await eventually(async () => (await agentHistoryWith(server.url, BUYER.username)).includes(text)), 'the agent received the message');
    console.log(`Next.js app router: PropertyCard server-rendered, ChatPane delivered a message to ${AGENT.username}`);
  } finally {
    await browser?.close();
    await stopNext?.();
    await server.close();
  }
}

/** Whether `check` comes true within `ms` (the message is shown as it is sent, stored a moment later). */
async function eventually(check, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function agentHistoryWith(apiUrl, username) {
  const login = await fetch(`${apiUrl}/api/v1/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: AGENT.email, password: DEMO_PASSWORD }),
  });
  const { access } = await login.json();
  const history = await fetch(`${apiUrl}/api/v1/chat/chat-messages/${username}/`, { headers: { authorization: `Bearer ${access}` } });
  return history.text();
}

try {
  const tarballs = pack();
  await viteReact19(tarballs);
  await ssrReact18(tarballs);
  await nextAppRouter(tarballs);
  console.log('consumer tests passed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/**
 * The scratch apps of the consumer test: packed tarballs installed into folders of a temporary
 * directory, away from the workspace, and what is measured of an install.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const scratch = mkdtempSync(path.join(tmpdir(), 'estate-consumer-'));
export const npm = (args, cwd) => execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

export const DEMO_PASSWORD = 'estate-demo-2026';
export const BUYER = { email: 'buyer@estate.demo', username: 'amina_wanjiru' };
export const AGENT = { email: 'agent@estate.demo', username: 'grace_achieng', name: 'Grace Achieng' };

/** `npm pack` of @estate/sdk and @estate/react (built fresh unless the caller has just built them: `--built`). */
export function pack() {
  if (!process.argv.includes('--built')) npm(['run', 'build', '-w', '@estate/sdk', '-w', '@estate/react'], root);
  const out = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch, '-w', '@estate/sdk', '-w', '@estate/react'], root));
  return out.map((entry) => path.join(scratch, entry.filename));
}

export function makeApp(name, dependencies, tarballs) {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }, null, 2));
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...dependencies], dir);
  return dir;
}

/** Every installed copy of `react` under the app's node_modules, by its package.json. */
export function reactCopies(dir) {
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

/**
 * Installed bytes under node_modules, outside `host` (the packages the app itself asked for and
 * what they bring): issue 25 holds the sdk and the kit to 25 MB.
 */
export function installedWeight(dir, host) {
  const sizeOf = (file) => {
    const stat = statSync(file);
    return stat.isDirectory() ? readdirSync(file).reduce((sum, entry) => sum + sizeOf(path.join(file, entry)), 0) : stat.size;
  };
  const modules = path.join(dir, 'node_modules');
  let bytes = 0;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.') || host.has(entry)) continue;
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path.join(modules, entry))) if (!host.has(`${entry}/${scoped}`)) bytes += sizeOf(path.join(modules, entry, scoped));
      continue;
    }
    bytes += sizeOf(path.join(modules, entry));
  }
  return bytes;
}

/** Whether `check` comes true within `ms`. */
export async function eventually(check, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** The agent's side of the conversation with `username`, as the API stores it. */
export async function agentHistoryWith(apiUrl, username) {
  const login = await fetch(`${apiUrl}/api/v1/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: AGENT.email, password: DEMO_PASSWORD }),
  });
  const { access } = await login.json();
  const history = await fetch(`${apiUrl}/api/v1/chat/chat-messages/${username}/`, { headers: { authorization: `Bearer ${access}` } });
  return history.text();
}

/** Errors a page throws or logs, and responses that fail, collected for one assertion at the end. */
export function watchProblems(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  return problems;
}

/**
 * On a page showing `ChatPane` with the agent to a visitor: sign in in the pane as the buyer, send
 * `text`, see it in the conversation, and check the API stored it for the agent, with nothing
 * thrown or logged as an error on the page.
 */
export async function signInAndMessageAgent(page, apiUrl, text) {
  const problems = watchProblems(page);
  await page.getByLabel('Email address').fill(BUYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('textbox', { name: 'Type a message' }).fill(text);
  // Send is enabled once the live connection is open.
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('log', { name: `Messages with ${AGENT.name}` }).getByText(text).waitFor();
  assert.deepEqual(problems, [], 'nothing thrown or logged as an error in the browser');
  assert.ok(await eventually(async () => (await agentHistoryWith(apiUrl, BUYER.username)).includes(text)), 'the agent received the message');
}

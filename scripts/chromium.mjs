#!/usr/bin/env node
/**
 * The browser for every browser test: Debian's Chromium (no test tool may download its own).
 * `node scripts/chromium.mjs` makes sure it is installed — as root on Debian it installs it with
 * apt-get, anywhere else it explains what to do — and prints its path. Test configs import
 * `chromiumLaunchOptions` for the path and the flags a headless run on these machines needs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** Flags for headless Chromium on a machine with no network but loopback (architecture.md, Browsers). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium() {
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium is not installed: run `node scripts/chromium.mjs` (it installs Debian\'s chromium as root).');
  return { executablePath, args: CHROMIUM_ARGS };
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      'The browser tests need Debian\'s Chromium at /usr/bin/chromium (or CHROMIUM_PATH).\n' +
        (hasApt ? 'Install it as root: apt-get update && apt-get install -y chromium fonts-noto-color-emoji' : 'Install Chromium with your system\'s package manager and set CHROMIUM_PATH.'),
    );
    process.exit(1);
  }
  console.error('Installing Debian\'s Chromium for the browser tests (apt-get) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'], { stdio: 'inherit', env });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!findChromium()) install();
  const found = findChromium();
  if (!found) {
    console.error('Chromium is still missing after the install.');
    process.exit(1);
  }
  console.log(found);
}

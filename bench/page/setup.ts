/** What the page part needs around Lighthouse: the app's production build, Chromium, the demo account. */
import { execFileSync } from 'node:child_process';
import { repoRoot } from '../lib/processes.js';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Builds the reference app (Vite, production) into examples/marketplace/dist. */
export function buildApp(): void {
  const started = performance.now();
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', '@estate/marketplace'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`app build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

#!/usr/bin/env node
/**
 * Runs the Storybook tests of one family against a build of its own, for work in progress:
 * `node scripts/test-storybook-dir.mjs /tmp/sb-chat packages/estate-react/src/components/chat`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [dir, ...paths] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: node scripts/test-storybook-dir.mjs <storybook build dir> [story paths...]');
  process.exit(2);
}
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-storybook.mjs');
const result = spawnSync(process.execPath, [script, '--dir', dir, ...paths], { stdio: 'inherit' });
process.exit(result.status ?? 1);

#!/usr/bin/env node
/**
 * `npm run drill -- <name> [options]`: one reliability or security drill against the real server,
 * bounded in time, printing its figures (docs/reliability.md holds the last run's). Each drill is
 * `packages/estate-server/drills/<name>.ts`, run with tsx; `npm run drill` alone lists them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'packages/estate-server/drills');
const drills = (existsSync(dir) ? readdirSync(dir) : []).filter((file) => file.endsWith('.ts') && !file.startsWith('_')).map((file) => file.slice(0, -3));

const [name, ...options] = process.argv.slice(2);
if (!name || !existsSync(path.join(dir, `${name}.ts`))) {
  console.error(`${name ? `No drill named "${name}". ` : ''}Drills: ${drills.join(', ')}\nRun one with: npm run drill -- <name> [options]`);
  process.exit(name ? 1 : 0);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`), ...options], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);

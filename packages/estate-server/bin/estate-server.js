#!/usr/bin/env node
// The `estate-server` command: the built CLI when the package is built (or installed from npm),
// else the TypeScript source through tsx, so it also works in a fresh clone right after `npm install`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/cli.js', import.meta.url);
let cli;
if (existsSync(fileURLToPath(built))) {
  cli = await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import(new URL('../src/cli.ts', import.meta.url).href);
}
await cli.main(process.argv.slice(2));

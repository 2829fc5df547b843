#!/usr/bin/env node
// The `estate-server` command. In this repository (where `src/` exists) it runs the TypeScript
// source through tsx, so it never serves a stale build; the published package ships only `dist/`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = new URL('../src/cli.ts', import.meta.url);
let cli;
if (existsSync(fileURLToPath(source))) {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import(source.href);
} else {
  cli = await import(new URL('../dist/cli.js', import.meta.url).href);
}
await cli.main(process.argv.slice(2));

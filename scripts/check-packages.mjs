#!/usr/bin/env node
/**
 * What npm shows of each published package, checked without building or publishing anything
 * (`npm pack --dry-run --json`, a few seconds): the tarball holds a LICENSE identical to the
 * repository's, package.json says where the code, the docs and the issues are (`repository` with
 * its `directory`, `homepage`, `bugs`), and every relative link of the README points at a file the
 * tarball ships (npm shows the README alone: a link to ../../ or to an unshipped docs/ file is a 404
 * there, so such links are absolute GitHub URLs).
 *
 *   node scripts/check-packages.mjs
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPOSITORY = 'git+https://github.com/estate-kit/estate-kit.git';
const GITHUB = 'https://github.com/estate-kit/estate-kit';

const license = readFileSync(path.join(root, 'LICENSE'), 'utf8');
assert.match(license, /^MIT License\n\nCopyright \(c\) 2026 Estate kit contributors\n/, 'the root LICENSE is the MIT licence of Estate kit contributors');

const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const published = workspaces.filter((dir) => !JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).private);
assert.ok(published.length >= 4, `published packages found: ${published.join(', ')}`);

const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', ...published.flatMap((dir) => ['-w', dir])], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
);

const failures = [];
for (const dir of published) {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const tarball = packed.find((entry) => entry.name === pkg.name);
  const check = (what, fn) => {
    try {
      fn();
    } catch (error) {
      failures.push(`${pkg.name}: ${what}: ${error.message.split('\n')[0]}`);
    }
  };
  check('packed', () => assert.ok(tarball, 'npm pack listed it'));
  if (!tarball) continue;
  const files = new Set(tarball.files.map((file) => file.path));

  check('LICENSE in the tarball', () => assert.ok(files.has('LICENSE'), `files: ${[...files].filter((file) => !file.includes('/')).join(', ')}`));
  check('LICENSE the same as the root one', () => assert.equal(readFileSync(path.join(root, dir, 'LICENSE'), 'utf8'), license));
  check('license', () => assert.equal(pkg.license, 'MIT'));
  check('repository', () => assert.deepEqual(pkg.repository, { type: 'git', url: REPOSITORY, directory: dir }));
  check('homepage', () => assert.equal(pkg.homepage, `${GITHUB}/tree/main/${dir}#readme`));
  check('bugs', () => assert.equal(typeof pkg.bugs === 'string' ? pkg.bugs : pkg.bugs?.url, `${GITHUB}/issues`));

  check('README in the tarball', () => assert.ok(files.has('README.md')));
  const readme = readFileSync(path.join(root, dir, 'README.md'), 'utf8');
  // Inline links and images, `[text](target)` and `src="target"`; anchors and absolute URLs are fine.
  const targets = [...readme.matchAll(/\]\(([^)\s]+)[^)]*\)|\bsrc="([^"]+)"/g)].map((match) => match[1] ?? match[2]);
  for (const target of targets) {
    if (/^([a-z]+:|#)/i.test(target)) continue;
    const file = path.posix.normalize(target.split('#')[0]).replace(/\/$/, '');
    check(`README link ${target}`, () => assert.ok(files.has(file), 'the tarball does not ship it: make the link absolute or ship the file'));
  }
}

if (failures.length) {
  console.error(`${failures.length} problem(s) in what npm would publish:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`packages: ${published.length} tarballs hold LICENSE and say repository, homepage and bugs; their README links resolve`);

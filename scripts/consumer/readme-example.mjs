/**
 * The code blocks of a package README, by section: what the consumer test builds is what a partner
 * copies, not a copy of it kept in the test.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './scratch.mjs';

/** The first ```tsx block under the `## {section}` heading of packages/{pkg}/README.md. */
export function readmeExample(pkg, section) {
  const readme = readFileSync(path.join(root, 'packages', pkg, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${section}\n`);
  assert.ok(start >= 0, `packages/${pkg}/README.md has a "## ${section}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  const match = /```tsx\n([\s\S]*?)```/.exec(readme.slice(start, end < 0 ? undefined : end));
  assert.ok(match, `"## ${section}" of packages/${pkg}/README.md has a tsx example`);
  return match[1];
}

/** The example with its placeholder API origin pointed at `apiUrl` (the one change the test makes). */
export function atApi(code, apiUrl, placeholder = 'https://api.estate.example') {
  const quoted = `'${placeholder}'`;
  assert.equal(code.split(quoted).length - 1, 1, `the example names the API once, as ${quoted}`);
  return code.replace(quoted, JSON.stringify(apiUrl));
}

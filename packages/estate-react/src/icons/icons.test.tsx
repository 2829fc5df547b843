import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heart, House } from './index.js';

const root = path.resolve(__dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

describe("the kit's icons", () => {
  it('are the drawings Lucide has for the names the kit lists (src/icons/lucide.ts is up to date)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/icons.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('never come from lucide-react at run time: no source of the package imports it', () => {
    const importers = sources(path.join(root, 'src')).filter((file) => file !== __filename && /from 'lucide-react'/.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.relative(root, file))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).not.toContain('lucide-react');
  });

  it('draw in Lucide style, hidden from screen readers unless named', () => {
    const decorative = renderToStaticMarkup(<Heart size={18} className="est-like" />);
    expect(decorative).toMatch(/^<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="est-icon est-icon-heart est-like" aria-hidden="true"><path d="M2 9.5/);
    const named = renderToStaticMarkup(<House aria-label="Home" role="img" />);
    expect(named).not.toContain('aria-hidden');
    expect(named).toContain('aria-label="Home"');
  });
});

/**
 * Page quality: Lighthouse 12 in its default mobile mode (a Moto G Power-sized screen, simulated
 * slow 4G and a 4x slower CPU) on the reference app's home feed `/`, a property page, a country's
 * listings `/KE/`, an agent's profile and `/clips`, each served by the real server (its CLI with
 * `ESTATE_WEB_DIR`) from the app's production build on PGlite with the demo data, signed in as the
 * demo buyer. The same build is measured twice in one run (issue 24): rendered on the server (the
 * app's render module, `dist-ssr`), and rendered in the browser alone (the server started without
 * it), the baseline the figures are set against.
 *
 *   npm run bench -- page          # 3 runs a page and way (BENCH_RUNS to change)
 *   BENCH_WEB_DIR=/some/dist npm run bench -- page   # a build already made, served as it is
 *
 * Each run is a fresh headless Chromium (/usr/bin/chromium, or CHROME_PATH) with an empty cache;
 * the session and its cookie are put in the browser first, on a static file of the origin, so no
 * app code is cached before Lighthouse loads the page. Figures are the median of the runs with
 * their spread.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repoRoot, startServer, type Child } from './lib/processes.js';
import { type Row, writeResult } from './lib/report.js';
import { repeat } from './lib/stats.js';
import { signInAsDemoBuyer } from './lib/demo.js';
import { buildApp, chromePath } from './page/setup.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_WEB_DIR serves a build already made (e.g. a copy) instead of building the app. */
const webDir = process.env.BENCH_WEB_DIR ?? path.join(repoRoot, 'examples/marketplace/dist');
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (node scripts/chromium.mjs installs it, as root)`);
if (!process.env.BENCH_WEB_DIR) buildApp();
// The same build twice: rendered on the server, and (its render module named where none is) in the browser.
const servers: Record<'server' | 'browser', Child> = {
  server: await startServer({ env: { ESTATE_WEB_DIR: webDir } }),
  browser: await startServer({ env: { ESTATE_WEB_DIR: webDir, ESTATE_SSR_ENTRY: path.join(tmpdir(), 'no-render-module.js') } }),
};

interface Measure {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Script bytes over the wire (compressed) before the page was measured idle. */
  script: number;
  /** The page's HTML over the wire, and as the browser reads it. */
  html: number;
}

/** What each run failed on, by page: the audits below a full score, to fix or to report. */
const failing = new Map<string, Map<string, string>>();
/** The latest run's biggest estimated savings, by page. */
const opportunities = new Map<string, string[]>();

try {
  /** The pages of one server: the demo data's first listing, its country, the first reel's agent. */
  const pagesOf = async (origin: string) => {
    const feed = (await (await fetch(`${origin}/api/v1/properties/all?page_size=1`)).json()) as { results: { slug: string }[] };
    const reels = (await (await fetch(`${origin}/api/v1/reels/all?page_size=1`)).json()) as { results: { username: string }[] };
    const slug = feed.results[0]?.slug;
    const agent = reels.results[0]?.username;
    if (!slug || !agent) throw new Error('the demo data has no property or reel');
    return [
      { name: 'home feed `/`', path: '/' },
      { name: 'property page', path: `/property/${encodeURIComponent(slug)}/` },
      { name: 'country list `/KE/`', path: '/KE/' },
      { name: 'agent profile', path: `/profile/${encodeURIComponent(agent)}/` },
      { name: 'clips `/clips`', path: '/clips' },
    ];
  };
  const pages = await pagesOf(servers.server.url);
  const baselinePages = await pagesOf(servers.browser.url);

  const measure = async (origin: string, url: string): Promise<Measure> => {
    const tokens = await signInAsDemoBuyer(origin);
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
    try {
      // The session and the tour flag, set on a file of the origin that loads no script.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${origin}/favicon.svg`);
      // The cookie the app keeps beside the session: the server renders the page, not the login screen.
      await tab.setCookie({ name: 'estate_session', value: 'member', url: origin });
      await tab.evaluate((userInfo) => {
        localStorage.setItem('userInfo', userInfo);
        localStorage.setItem('tourCompleted', 'true');
      }, JSON.stringify({ ...tokens, isGuest: false }));
      await tab.close();
      await browser.disconnect();

      // Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): once more, then it counts.
      const run = () => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true });
      let result = await run();
      if (result?.lhr.runtimeError) result = await run();
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      // The whole report of the latest run of each page, for what the table leaves out.
      const way = origin === servers.server.url ? 'server' : 'browser';
      writeFileSync(path.join(tmpdir(), `estate-lighthouse-${new URL(url).pathname.split('/')[1] || 'home'}-${way}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const issues = failing.get(url) ?? new Map<string, string>();
      for (const category of ['performance', 'accessibility']) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (!a || a.score === null || a.score >= 0.9 || ref.weight === 0) continue;
          issues.set(ref.id, `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        }
      }
      failing.set(url, issues);
      opportunities.set(
        url,
        Object.values(lhr.audits)
          .map((a) => ({ title: a.title, ms: (a.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0 }))
          .filter((a) => a.ms >= 100)
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5)
          .map((a) => `${a.title} ~${Math.round(a.ms)} ms`),
      );
      const requests = ((lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number; resourceSize?: number }[] } | undefined)?.items ?? []);
      const document = requests.find((request) => request.resourceType === 'Document');
      return {
        script: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        html: document?.resourceSize ?? Number.NaN,
        performance: (lhr.categories.performance?.score ?? Number.NaN) * 100,
        accessibility: (lhr.categories.accessibility?.score ?? Number.NaN) * 100,
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
      };
    } finally {
      await chrome.kill();
    }
  };

  const rows: Row[] = [];
  const kB = (bytes: number) => Math.round(bytes / 100) / 10;
  for (const [index, page] of pages.entries()) {
    const figures = async (way: 'server' | 'browser', path: string) =>
      repeat(runs, async (run) => {
        const measured = await measure(servers[way].url, `${servers[way].url}${path}`);
        console.log(
          `${page.name}, rendered in the ${way}, run ${run + 1}: performance ${measured.performance}, accessibility ${measured.accessibility}, LCP ${Math.round(measured.lcp)} ms, TBT ${Math.round(measured.tbt)} ms, CLS ${measured.cls.toFixed(3)}, scripts ${kB(measured.script)} kB, HTML ${kB(measured.html)} kB`,
        );
        return measured;
      });
    const after = await figures('server', page.path);
    const before = await figures('browser', baselinePages[index]!.path);
    const was = (value: number) => ({ name: 'rendered in the browser', value });
    rows.push(
      { name: `${page.name}: performance`, value: after.performance.median, unit: '/100', spread: after.performance.spread, limit: was(before.performance.median), target: { text: '>= 95', holds: after.performance.median >= 95 } },
      { name: `${page.name}: accessibility`, value: after.accessibility.median, unit: '/100', spread: after.accessibility.spread, limit: was(before.accessibility.median), target: { text: '100', holds: after.accessibility.median >= 100 } },
      { name: `${page.name}: LCP`, value: after.lcp.median, unit: 'ms', spread: after.lcp.spread, limit: was(before.lcp.median), target: { text: '<= 1,800 ms', holds: after.lcp.median <= 1800 } },
      { name: `${page.name}: TBT`, value: after.tbt.median, unit: 'ms', spread: after.tbt.spread, limit: was(before.tbt.median), target: { text: '<= 150 ms', holds: after.tbt.median <= 150 } },
      { name: `${page.name}: CLS`, value: after.cls.median, unit: '', spread: after.cls.spread, limit: was(before.cls.median), target: { text: '<= 0.05', holds: after.cls.median <= 0.05 } },
      { name: `${page.name}: FCP`, value: after.fcp.median, unit: 'ms', spread: after.fcp.spread, limit: was(before.fcp.median) },
      {
        name: `${page.name}: scripts loaded (compressed)`,
        value: kB(after.script.median),
        unit: 'kB',
        limit: was(kB(before.script.median)),
        ...(index === 0 ? { target: { text: '<= 120 kB on the home route', holds: after.script.median <= 120_000 } } : {}),
      },
      {
        name: `${page.name}: HTML`,
        value: kB(after.html.median),
        unit: 'kB',
        limit: was(kB(before.html.median)),
        ...(page.name === 'property page' ? { target: { text: '<= 60 kB', holds: after.html.median <= 60_000 } } : {}),
      },
    );
  }

  writeResult({
    part: 'page',
    title: 'Lighthouse 12, mobile (simulated slow 4G, 4x CPU), the app rendered on the server against the same build rendered in the browser',
    runs,
    rows,
    notes: [
      'Lighthouse 12 default config (mobile form factor, simulated throttling), performance and accessibility only, a fresh headless Chromium and an empty cache each run, signed in as the demo buyer (session and its cookie) with the tour marked seen. The reference column is the same build served without its render module, so rendered in the browser alone, measured in the same run. The latest full report of each page is left in the temporary folder as estate-lighthouse-<page>-<server|browser>.json.',
      ...pages.map((page) => {
        const url = `${servers.server.url}${page.path}`;
        const issues = [...(failing.get(url) ?? new Map<string, string>()).values()];
        return `${page.name}, rendered on the server: audits below 0.9 in some run: ${issues.length ? issues.join('; ') : 'none'}. Biggest estimated savings (latest run): ${(opportunities.get(url) ?? []).join('; ') || 'none'}.`;
      }),
    ],
  });
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}

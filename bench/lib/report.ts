/**
 * Benchmark results: each part writes `bench/results/<part>.json`, and the table in
 * `bench/README.md` (between the two markers) is rewritten from every results file there.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const resultsDir = path.join(benchDir, 'results');

/** One measured figure: its median over the runs, their spread, the limit beside it and the target. */
export interface Row {
  name: string;
  value: number;
  unit: string;
  spread?: [number, number];
  /** The physical limit (or reference) measured in the same run, in the same unit. */
  limit?: { name: string; value: number };
  /** value / limit, or limit / value for figures where lower is better (latency, size, time). */
  ratio?: number;
  target?: { text: string; holds: boolean };
}

export interface PartResult {
  part: string;
  title: string;
  date: string;
  environment: { node: string; cpus: number; cpuModel: string; loadAverage: number[] };
  runs: number;
  rows: Row[];
  notes: string[];
}

export function environment(): PartResult['environment'] {
  const cpus = os.cpus();
  return { node: process.version, cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown', loadAverage: os.loadavg() };
}

/** A figure that could not be measured (NaN: no samples; null once through JSON) prints as –. */
const round = (value: number | null) => (value === null || Number.isNaN(value) ? Number.NaN : Math.abs(value) >= 100 ? Math.round(value) : Number(value.toPrecision(3)));

const ratioText = (ratio: number | null | undefined) => (ratio === undefined ? '' : ratio === null || Number.isNaN(ratio) ? '–' : `${ratio.toFixed(2)}x`);

function formatValue(value: number | null, unit: string): string {
  if (value === null || Number.isNaN(value)) return '–';
  return `${round(value).toLocaleString('en-US')} ${unit}`.trim();
}

/** Prints the part's rows as a console table and writes its results file and the README table. */
export function writeResult(result: Omit<PartResult, 'date' | 'environment'>): void {
  const full: PartResult = { ...result, date: new Date().toISOString(), environment: environment() };
  writeFileSync(path.join(resultsDir, `${result.part}.json`), `${JSON.stringify(full, null, 2)}\n`);
  console.log(`\n${result.title} (${result.runs} run${result.runs === 1 ? '' : 's'}, medians)`);
  console.table(
    Object.fromEntries(
      result.rows.map((row) => [
        row.name,
        {
          value: formatValue(row.value, row.unit),
          spread: row.spread ? row.spread.map((v) => round(v)).join('–') : '',
          limit: row.limit ? `${formatValue(row.limit.value, row.unit)} (${row.limit.name})` : '',
          ratio: ratioText(row.ratio),
          target: row.target ? `${row.target.text} ${row.target.holds ? '✓' : '✗'}` : '',
        },
      ]),
    ),
  );
  for (const note of result.notes) console.log(`  · ${note}`);
  rewriteReadme();
}

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Rewrites the results section of bench/README.md from every results file. */
export function rewriteReadme(): void {
  const order = ['api', 'scale', 'chat', 'bundle', 'trim', 'page', 'heap', 'upload'];
  const results = readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8')) as PartResult)
    .sort((a, b) => order.indexOf(a.part) - order.indexOf(b.part));
  const sections = results.map((result) => {
    const lines = [
      `### ${result.title}`,
      '',
      `\`npm run bench -- ${result.part}\` · ${result.date.slice(0, 16).replace('T', ' ')} UTC · ${result.runs} run${result.runs === 1 ? '' : 's'} · ${result.environment.cpus} cores, Node ${result.environment.node}`,
      '',
      '| measure | median | spread | limit (same run) | ratio | target |',
      '|---|---|---|---|---|---|',
      ...result.rows.map(
        (row) =>
          `| ${row.name} | ${formatValue(row.value, row.unit)} | ${row.spread ? row.spread.map((v) => round(v).toLocaleString('en-US')).join(' – ') : ''} | ${
            row.limit ? `${formatValue(row.limit.value, row.unit)} (${row.limit.name})` : ''
          } | ${ratioText(row.ratio)} | ${row.target ? `${row.target.text} ${row.target.holds ? '✅' : '❌'}` : ''} |`,
      ),
      ...(result.notes.length ? ['', ...result.notes.map((note) => `- ${note}`)] : []),
    ];
    return lines.join('\n');
  });
  const readmePath = path.join(benchDir, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const at = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (at === -1 || end === -1) throw new Error(`bench/README.md lacks the ${START} … ${END} markers`);
  writeFileSync(readmePath, `${readme.slice(0, at + START.length)}\n\n${sections.join('\n\n')}\n\n${readme.slice(end)}`);
}

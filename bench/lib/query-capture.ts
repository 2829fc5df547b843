/**
 * The real server's SQL, captured rather than rewritten: a module preloaded into the server
 * (NODE_OPTIONS --import) records every query its pg client sends, with its parameters, so a
 * benchmark can run exactly those under EXPLAIN (ANALYZE) (the chat search's and scale.ts's paths).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { repoRoot } from './processes.js';

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

export interface QueryCapture {
  /** NODE_OPTIONS for the server that is to be captured. */
  nodeOptions: string;
  /** Forgets what was captured so far. */
  clear(): void;
  /** What the server has sent since the last clear. */
  read(): CapturedQuery[];
}

/** Writes the capture module into `scratch` (a temporary folder). */
export function queryCapture(scratch: string): QueryCapture {
  const capture = path.join(scratch, 'capture.mjs');
  const log = path.join(scratch, 'queries.ndjson');
  writeFileSync(
    capture,
    `import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const pg = createRequire(${JSON.stringify(path.join(repoRoot, 'packages/estate-server/package.json'))})('pg');
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const params = (typeof config === 'object' && config?.values) || (Array.isArray(values) ? values : []);
  if (typeof text === 'string') appendFileSync(${JSON.stringify(log)}, JSON.stringify({ text, params }) + '\\n');
  return query.apply(this, arguments);
};
`,
  );
  writeFileSync(log, '');
  return {
    nodeOptions: `${process.env.NODE_OPTIONS ?? ''} --import ${capture}`.trim(),
    clear: () => writeFileSync(log, ''),
    read: () =>
      readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as CapturedQuery),
  };
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Runs `query` under EXPLAIN (ANALYZE, FORMAT JSON): its plan and execution time. */
export async function explainAnalyze(client: pg.Client, query: CapturedQuery): Promise<{ plan: PlanNode; ms: number }> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(`explain (analyze, format json) ${query.text}`, query.params);
  const [{ Plan: plan, 'Execution Time': ms }] = rows[0]!['QUERY PLAN'];
  return { plan, ms };
}

/** Every node of a plan, depth first. */
export function planNodes(node: PlanNode, found: PlanNode[] = []): PlanNode[] {
  found.push(node);
  for (const child of node.Plans ?? []) planNodes(child, found);
  return found;
}

/** A plan as its node types with the rows each gave, nested: `Limit [20 rows] > Sort [20 rows] > Bitmap Heap Scan on t [289 rows] > BitmapOr (Bitmap Index Scan i [0 rows], …)`. */
export function planShape(node: PlanNode): string {
  const rows = node['Actual Rows'] === undefined ? '' : ` [${(node['Actual Rows'] * (node['Actual Loops'] ?? 1)).toLocaleString('en-US')} rows]`;
  const self = `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}${node['Relation Name'] && !node['Index Name'] ? ` on ${node['Relation Name']}` : ''}${rows}`;
  const children = node.Plans ?? [];
  if (children.length === 0) return self;
  if (children.length === 1) return `${self} > ${planShape(children[0]!)}`;
  return `${self} (${children.map(planShape).join(', ')})`;
}

/**
 * `npm run drill -- fuzz [--requests N] [--seed S] [--hang-ms MS]`: the OpenAPI-driven fuzzer
 * (drills/_fuzz.ts) against the whole app in process. Prints the seed first (a run replays with
 * it), then requests tried, the status histogram, 5xx seen, the slowest answer and the errors the
 * app logged; exits 1 on any 500, undeclared 5xx, hang or logged error, printing those requests.
 * In-memory PGlite by default; with DATABASE_URL (and REDIS_URL) set, a fresh PostgreSQL database.
 */
import { describeRequest, runFuzz, startFuzzTarget } from './_fuzz.js';
import { printFigures } from './_figures.js';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, got "${process.argv[at + 1] ?? ''}"`);
    process.exit(2);
  }
  return value;
}

const requests = option('requests', 10_000);
const seed = option('seed', Math.floor(Math.random() * 2 ** 31));
const hangMs = option('hang-ms', 5000);
console.log(`fuzz: seed ${seed} (replay with --seed ${seed}), ${requests} requests, hang limit ${hangMs} ms`);

const target = await startFuzzTarget();
const report = await runFuzz(target, {
  requests,
  seed,
  hangMs,
  progressEvery: 2000,
  onProgress: (done) => console.log(`  ${done} requests...`),
});
await target.close();

const faults = report.faults;
for (const fault of faults.slice(0, 20)) {
  console.log(`\nFAULT ${fault.kind}${fault.status ? ` (${fault.status})` : ''} on ${fault.request.operation}\n  ${describeRequest(fault.request)}\n  ${fault.detail}`);
}
if (faults.length > 20) console.log(`\n... and ${faults.length - 20} more faults`);

const histogram = Object.entries(report.statuses)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([status, count]) => `${status}×${count}`)
  .join(', ');
const count = (kind: string) => faults.filter((fault) => fault.kind === kind).length;
const ok = printFigures(`fuzz (seed ${report.seed})`, [
  { name: 'operations', value: report.operations },
  { name: 'requests tried', value: report.requests, expected: `= ${requests}`, ok: report.requests === requests },
  { name: 'statuses', value: histogram },
  { name: 'operations with no 2xx', value: report.neverSucceeded.length },
  { name: '5xx seen (declared by the document)', value: report.serverErrors },
  { name: '500 answers', value: count('500'), expected: '0', ok: count('500') === 0 },
  { name: 'undeclared 5xx', value: count('undeclared 5xx'), expected: '0', ok: count('undeclared 5xx') === 0 },
  { name: `hangs over ${hangMs} ms`, value: count('hang'), expected: '0', ok: count('hang') === 0 },
  { name: 'requests not sent', value: count('not sent'), expected: '0', ok: count('not sent') === 0 },
  { name: 'errors logged', value: report.errorsLogged, expected: '0', ok: report.errorsLogged === 0 },
  { name: 'slowest', value: `${report.slowestMs.toFixed(0)} ms (${report.slowest ?? '-'})` },
  { name: 'duration', value: `${(report.durationMs / 1000).toFixed(1)} s` },
]);
if (report.neverSucceeded.length > 0) console.log(`\nNever answered 2xx: ${report.neverSucceeded.join(', ')}`);
process.exit(ok ? 0 : 1);

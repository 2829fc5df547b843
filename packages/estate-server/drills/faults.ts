/**
 * Fault drill (issue 11): two `estate-server` processes on a PostgreSQL and a Redis of the
 * drill's own (temporary folders, free loopback ports; never the machine's shared ones), then:
 *
 * - kill: kill -9 one API process while people chat across the two through Redis;
 * - postgres: restart PostgreSQL under load (503 meanwhile, recovery without an API restart);
 * - redis: Redis killed and started again (local delivery meanwhile, fan-out back after);
 * - disk: uploads into a full disk (a 2 MB tmpfs; needs root) leave no partial file.
 *
 * `npm run drill -- faults [--only kill|postgres|redis|disk]`. Prints its figures and exits
 * non-zero when one is wrong. Everything it started is stopped and removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startApi } from './_api-process.js';
import { runDrill } from './_cleanup.js';
import { makePeople } from './_drill-people.js';
import { diskDrill } from './_fault-disk.js';
import { killDrill } from './_fault-kill.js';
import { postgresDrill } from './_fault-postgres.js';
import { redisDrill } from './_fault-redis.js';
import { printFigures, type Figure } from './_figures.js';
import { startPostgres } from './_private-postgres.js';
import { startRedis } from './_private-redis.js';

const PARTS = ['kill', 'postgres', 'redis', 'disk'] as const;
const { values } = parseArgs({ options: { only: { type: 'string' } } });
if (values.only && !PARTS.includes(values.only as (typeof PARTS)[number])) {
  console.error(`--only expects one of ${PARTS.join(', ')}, got "${values.only}"`);
  process.exit(1);
}
const wanted = (part: (typeof PARTS)[number]) => !values.only || values.only === part;
const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

await runDrill('faults', 6 * 60_000, async () => {
  step('starting a private PostgreSQL and Redis');
  const postgres = await startPostgres();
  const redis = await startRedis();
  const jwtSecret = randomBytes(32).toString('hex');
  step('starting two API processes');
  const one = await startApi('api-1', { databaseUrl: postgres.url, redisUrl: redis.url, jwtSecret });
  const two = await startApi('api-2', { databaseUrl: postgres.url, redisUrl: redis.url, jwtSecret });
  const people = await makePeople(postgres.url, one.origin, 15);
  const figures: Figure[] = [];
  try {
    if (wanted('kill')) {
      step('kill: chatting across both processes, then kill -9 api-2 and start it again');
      figures.push(...(await killDrill(postgres.url, [one, two], people.slice(0, 8))));
    }
    if (wanted('postgres')) {
      step('postgres: restarting PostgreSQL under load');
      figures.push(...(await postgresDrill(postgres, [one, two], [people[8]!, people[9]!])));
    }
    if (wanted('redis')) {
      step('redis: killing Redis while chatting, then starting it again');
      figures.push(...(await redisDrill(redis, [one, two], people.slice(10, 14))));
    }
    if (wanted('disk')) {
      step('disk: uploading into a full tmpfs');
      figures.push(...(await diskDrill(postgres.url, jwtSecret, people[14]!)));
    }
  } catch (error) {
    for (const api of [one, two]) console.error(`\n--- ${api.name} output (last 3000 characters) ---\n${api.output().slice(-3000)}`);
    throw error;
  }
  return printFigures('Fault drill figures', figures);
});

/**
 * The signed-in feed on the demo data (64 listings), the read cache off: p99 and req/s at 16
 * connections, for a fix's before and after. `node --import tsx bench/scale/feed-signed-in.ts`
 */
import autocannon from 'autocannon';
import { demoBuyerAuthorization } from '../lib/demo.js';
import { dropDatabase, freshDatabase } from '../lib/postgres.js';
import { startServer } from '../lib/processes.js';
import { median } from '../lib/stats.js';

const database = 'estate_bench_feed';
const databaseUrl = await freshDatabase(database);
const server = await startServer({ databaseUrl, env: { READ_CACHE_TTL_MS: '0' } });
try {
  const api = `${server.url}/api/v1`;
  const headers = await demoBuyerAuthorization(server.url);
  await autocannon({ url: `${api}/properties/all`, connections: 16, duration: 2, headers });
  const p99: number[] = [];
  const rps: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await autocannon({ url: `${api}/properties/all`, connections: 16, duration: 4, headers });
    if (result.non2xx + result.errors) throw new Error('failed requests');
    p99.push(result.latency.p99);
    rps.push(result.requests.average);
  }
  console.log(JSON.stringify({ p99: median(p99), rps: median(rps), p99s: p99, rpss: rps }));
} finally {
  await server.stop();
  await dropDatabase(database);
}

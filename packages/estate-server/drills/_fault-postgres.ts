import type { ApiProcess } from './_api-process.js';
import { tally, type Figure } from './_figures.js';
import type { Person } from './_drill-people.js';
import type { PrivatePostgres } from './_private-postgres.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  api: string;
  at: number;
  status: number;
  detail?: string;
  retryAfter?: string | null;
}

/**
 * Restarts PostgreSQL (`pg_ctl stop -m fast`, a few seconds down, `pg_ctl start`) while clients
 * keep calling both API processes. While it is down they must answer 503 (never 500, never drop
 * the connection), and afterwards 200 again with no restart of their own.
 */
export async function postgresDrill(postgres: PrivatePostgres, apis: ApiProcess[], [reader, partner]: [Person, Person]): Promise<Figure[]> {
  const pids = apis.map((api) => api.pid());
  const samples: Sample[] = [];
  let running = true;
  const paths = ['/api/v1/properties/all?page_size=5', `/api/v1/chat/chat-messages/${partner.username}/`, '/api/v1/users/chat/'];
  const loops = [0, 1, 2, 3].map(async (worker) => {
    for (let turn = 0; running; turn += 1) {
      const api = apis[(worker + turn) % apis.length]!;
      const at = Date.now();
      try {
        const response = await fetch(api.origin + paths[turn % paths.length]!, { headers: { authorization: `Bearer ${reader.token}` }, signal: AbortSignal.timeout(15_000) });
        const body = (await response.json().catch(() => ({}))) as { detail?: string };
        samples.push({ api: api.name, at, status: response.status, detail: body.detail, retryAfter: response.headers.get('retry-after') });
      } catch {
        samples.push({ api: api.name, at, status: 0 });
      }
      await pause(25);
    }
  });

  await pause(2000);
  const downAt = Date.now();
  await postgres.stop();
  await pause(4000);
  await postgres.start();
  const upAt = Date.now();
  // Until each API has answered 200 again (bounded), then a little more load.
  const recovered = new Map<string, number>();
  const deadline = upAt + 30_000;
  while (recovered.size < apis.length && Date.now() < deadline) {
    for (const sample of samples) if (sample.at >= upAt && sample.status === 200 && !recovered.has(sample.api)) recovered.set(sample.api, sample.at - upAt);
    await pause(20);
  }
  await pause(1500);
  running = false;
  await Promise.all(loops);

  const during = samples.filter((sample) => sample.at >= downAt && sample.at < upAt);
  const after = samples.filter((sample) => sample.at >= upAt + Math.max(0, ...recovered.values()) + 200);
  const unavailable = during.filter((sample) => sample.status === 503);
  const clear = unavailable.every((sample) => sample.detail === 'Service temporarily unavailable, please try again.' && sample.retryAfter !== null);
  const fiveHundreds = samples.filter((sample) => sample.status === 500).length;
  const dropped = samples.filter((sample) => sample.status === 0).length;
  const samePids = apis.every((api, index) => api.running() && api.pid() === pids[index]);
  const recoverMs = recovered.size === apis.length ? Math.max(...recovered.values()) : -1;
  return [
    { name: 'postgres: outage (pg_ctl stop -m fast .. start), ms', value: upAt - downAt },
    { name: 'postgres: requests during the outage', value: during.length, expected: '> 0', ok: during.length > 0 },
    { name: 'postgres: their statuses', value: tally(during.map((sample) => sample.status)) },
    { name: 'postgres: 503 with the message and Retry-After', value: `${unavailable.length}${clear ? '' : ' (some without them)'}`, expected: '> 0, all clear', ok: unavailable.length > 0 && clear },
    { name: 'postgres: 500s (whole drill)', value: fiveHundreds, expected: '0', ok: fiveHundreds === 0 },
    { name: 'postgres: connections dropped / no answer', value: dropped, expected: '0', ok: dropped === 0 },
    { name: 'postgres: time to recover after start, ms', value: recoverMs, expected: '< 30000', ok: recoverMs >= 0 },
    { name: 'postgres: requests after recovery, statuses', value: tally(after.map((sample) => sample.status)), expected: 'all 200', ok: after.length > 0 && after.every((sample) => sample.status === 200) },
    { name: 'postgres: API processes restarted', value: samePids ? 'no' : 'yes', expected: 'no', ok: samePids },
  ];
}

/**
 * The steady phase of the chat part: 500 and 2,000 sockets at 500 messages a second to the real
 * server (one process; two through Redis) and to a bare `ws` relay (the limit), then each one's
 * maximum throughput (closed loop); see chat.ts.
 */
import os from 'node:os';
import type { Child } from '../lib/processes.js';
import type { Row } from '../lib/report.js';
import { median, spread } from '../lib/stats.js';
import { ChatLoad, type LoadStats, type SteadyResult } from './load.js';
import { peerOf, type Person } from './people.js';

const RATE = 500;
const SOCKET_COUNTS = [500, 2000] as const;
/** Messages each socket keeps in flight when measuring the maximum (the server queues 20 a socket). */
const MAX_IN_FLIGHT = 4;

interface Target {
  name: string;
  /** The URL socket `index` opens; socket 2k talks to socket 2k+1. */
  url(index: number): string;
  /** Resident memory of the process(es) behind it, MB (the largest one). */
  rss(): number;
}

const wsOrigin = (child: Child) => child.url.replace(/^http/, 'ws');

function serverTarget(name: string, people: Person[], processes: Child[]): Target {
  return {
    name,
    // With two processes the two people of a pair are on different ones.
    url: (index) =>
      `${wsOrigin(processes[index % processes.length]!)}/ws/chat/${people[peerOf(index)]!.username}/?token=${encodeURIComponent(people[index]!.token)}`,
    rss: () => Math.max(...processes.map((child) => child.rssMb())),
  };
}

interface Measured {
  windows: SteadyResult[];
  steadyLoad: LoadStats;
  max: number;
  maxLoad: LoadStats;
  connectMs: number;
  rssHeld: number;
  errors: number;
}

async function measure(target: Target, sockets: number, windowMs: number, runs: number): Promise<Measured> {
  const load = new ChatLoad();
  try {
    const connectMs = await load.connect(sockets, (index) => target.url(index), 100);
    const rssHeld = target.rss();
    const { windows, ...steadyLoad } = await load.measureSteady(RATE, 2000, windowMs, runs);
    const { delivered: max, ...maxLoad } = await load.measureMax(MAX_IN_FLIGHT, 1000, 2000);
    return { windows, steadyLoad, max, maxLoad, connectMs, rssHeld: Math.max(rssHeld, target.rss()), errors: load.errors };
  } finally {
    await load.close();
  }
}

const pick = (result: Measured, key: keyof SteadyResult) => result.windows.map((window) => window[key]);
const fixed = (value: number, digits = 1) => value.toFixed(digits);

export interface SteadyProcesses {
  single: Child;
  twoA: Child;
  twoB: Child;
  relayChild: Child;
}

/** The steady phase's rows and notes; `cpuPressure` reads the machine's pressure for the notes. */
export async function measureSteadyPhase(
  people: Person[],
  { single, twoA, twoB, relayChild }: SteadyProcesses,
  idleRss: number,
  windowMs: number,
  runs: number,
  cpuPressure: () => string,
): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const relay: Target = { name: 'bare ws relay', url: (index) => `${relayChild.url}/?me=${index}&peer=${peerOf(index)}`, rss: () => relayChild.rssMb() };
  const servers = [serverTarget('1 process', people, [single]), serverTarget('2 processes + Redis', people, [twoA, twoB])];

  let heldRss = Number.NaN;
  const relayP99s: number[] = [];
  const clientLags: number[] = [];
  const serverP50s: number[] = [];
  let heldRssTwo = Number.NaN;
  const pressureAtStart = `${cpuPressure()}% CPU pressure, load average ${os.loadavg()[0]!.toFixed(1)}`;
  for (const sockets of SOCKET_COUNTS) {
    console.log(`chat: ${sockets} sockets, ${RATE} msg/s, ${runs} windows of ${windowMs / 1000} s`);
    const limit = await measure(relay, sockets, windowMs, runs);
    relayP99s.push(...pick(limit, 'p99'));
    clientLags.push(limit.steadyLoad.clientLag);
    console.log(`  relay: p50 ${fixed(median(pick(limit, 'p50')))} ms, p99 ${fixed(median(pick(limit, 'p99')))} ms, max ${fixed(limit.max, 0)} msg/s`);
    notes.push(
      `${sockets} sockets, bare relay: connected in ${fixed(limit.connectMs / 1000)} s; load generator ${fixed(limit.steadyLoad.clientCpu, 0)}% of a core (event-loop p99 ${fixed(limit.steadyLoad.clientLag)} ms) at ${RATE} msg/s, ${fixed(limit.maxLoad.clientCpu, 0)}% at the maximum; relay RSS ${fixed(limit.rssHeld, 0)} MB.`,
    );
    for (const server of servers) {
      const result = await measure(server, sockets, windowMs, runs);
      clientLags.push(result.steadyLoad.clientLag);
      serverP50s.push(median(pick(result, 'p50')));
      if (sockets === 2000 && server === servers[0]) heldRss = result.rssHeld;
      if (sockets === 2000 && server === servers[1]) heldRssTwo = result.rssHeld;
      const p50 = pick(result, 'p50');
      const p99 = pick(result, 'p99');
      const delivered = pick(result, 'delivered');
      const lost = pick(result, 'lost');
      const lostTotal = lost.reduce((sum, n) => sum + n, 0);
      console.log(
        `  ${server.name}: p50 ${fixed(median(p50))} ms, p99 ${fixed(median(p99))} ms, delivered ${fixed(median(delivered), 0)}/s, lost ${lostTotal}, max ${fixed(result.max, 0)} msg/s, RSS ${fixed(result.rssHeld, 0)} MB`,
      );
      const label = `${sockets} sockets, ${server.name}`;
      const relayP50 = median(pick(limit, 'p50'));
      const relayP99 = median(pick(limit, 'p99'));
      const relayDelivered = median(pick(limit, 'delivered'));
      rows.push(
        { name: `${label}: p50 latency`, value: median(p50), unit: 'ms', spread: spread(p50), limit: { name: 'relay', value: relayP50 }, ratio: relayP50 / median(p50) },
        {
          name: `${label}: p99 latency`,
          value: median(p99),
          unit: 'ms',
          spread: spread(p99),
          limit: { name: 'relay', value: relayP99 },
          ratio: relayP99 / median(p99),
          target: { text: '<= 50 ms', holds: median(p99) <= 50 },
        },
        {
          name: `${label}: delivered at ${RATE} offered`,
          value: median(delivered),
          unit: 'msg/s',
          spread: spread(delivered),
          limit: { name: 'relay', value: relayDelivered },
          ratio: median(delivered) / relayDelivered,
        },
        { name: `${label}: lost (all windows)`, value: lostTotal, unit: 'msg', target: { text: '0', holds: lostTotal === 0 && result.errors === 0 } },
        {
          name: `${label}: max throughput`,
          value: result.max,
          unit: 'msg/s',
          limit: { name: 'relay max', value: limit.max },
          ratio: result.max / limit.max,
          target: { text: '>= 0.5x relay', holds: result.max / limit.max >= 0.5 },
        },
      );
      notes.push(
        `${label}: connected in ${fixed(result.connectMs / 1000)} s; load generator ${fixed(result.steadyLoad.clientCpu, 0)}% of a core (event-loop p99 ${fixed(result.steadyLoad.clientLag)} ms) at ${RATE} msg/s, ${fixed(result.maxLoad.clientCpu, 0)}% at the maximum; error frames ${result.errors}; relay lost ${pick(limit, 'lost').reduce((sum, n) => sum + n, 0)}.`,
      );
    }
  }
  rows.push(
    { name: 'server RSS, idle', value: idleRss, unit: 'MB' },
    { name: 'server RSS, holding 2,000 sockets (1 process)', value: heldRss, unit: 'MB', target: { text: '< 300 MB', holds: heldRss < 300 } },
    { name: 'server RSS, 2 processes holding 1,000 sockets each (larger)', value: heldRssTwo, unit: 'MB', target: { text: '< 300 MB', holds: heldRssTwo < 300 } },
  );
  const failing = rows.filter((row) => row.target && !row.target.holds).map((row) => row.name);
  if (failing.length) {
    notes.push(
      `Not met: ${failing.join('; ')}. The p99 tail follows the machine more than the server: in the same run the relay's own p99 reached ${fixed(Math.max(...relayP99s))} ms and the load generator's event loop was held up to ${fixed(Math.max(...clientLags))} ms at p99, while the server's p50 stayed near ${fixed(Math.min(...serverP50s))}–${fixed(Math.max(...serverP50s))} ms. Each message costs a PostgreSQL write (batched, one statement and one commit a batch) and, with two processes, a Redis hop and a third busy process on the same 2 cores. What it would take: the same run on cores not shared with other work (or PostgreSQL and Redis on their own machine); for throughput, publishing one Redis envelope per batch rather than per message.`,
    );
  }
  notes.push(
    `The machine during the steady phase: ${pressureAtStart} at the start, ${cpuPressure()}% and ${os.loadavg()[0]!.toFixed(1)} at its end (2 cores; other work shares them). The load generator's own event-loop delay (above) bounds how low a latency it can see.`,
  );
  notes.push(
    `Each configuration connects once, warms up 2 s, then measures ${runs} back-to-back windows of ${windowMs / 1000} s at a steady ${RATE} msg/s (open loop: message k leaves at k/${RATE} s from socket k mod N); median and spread are over those windows. Latency is from send to receipt by the peer socket, both in this process; lost = sent in the window − received by the peer within 5 s after.`,
    `Max throughput: closed loop, each socket keeping ${MAX_IN_FLIGHT} messages in flight, 1 s warm-up then 2 s counted, once per configuration. The relay does the same job with no auth, no JSON, no database: its max is the socket limit of this machine (and of the load generator sharing its 2 cores). The server stores every message before delivering it (batched: one SQL statement for the messages that arrived while the previous batches were written).`,
    'Two processes: the two people of each pair are on different processes, so every delivery crosses Redis pub/sub.',
  );
  return { rows, notes };
}

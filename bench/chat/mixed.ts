/**
 * The mixed-load phase of the chat part (issue 27): at 2,000 sockets and 500 operations a second,
 * a share of edits, reactions and outbox replays beside plain messages (see mixed-load.ts), each
 * kind's delivery p50/p99 beside the plain messages of the same windows, duplicates delivered
 * (target 0) and operations lost.
 */
import type { Child } from '../lib/processes.js';
import type { Row } from '../lib/report.js';
import { median, spread } from '../lib/stats.js';
import { KINDS, type Kind, MIX, MixedLoad, type MixedWindow } from './mixed-load.js';
import { peerOf, type Person } from './people.js';

const LABEL: Record<Kind, string> = {
  message: 'plain message',
  edit: 'edit (frame → message_edited)',
  reaction: 'reaction (react/unreact frame → reaction)',
  replay: 'replay before the ack (sent twice → delivered once)',
  'late replay': 'late replay of a delivered message (→ sender’s ack; partner gets nothing)',
};

export interface MixedOutcome {
  rows: Row[];
  notes: string[];
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
/** How long after the last send what is on its way is still waited for (and counted as delivered, late). */
const DRAIN_MS = 20_000;

export async function measureMixed(
  name: string,
  people: Person[],
  processes: Child[],
  sockets: number,
  rate: number,
  windowMs: number,
  runs: number,
): Promise<MixedOutcome> {
  const wsOrigin = (index: number) => processes[index % processes.length]!.url.replace(/^http/, 'ws');
  const load = new MixedLoad(people);
  let windows: MixedWindow[];
  let connectMs: number;
  try {
    connectMs = await load.connect(sockets, (index) => `${wsOrigin(index)}/ws/chat/${people[peerOf(index)]!.username}/?token=${encodeURIComponent(people[index]!.token)}`);
    windows = await load.run(rate, 2000, windowMs, runs, DRAIN_MS);
  } finally {
    await load.close();
  }
  const label = `mixed, ${sockets.toLocaleString('en-US')} sockets at ${rate} op/s, ${name}`;
  const of = (kind: Kind, key: 'p50' | 'p99' | 'sent' | 'lost') => windows.map((window) => window[kind][key]);
  const plainP50 = median(of('message', 'p50'));
  const plainP99 = median(of('message', 'p99'));
  const rows: Row[] = [];
  for (const kind of KINDS) {
    const p50 = of(kind, 'p50');
    const p99 = of(kind, 'p99');
    const plain = kind === 'message';
    rows.push(
      {
        name: `${label}: ${LABEL[kind]} p50`,
        value: median(p50),
        unit: 'ms',
        spread: spread(p50),
        ...(plain ? {} : { limit: { name: 'plain messages, same windows', value: plainP50 }, ratio: median(p50) / plainP50 }),
      },
      {
        name: `${label}: ${LABEL[kind]} p99`,
        value: median(p99),
        unit: 'ms',
        spread: spread(p99),
        ...(plain ? {} : { limit: { name: 'plain messages, same windows', value: plainP99 }, ratio: median(p99) / plainP99 }),
        target: { text: '<= 50 ms', holds: median(p99) <= 50 },
      },
    );
  }
  const lost = KINDS.reduce((sum, kind) => sum + of(kind, 'lost').reduce((a, b) => a + b, 0), 0);
  rows.push(
    { name: `${label}: duplicates delivered to the partner`, value: load.duplicates, unit: 'msg', target: { text: '0', holds: load.duplicates === 0 } },
    { name: `${label}: operations lost or refused (all windows)`, value: lost + load.errors, unit: '', target: { text: '0', holds: lost + load.errors === 0 } },
  );
  const sentBy = KINDS.map((kind) => `${of(kind, 'sent').reduce((a, b) => a + b, 0)} ${kind === 'message' ? 'messages' : `${kind}s`}`).join(', ');
  const lostBy = KINDS.map((kind) => `${kind} ${of(kind, 'lost').reduce((a, b) => a + b, 0)}`).join(', ');
  const notes = [
    `Mixed load, ${label}: connected in ${fixed(connectMs / 1000)} s; measured ${sentBy}; lost by kind: ${lostBy}; ${load.fallbacks} draws fell back to a plain message (nothing yet to edit, react to or replay); error frames ${load.errors}${load.errorSamples.length ? ` (${load.errorSamples.join(' | ')})` : ''}; the load generator's event-loop delay p99 ${fixed(load.generatorLag.p99)} ms, max ${fixed(load.generatorLag.max)} ms (a frame arriving during a stall there is timed late by it).`,
  ];
  console.log(
    `  ${label}: ${KINDS.map((kind) => `${kind} p50 ${fixed(median(of(kind, 'p50')))} / p99 ${fixed(median(of(kind, 'p99')))} ms`).join('; ')}; duplicates ${load.duplicates}; lost ${lost}; errors ${load.errors}; frames received ${load.framesIn}; generator lag p99 ${fixed(load.generatorLag.p99)} / max ${fixed(load.generatorLag.max)} ms`,
  );
  if (load.errorSamples.length) console.log(`    errors: ${load.errorSamples.join(' | ')}`);
  return { rows, notes };
}

/** The mix, for the notes. */
export const mixNote = (rate: number) =>
  `Mixed load (issue 27): ${rate} operations a second in all, open loop (operation k from socket k mod N at k/${rate} s), drawn ${KINDS.map((kind) => `${Math.round(MIX[kind] * 100)}% ${kind}`).join(', ')} by a seeded generator; every socket first sends one plain message (unmeasured warm-up) so it has something to edit, react to and replay. ` +
  'Edits are `edit` frames on the sender’s newest message; reactions `react` one of the six emoji on the partner’s newest message and `unreact` it the next time that emoji comes round (change frames on the person’s socket, as the SDK sends them while it is open; with two processes the partner hears of it through Redis). ' +
  `Latency is from the send (frame written) to the partner’s socket receiving the frame it causes (the message, \`message_edited\` or \`reaction\`); a late replay (a message the partner already has, sent again with its client_id) is measured to the sender’s acknowledgement, since the partner must receive nothing. Lost = sent in the windows and not received within ${DRAIN_MS / 1000} s after the last send. Each kind’s ratio is its figure over the plain messages’ of the same windows. Duplicates: a client_id arriving at the partner a second time (after a replay of either kind).`;

/**
 * `npm run drill -- chat-offline [--drops 100] [--messages 150] [--seed 27] [--seconds 30]`
 *
 * Issue 27, 'Nothing typed is ever lost': two people chat through the SDK's chat socket and outbox
 * (in Node, as a browser would) while a TCP proxy in front of the server drops every connection
 * `--drops` times at random moments, and the server restarts once, halfway, on the same PGlite
 * files (drills/_chat-offline.ts). Prints sent, stored, delivered, duplicates and lost; exits 1
 * unless every message typed was stored once and arrived once, in typing order for each sender.
 * Uses the built SDK (`npm run build -w @estate/sdk` first).
 */
import { parseArgs } from 'node:util';
import { printFigures } from './_figures.js';
import { runChatOffline } from './_chat-offline.js';

const DEADLINE_MS = 5 * 60_000;

function whole(name: string, value: string | undefined, fallback: number, least = 1): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < least) {
    console.error(`--${name} expects a whole number of at least ${least}, got "${value}"`);
    process.exit(2);
  }
  return Number(value);
}

const { values } = parseArgs({ options: { drops: { type: 'string' }, messages: { type: 'string' }, seed: { type: 'string' }, seconds: { type: 'string' } } });
const options = {
  drops: whole('drops', values.drops, 100, 0),
  messages: whole('messages', values.messages, 150),
  seed: whole('seed', values.seed, 27),
  spanMs: whole('seconds', values.seconds, 30) * 1000,
};

const deadline = setTimeout(() => {
  console.error(`The chat-offline drill did not finish within ${DEADLINE_MS / 60_000} minutes.`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

const figures = await runChatOffline(options);
const sent = figures.sent;
const ok = printFigures(
  `Chat offline: 2 people × ${options.messages} messages over ${options.spanMs / 1000} s, ${figures.drops} network drops and ${figures.restarts} server restart, seed ${options.seed} (${figures.seconds.toFixed(1)} s)`,
  [
    { name: 'sent (typed)', value: sent, expected: String(options.messages * 2), ok: sent === options.messages * 2 },
    { name: 'stored', value: figures.stored, expected: '= sent', ok: figures.stored === sent },
    { name: 'delivered', value: figures.delivered, expected: '= sent', ok: figures.delivered === sent },
    { name: 'duplicates', value: figures.duplicates, expected: '0', ok: figures.duplicates === 0 },
    { name: 'lost', value: figures.lost, expected: '0', ok: figures.lost === 0 },
    { name: 'out of order (per sender)', value: figures.outOfOrder, expected: '0', ok: figures.outOfOrder === 0 },
    { name: 'reconnects', value: figures.reconnects },
  ],
);
process.exit(ok ? 0 : 1);

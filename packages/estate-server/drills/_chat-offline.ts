import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createChatSocket, createEstateClient, memoryOutbox, memoryStorage, type ChatSocket } from '@estate/sdk';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.js';
import { createUser } from '../src/domain/users.js';
import { startServer, type RunningServer } from '../src/server.js';

export interface ChatOfflineOptions {
  /** Messages each of the two people types. */
  messages: number;
  /** Times the network drops (every connection through the proxy cut, new ones refused for a moment). */
  drops: number;
  seed: number;
  /** How long the typing lasts, in ms; the drops and the restart fall within it. */
  spanMs: number;
}

export interface ChatOfflineFigures {
  sent: number;
  stored: number;
  delivered: number;
  duplicates: number;
  lost: number;
  outOfOrder: number;
  drops: number;
  restarts: number;
  reconnects: number;
  seconds: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded generator (mulberry32): the same seed, the same moments. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The network between the clients and the server: a TCP proxy that can cut every connection at
 * once and refuse new ones for a while (a dropped Wi-Fi), and that follows the server to its new
 * port after a restart.
 */
class FlakyNetwork {
  private readonly pairs = new Set<net.Socket>();
  private downUntil = 0;
  target = 0;
  private readonly server = net.createServer((client) => {
    if (Date.now() < this.downUntil) return void client.destroy();
    const upstream = net.connect(this.target, '127.0.0.1');
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        b.destroy();
        this.pairs.delete(a);
      });
      this.pairs.add(a);
    }
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  /** Cuts every connection, and refuses new ones for `downMs`. */
  drop(downMs: number): void {
    this.downUntil = Date.now() + downMs;
    for (const socket of [...this.pairs]) socket.destroy();
  }

  close(): Promise<void> {
    for (const socket of [...this.pairs]) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Issue 27's drill: two people chat through the SDK's chat socket and outbox while the network drops
 * `drops` times at random moments and the server restarts once (on the same PGlite files). Every
 * message typed must be stored once and arrive once, in typing order for each sender.
 */
export async function runChatOffline(options: ChatOfflineOptions): Promise<ChatOfflineFigures> {
  const started = Date.now();
  const next = random(options.seed);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-drill-chat-offline-'));
  const config = loadConfig({}, { port: 0, host: '127.0.0.1', dataDir, jwtSecret: randomBytes(16).toString('hex'), logLevel: 'silent', actionRateLimitPerMinute: 100_000 });
  const network = new FlakyNetwork();
  let server: RunningServer = await startServer(config, { handleSignals: false, logger: false });
  network.target = Number(new URL(server.url).port);
  const origin = await network.listen();
  const sockets: ChatSocket[] = [];
  try {
    const password = `drill-${randomBytes(6).toString('hex')}`;
    const people: { username: string; client: ReturnType<typeof createEstateClient> }[] = [];
    for (const name of ['amina', 'baraka']) {
      const username = `${name}_${randomBytes(2).toString('hex')}`;
      const email = `${username}@example.com`;
      await createUser(server.app.db, { username, email, password, first_name: name, last_name: 'Drill', isActive: true });
      const client = createEstateClient({ baseUrl: origin, storage: memoryStorage() });
      await client.auth.login({ email, password });
      people.push({ username, client });
    }
    let reconnects = 0;
    for (const [index, person] of people.entries()) {
      const partner = people[1 - index]!.username;
      let state = '';
      const socket = createChatSocket({
        client: person.client,
        partner,
        me: person.username,
        WebSocket: WebSocket as never,
        reconnectDelayMs: 150,
        outbox: memoryOutbox(),
        onChange: (snapshot) => {
          if (snapshot.state === 'reconnecting' && state !== 'reconnecting') reconnects += 1;
          state = snapshot.state;
        },
      });
      sockets.push(socket);
    }

    // The moments: typing evenly spread, drops at random, the restart halfway.
    const events = [...Array.from({ length: options.drops }, () => ({ at: next() * options.spanMs, restart: false })), { at: options.spanMs / 2, restart: true }].sort((a, b) => a.at - b.at);
    const chaosStarted = Date.now();
    const chaos = (async () => {
      for (const event of events) {
        await pause(event.at - (Date.now() - chaosStarted));
        if (!event.restart) {
          network.drop(20 + next() * 200);
          continue;
        }
        // The server stops (its sockets closed with 1001) and starts again on the same files, on a new port.
        await server.close();
        server = await startServer(config, { handleSignals: false, logger: false });
        network.target = Number(new URL(server.url).port);
      }
    })();
    const typed: string[][] = [[], []];
    const typing = sockets.map(async (socket, index) => {
      for (let seq = 0; seq < options.messages; seq += 1) {
        const text = `offline:${people[index]!.username}:${seq}`;
        if (!socket.send(text).ok) throw new Error(`the send of ${text} was refused: ${socket.sendError?.message}`);
        typed[index]!.push(text);
        await pause((options.spanMs / options.messages) * (0.5 + next()));
      }
    });
    await Promise.all([chaos, ...typing]);

    // Until both outboxes are empty and each side has the other's messages (or the deadline).
    const settled = () =>
      sockets.every((socket, index) => {
        const partnerTexts = new Set(socket.messages.map((message) => message.message));
        return !socket.messages.some((message) => message.status) && typed[1 - index]!.every((text) => partnerTexts.has(text));
      });
    const deadline = Date.now() + 30_000;
    while (!settled() && Date.now() < deadline) await pause(100);

    const rows = (await server.app.db.execute(sql`SELECT m.id, m.message FROM chat_messages m WHERE m.message LIKE 'offline:%' ORDER BY m.id`)) as unknown as
      | { rows: { id: number; message: string }[] }
      | { id: number; message: string }[];
    const storedRows = Array.isArray(rows) ? rows : rows.rows;
    const allTyped = typed.flat();
    const storedCount = new Map<string, number>();
    for (const row of storedRows) storedCount.set(row.message, (storedCount.get(row.message) ?? 0) + 1);
    let delivered = 0;
    let outOfOrder = 0;
    let shownTwice = 0;
    for (const [index, socket] of sockets.entries()) {
      const received = socket.messages.filter((message) => !message.status && message.sender_username === people[1 - index]!.username).map((message) => message.message!);
      shownTwice += received.length - new Set(received).size;
      delivered += new Set(received.filter((text) => typed[1 - index]!.includes(text))).size;
      const order = received.map((text) => Number(text.split(':').at(-1)));
      outOfOrder += order.filter((seq, at) => at > 0 && seq < order[at - 1]!).length;
    }
    // The server's order for each sender too: by id, their messages in typing order.
    for (const person of people) {
      const order = storedRows.filter((row) => row.message.startsWith(`offline:${person.username}:`)).map((row) => Number(row.message.split(':').at(-1)));
      outOfOrder += order.filter((seq, at) => at > 0 && seq < order[at - 1]!).length;
    }
    return {
      sent: allTyped.length,
      stored: storedCount.size,
      delivered,
      duplicates: [...storedCount.values()].reduce((sum, count) => sum + count - 1, 0) + shownTwice,
      lost: allTyped.length - delivered,
      outOfOrder,
      drops: options.drops,
      restarts: 1,
      reconnects,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await network.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

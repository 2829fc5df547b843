/**
 * The mixed chat load: pairs of sockets (2k talks to 2k+1) where, besides plain messages, people
 * edit their recent messages (an `edit` frame), react to their partner's (a `react` frame, then
 * `unreact` the next time), and replay messages from an outbox (a message frame sent again with
 * its client_id). Changes go on the socket as the SDK sends them while it is open (docs/chat.md,
 * 'Changes as frames'); the server acknowledges each to the sender, unmeasured.
 * An open-loop schedule: operation k leaves at t0 + k/rate, from socket k mod N, its kind drawn
 * from the mix (a seeded generator, so every run draws the same sequence).
 *
 * Each kind's delivery latency is from the send (frame written) until
 * the partner's socket receives the frame it causes: the message, `message_edited` or `reaction`.
 * Two kinds of replay:
 * - `replay`: the frame sent twice back to back (an outbox resending before the first send was
 *   acknowledged, as after a drop mid-send); the partner must receive it once;
 * - `late replay`: a message delivered seconds ago sent again (an outbox that never heard the
 *   acknowledgement); the partner must receive nothing, and the latency is the sender's
 *   acknowledgement (the stored copy coming back).
 * Every second arrival of a client_id at the partner is a duplicate; the target is none.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { loopDelay } from '../lib/loop-delay.js';
import { closeSockets } from '../lib/sockets.js';
import { percentile } from '../lib/stats.js';
import type { Person } from './people.js';

export const KINDS = ['message', 'edit', 'reaction', 'replay', 'late replay'] as const;
export type Kind = (typeof KINDS)[number];
/** The share of each kind; a socket with nothing to edit, react to or replay sends a message instead. */
export const MIX: Record<Kind, number> = { message: 0.4, edit: 0.2, reaction: 0.2, replay: 0.1, 'late replay': 0.1 };
const EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

export interface KindResult {
  p50: number;
  p99: number;
  sent: number;
  /** Sent in the window and never seen by the partner (or, for a late replay, by the sender) within the drain. */
  lost: number;
}
export type MixedWindow = Record<Kind, KindResult>;

interface Tally {
  sent: number;
  received: number;
  latencies: number[];
}
interface Window {
  from: number;
  to: number;
  kinds: Record<Kind, Tally>;
}
interface Pending {
  kind: Kind;
  sentAt: number;
}
interface SocketState {
  /** The newest message of mine the server stored, with its text and client id. */
  own?: { id: number; text: string; clientId: string; delivered: boolean };
  /** The newest message my partner sent me. */
  received?: number;
  /** Reactions of mine that are on: `${messageId} ${emoji}`. */
  reacted: Set<string>;
  emojiTurn: number;
}

interface ServerFrame {
  type?: string;
  id?: number;
  message?: string | { id: number; message: string | null; sender_username: string };
  client_id?: string | null;
  sender_username?: string;
  username?: string;
  emoji?: string;
  added?: boolean;
  error?: string;
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A small seeded generator (mulberry32), so the mix is the same sequence every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class MixedLoad {
  private sockets: WebSocket[] = [];
  private states: SocketState[] = [];
  private windows: Window[] = [];
  /** What each awaited frame is: client ids (messages), `e <id> <text>` (edits), `r <id> <user> <emoji> <added>` (reactions), `a <client id>` (late replay acks). */
  private pending = new Map<string, Pending>();
  /** Client ids the partner has received, to count a second arrival. */
  private deliveredIds = new Set<string>();
  duplicates = 0;
  /** Error frames, with the first few texts. */
  errors = 0;
  errorSamples: string[] = [];
  /** Frames of any kind received, for the notes (a server far behind shows here). */
  framesIn = 0;
  /** Operations that fell back to a plain message (nothing yet to edit, react to or replay). */
  fallbacks = 0;
  /** This process's event-loop delay while measuring (p99 and max, ms; lib/loop-delay.ts): a frame arriving during a stall here is timed late. */
  generatorLag = { p99: 0, max: 0 };

  constructor(private readonly people: Person[]) {}

  async connect(count: number, url: (index: number) => string, concurrency = 100): Promise<number> {
    const started = now();
    this.sockets = new Array<WebSocket>(count);
    this.states = Array.from({ length: count }, () => ({ reacted: new Set<string>(), emojiTurn: 0 }));
    let next = 0;
    const opener = async () => {
      while (next < count) {
        const index = next++;
        this.sockets[index] = await this.open(index, url(index));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, opener));
    return now() - started;
  }

  private open(index: number, url: string): Promise<WebSocket> {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('message', (data) => this.onFrame(index, JSON.parse(data.toString()) as ServerFrame));
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`socket ${index}: upgrade refused with ${response.statusCode}`)));
    });
  }

  private fail(text: string): void {
    this.errors += 1;
    if (this.errorSamples.length < 5) this.errorSamples.push(text);
  }

  private record(key: string, at: number): void {
    const pending = this.pending.get(key);
    if (!pending) return;
    this.pending.delete(key);
    const window = this.windows.find((w) => pending.sentAt >= w.from && pending.sentAt < w.to);
    if (!window) return;
    const tally = window.kinds[pending.kind];
    tally.received += 1;
    tally.latencies.push(at - pending.sentAt);
  }

  private onFrame(index: number, frame: ServerFrame): void {
    const at = now();
    this.framesIn += 1;
    if (frame.error !== undefined) return this.fail(`frame: ${frame.error}`);
    const me = this.people[index]!.username;
    const state = this.states[index]!;
    if (frame.type === 'message_edited' && typeof frame.message === 'object') {
      if (frame.message.sender_username !== me) this.record(`e ${frame.message.id} ${frame.message.message}`, at);
      return;
    }
    if (frame.type === 'reaction' && typeof frame.message === 'object') {
      if (frame.username !== me) this.record(`r ${frame.message.id} ${frame.username} ${frame.emoji} ${frame.added}`, at);
      return;
    }
    if (frame.type !== undefined || typeof frame.message !== 'string' || typeof frame.id !== 'number') return; // seen marks, typing
    const clientId = frame.client_id ?? '';
    if (frame.sender_username === me) {
      // My stored copy: the acknowledgement. A late replay is measured by it.
      if (state.own?.clientId !== clientId) state.own = { id: frame.id, text: frame.message, clientId, delivered: this.deliveredIds.has(clientId) };
      this.record(`a ${clientId}`, at);
      return;
    }
    const sender = this.states[index ^ 1]!;
    if (sender.own?.clientId === clientId) sender.own.delivered = true;
    state.received = frame.id;
    if (this.deliveredIds.has(clientId)) {
      this.duplicates += 1;
      return;
    }
    this.deliveredIds.add(clientId);
    this.record(clientId, at);
  }

  private count(kind: Kind, at: number): void {
    const window = this.windows.find((w) => at >= w.from && at < w.to);
    if (window) window.kinds[kind].sent += 1;
  }

  private sendMessage(index: number, kind: 'message' | 'replay'): void {
    const socket = this.sockets[index]!;
    if (socket.readyState !== WebSocket.OPEN) return;
    const at = now();
    const clientId = randomUUID();
    const frame = JSON.stringify({ message: `${index}|${at.toFixed(3)}`, client_id: clientId });
    this.pending.set(clientId, { kind, sentAt: at });
    socket.send(frame);
    if (kind === 'replay') socket.send(frame);
    this.count(kind, at);
  }

  /** Sends a change frame (with a fresh client id) and awaits the partner's frame it causes, `key`. */
  private change(index: number, kind: Kind, frame: Record<string, unknown>, key: string): void {
    const socket = this.sockets[index]!;
    if (socket.readyState !== WebSocket.OPEN) return;
    const at = now();
    this.pending.set(key, { kind, sentAt: at });
    this.count(kind, at);
    socket.send(JSON.stringify({ ...frame, client_id: randomUUID() }));
  }

  /** One operation of `kind` from socket `index`, or a plain message when it has nothing for it yet. */
  private operate(index: number, kind: Kind): void {
    const state = this.states[index]!;
    if (kind === 'edit' && state.own) {
      const text = `${index}|${now().toFixed(3)}|edited`;
      return this.change(index, kind, { edit: state.own.id, message: text }, `e ${state.own.id} ${text}`);
    }
    if (kind === 'reaction' && state.received !== undefined) {
      const emoji = EMOJI[state.emojiTurn++ % EMOJI.length]!;
      const on = `${state.received} ${emoji}`;
      const adding = !state.reacted.has(on);
      if (adding) state.reacted.add(on);
      else state.reacted.delete(on);
      const key = `r ${state.received} ${this.people[index]!.username} ${emoji} ${adding}`;
      return this.change(index, kind, { [adding ? 'react' : 'unreact']: state.received, emoji }, key);
    }
    if (kind === 'late replay' && state.own?.delivered && this.sockets[index]!.readyState === WebSocket.OPEN) {
      const at = now();
      this.pending.set(`a ${state.own.clientId}`, { kind, sentAt: at });
      this.sockets[index]!.send(JSON.stringify({ message: state.own.text, client_id: state.own.clientId }));
      return this.count(kind, at);
    }
    if (kind === 'replay') return this.sendMessage(index, 'replay');
    if (kind !== 'message') this.fallbacks += 1;
    this.sendMessage(index, 'message');
  }

  /**
   * `rate` operations a second for `warmupMs` (plain messages only until every socket has sent
   * one, so each has something to edit) and then `windows` windows of `windowMs` of the mix;
   * waits up to `drainMs` for what is still on its way.
   */
  async run(rate: number, warmupMs: number, windowMs: number, windows: number, drainMs = 5000): Promise<MixedWindow[]> {
    const count = this.sockets.length;
    const random = seeded(27);
    const cumulative = KINDS.map((_, at) => KINDS.slice(0, at + 1).reduce((sum, kind) => sum + MIX[kind], 0));
    const draw = (): Kind => {
      const r = random();
      return KINDS[cumulative.findIndex((edge) => r < edge)] ?? 'message';
    };
    const t0 = now();
    const measureFrom = t0 + Math.max(warmupMs, ((count * 1.5) / rate) * 1000);
    const end = measureFrom + windowMs * windows;
    const tallies = () => Object.fromEntries(KINDS.map((kind) => [kind, { sent: 0, received: 0, latencies: [] }])) as unknown as Record<Kind, Tally>;
    this.windows = Array.from({ length: windows }, (_, w) => ({ from: measureFrom + w * windowMs, to: measureFrom + (w + 1) * windowMs, kinds: tallies() }));
    let sent = 0;
    const lag = loopDelay();
    await new Promise<void>((resolve) => {
      const tick = () => {
        const at = now();
        if (at >= measureFrom) lag.enable();
        const due = Math.floor(((Math.min(at, end) - t0) * rate) / 1000);
        while (sent < due) {
          const kind = sent < count ? 'message' : draw();
          this.operate(sent++ % count, kind);
        }
        if (at >= end) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
    const drainUntil = now() + drainMs;
    const waiting = () => [...this.pending.values()].some((pending) => pending.sentAt >= measureFrom && pending.sentAt < end);
    while (now() < drainUntil && waiting()) await sleep(20);
    lag.disable();
    this.generatorLag = { p99: lag.p99(), max: lag.max() };
    return this.windows.map((window) =>
      Object.fromEntries(
        KINDS.map((kind) => {
          const tally = window.kinds[kind];
          return [kind, { p50: percentile(tally.latencies, 0.5), p99: percentile(tally.latencies, 0.99), sent: tally.sent, lost: tally.sent - tally.received }];
        }),
      ) as unknown as MixedWindow,
    );
  }

  async close(): Promise<void> {
    await closeSockets(this.sockets);
    this.sockets = [];
  }
}

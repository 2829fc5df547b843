/**
 * The chat load generator: pairs of sockets (socket 2k talks to 2k+1), each message carrying its
 * sender's index and send time in its text, `"<sender>|<sent at, ms>"`. The receiving socket
 * records the delivery latency; the sender's own copy (the server's acknowledgement) is not
 * counted. Runs in the bench process, never inside the server it measures.
 *
 * Two ways to send:
 * - `measureSteady`: an open-loop schedule — message k leaves at t0 + k/rate, from socket k mod N —
 *   so the offered rate stays the same whatever the server does, and each socket sends every N/rate s;
 * - `measureMax`: closed loop — each socket keeps `window` messages in flight and sends the next one
 *   when its peer has received one — so the rate is as fast as the server (and this process) keep up.
 */
import WebSocket from 'ws';
import { loopDelay } from '../lib/loop-delay.js';
import { closeSockets } from '../lib/sockets.js';
import { percentile } from '../lib/stats.js';

export interface Window {
  /** Send times [from, to) in performance.now() ms: messages sent then belong to this window. */
  from: number;
  to: number;
  sent: number;
  received: number;
  latencies: number[];
}

export interface SteadyResult {
  p50: number;
  p99: number;
  /** Messages received by the peer per second of the window (counted by send time). */
  delivered: number;
  sent: number;
  lost: number;
}

export interface LoadStats {
  /** CPU time of this process over the measurement, in % of one core. */
  clientCpu: number;
  /** p99 event-loop delay of this process over the measurement, ms (lib/loop-delay.ts). */
  clientLag: number;
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ChatLoad {
  private sockets: WebSocket[] = [];
  private windows: Window[] = [];
  /** Frames the server answered with `{error}` (refused, too fast, failed). */
  errors = 0;
  /** In the closed loop: messages in flight per sender, and the loop's window (0 = off). */
  private inFlight: number[] = [];
  private closedWindow = 0;
  /** Every message a peer has received, whatever the window. */
  private peerReceived = 0;

  /** Opens `count` sockets (`url(i)` for socket i), `concurrency` handshakes at a time. */
  async connect(count: number, url: (index: number) => string, concurrency = 50): Promise<number> {
    const started = now();
    this.sockets = new Array<WebSocket>(count);
    this.inFlight = new Array<number>(count).fill(0);
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
    socket.on('message', (data) => this.onFrame(index, data.toString()));
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`socket ${index}: upgrade refused with ${response.statusCode}`)));
    });
  }

  private onFrame(index: number, raw: string): void {
    const at = now();
    const frame = JSON.parse(raw) as { message?: string; error?: string };
    if (frame.error !== undefined || typeof frame.message !== 'string') {
      this.errors += 1;
      return;
    }
    const bar = frame.message.indexOf('|');
    const sender = Number(frame.message.slice(0, bar));
    if (sender === index) return; // the sender's own copy
    const sentAt = Number(frame.message.slice(bar + 1));
    this.peerReceived += 1;
    for (let w = this.windows.length - 1; w >= 0; w--) {
      const window = this.windows[w]!;
      if (sentAt >= window.from && sentAt < window.to) {
        window.received += 1;
        window.latencies.push(at - sentAt);
        break;
      }
    }
    if (this.closedWindow > 0) {
      this.inFlight[sender]! -= 1;
      this.sendFrom(sender);
    }
  }

  private sendFrom(index: number): void {
    const socket = this.sockets[index]!;
    if (socket.readyState !== WebSocket.OPEN) return;
    const at = now();
    socket.send(`{"message":"${index}|${at.toFixed(3)}"}`);
    if (this.closedWindow > 0) this.inFlight[index]! += 1;
    for (let w = this.windows.length - 1; w >= 0; w--) {
      const window = this.windows[w]!;
      if (at >= window.from && at < window.to) {
        window.sent += 1;
        break;
      }
    }
  }

  /**
   * Sends `rate` messages a second in all, spread evenly over the sockets, for `warmupMs` and then
   * `windows` back-to-back windows of `windowMs`; then waits up to `drainMs` for the last messages.
   */
  async measureSteady(rate: number, warmupMs: number, windowMs: number, windows: number, drainMs = 5000): Promise<{ windows: SteadyResult[] } & LoadStats> {
    const count = this.sockets.length;
    const t0 = now();
    const measureFrom = t0 + warmupMs;
    const end = measureFrom + windowMs * windows;
    const mine: Window[] = Array.from({ length: windows }, (_, w) => ({
      from: measureFrom + w * windowMs,
      to: measureFrom + (w + 1) * windowMs,
      sent: 0,
      received: 0,
      latencies: [],
    }));
    this.windows = mine;
    let sent = 0;
    let cpuStart: NodeJS.CpuUsage | undefined;
    const lag = loopDelay();
    await new Promise<void>((resolve) => {
      const tick = () => {
        const at = now();
        if (!cpuStart && at >= measureFrom) {
          cpuStart = process.cpuUsage();
          lag.enable();
        }
        const due = Math.floor(((Math.min(at, end) - t0) * rate) / 1000);
        while (sent < due) this.sendFrom(sent++ % count);
        if (at >= end) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
    const cpu = process.cpuUsage(cpuStart);
    lag.disable();
    const clientCpu = ((cpu.user + cpu.system) / 1000 / (now() - measureFrom)) * 100;
    const drainUntil = now() + drainMs;
    while (now() < drainUntil && mine.some((window) => window.received < window.sent)) await sleep(20);
    return {
      clientCpu,
      clientLag: lag.p99(),
      windows: mine.map((window) => ({
        p50: percentile(window.latencies, 0.5),
        p99: percentile(window.latencies, 0.99),
        delivered: window.received / (windowMs / 1000),
        sent: window.sent,
        lost: window.sent - window.received,
      })),
    };
  }

  /**
   * Closed loop: every socket keeps `inFlight` messages on their way; deliveries are counted over
   * `measureMs` after `warmupMs`. Returns messages delivered to the peers per second.
   */
  async measureMax(inFlight: number, warmupMs: number, measureMs: number, drainMs = 5000): Promise<{ delivered: number } & LoadStats> {
    this.windows = [];
    this.closedWindow = inFlight;
    this.inFlight.fill(0);
    for (let round = 0; round < inFlight; round++) for (let index = 0; index < this.sockets.length; index++) this.sendFrom(index);
    await sleep(warmupMs);
    const lag = loopDelay();
    lag.enable();
    const cpuStart = process.cpuUsage();
    const from = now();
    const receivedBefore = this.peerReceived;
    await sleep(measureMs);
    const delivered = ((this.peerReceived - receivedBefore) / (now() - from)) * 1000;
    const cpu = process.cpuUsage(cpuStart);
    lag.disable();
    const clientCpu = ((cpu.user + cpu.system) / 1000 / (now() - from)) * 100;
    // Stop sending and let what is in flight arrive before the next measurement.
    this.closedWindow = 0;
    const drainUntil = now() + drainMs;
    const last = { received: -1 };
    while (now() < drainUntil && last.received !== this.peerReceived) {
      last.received = this.peerReceived;
      await sleep(200);
    }
    return { delivered, clientCpu, clientLag: lag.p99() };
  }

  async close(): Promise<void> {
    await closeSockets(this.sockets);
    this.sockets = [];
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/index.js';
import { ChatSocket, chatUrl } from './chat-client.js';
import { cliEnv, freePort, type Run, runCli, startedUrl } from './cli-process.js';
import { onPostgres } from './helper.js';

/**
 * A sign-in sent over a raw socket in two halves: the headers (with `Expect: 100-continue`, so the
 * server's "100 Continue" proves it has the request in hand), then, when the test says, the body.
 */
class HeldSignIn {
  private received = '';
  private readonly body: string;
  private readonly socket: Socket;
  readonly ended: Promise<string>;

  constructor(port: number, email: string) {
    this.body = JSON.stringify({ email, password: DEMO_PASSWORD });
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => (this.received += chunk.toString('latin1')));
    this.ended = new Promise((resolve) => this.socket.once('close', () => resolve(this.received)));
    this.socket.on('error', () => undefined);
    this.socket.write(
      'POST /api/v1/auth/jwt/create/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(this.body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
  }

  /** Resolves once the server has answered "100 Continue": the request is in flight. */
  async inFlight(): Promise<void> {
    await until(() => this.received.includes('100 Continue'), () => `no 100 Continue; got ${JSON.stringify(this.received)}`);
  }

  sendBody(): void {
    this.socket.write(this.body);
  }

  /** The status of the final answer (after the 100), or undefined when none came. */
  static statusOf(raw: string): number | undefined {
    const finals = [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1])).filter((status) => status !== 100);
    return finals[0];
  }
}

async function until(done: () => boolean, explain: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(explain());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(onPostgres)('stopping the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-shutdown-'));
  let run: Run | undefined;
  afterAll(() => {
    if (run && run.child.exitCode === null) run.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM answers every request in flight, tells chat sockets to reconnect, then exits 0', async () => {
    const port = await freePort();
    // Info level for the "shutting down" line; a generous sign-in limit, as these come from one address.
    run = runCli(['--port', String(port), '--host', '127.0.0.1', '--data', dataDir, '--seed-if-empty'], {
      ...cliEnv(),
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const url = await startedUrl(run);
    const started = await fetch(`${url}/api/v1/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS[0]!.email, password: DEMO_PASSWORD }),
    });
    const { access } = (await started.json()) as { access: string };
    const chat = await ChatSocket.open(chatUrl(url.replace('http', 'ws'), 'brian_otieno', access));

    const held = Array.from({ length: 6 }, (_, index) => new HeldSignIn(port, DEMO_LOGINS[index % DEMO_LOGINS.length]!.email));
    await Promise.all(held.map((request) => request.inFlight()));

    run.child.kill('SIGTERM');
    const current = run;
    await until(() => current.output().includes('shutting down'), () => `no "shutting down" in:\n${current.output()}`);
    // The requests go on after the shutdown began: their handlers use the database then.
    for (const request of held) request.sendBody();

    const answers = await Promise.all(held.map((request) => request.ended));
    expect(answers.map(HeldSignIn.statusOf)).toEqual(held.map(() => 200));
    expect([1001, 1012]).toContain((await chat.closed).code);
    expect(await run.exited).toBe(0);
    expect(run.output()).not.toMatch(/Cannot use a pool|shutdown took too long|"level":50/);
  }, 180_000);
});

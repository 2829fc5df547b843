/** The setup the test files share: a server for the file's tests, and the demo users on it. */
import { DEMO_PEOPLE } from '@estate/server';
import { afterAll, beforeAll } from 'vitest';
import type { EstateClient } from '../src/client/client.js';
import { signedIn } from './fixtures.js';
import { startTestServer, type TestServer } from './server.js';

/** Usernames of demo accounts, by their e-mail. */
const usernameOf = (email: string) => DEMO_PEOPLE.find((person) => person.email === email)!.username;
export const AMINA = usernameOf('buyer@estate.demo');
export const GRACE = usernameOf('agent@estate.demo');
export const DAVID = usernameOf('topagent@estate.demo');

/**
 * Starts a server before the file's tests (allowing `timeoutMs`: seeding the demo data takes a
 * while on a busy machine), hands it to `ready`, and closes it after the tests.
 */
export function withServer<Server extends { close(): Promise<void> }>(start: () => Promise<Server>, ready: (server: Server) => void | Promise<void>, timeoutMs?: number): void {
  let server: Server | undefined;
  beforeAll(async () => {
    server = await start();
    await ready(server);
  }, timeoutMs);
  afterAll(() => server?.close());
}

/** A server with the demo buyer and agent signed in. */
export interface DemoUsers<Server> {
  server: Server;
  buyer: EstateClient;
  agent: EstateClient;
}

/** `withServer`, and the demo buyer and agent signed in before `ready` is told. */
export function withDemoUsers<Server extends { close(): Promise<void> }>(
  start: () => Promise<Server>,
  signIn: (server: Server, role: 'buyer' | 'agent') => Promise<EstateClient>,
  ready: (demo: DemoUsers<Server>) => void,
): void {
  withServer(start, async (server) => ready({ server, buyer: await signIn(server, 'buyer'), agent: await signIn(server, 'agent') }));
}

/** The in-process test server of a node test file, with the demo buyer and agent signed in. */
export const withDemoServer = (ready: (demo: DemoUsers<TestServer>) => void) => withDemoUsers(() => startTestServer(), signedIn, ready);

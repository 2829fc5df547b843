/**
 * What the React tests share: a client on the real server (in a worker thread, see
 * `server-thread.ts`), a provider with a fresh SWR cache for every test, and a fetch that can hold
 * chosen requests back, to look at the screen before the server answers.
 */
import { File as NodeFile } from 'node:buffer';
import { createRequire } from 'node:module';
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Cache } from 'swr';
import { expect } from 'vitest';
import { createChatSocket } from '../src/client/chat-socket.js';
import { createEstateClient, type EstateClient } from '../src/client/client.js';
import { EstateClientProvider } from '../src/react/provider.js';
import { memoryStorage, type KeyValueStorage } from '../src/storage.js';
import { withDemoUsers, withServer, type DemoUsers } from './demo-server.js';
import { startServerThread, type ServerThread } from './server-thread.js';
import { tinyMp4 } from './fixtures.js';

export interface Traffic {
  fetch: typeof fetch;
  /** `METHOD /path?query` of every request sent, its JSON body if any, and when it was sent. */
  sent: { request: string; body?: unknown; at: number }[];
  /** Holds back every request whose `METHOD /path` matches, until `release()`. */
  hold(pattern: RegExp): void;
  release(): void;
  /** Requests held back now. */
  readonly held: number;
}

export function traffic(): Traffic {
  const sent: Traffic['sent'] = [];
  let holding: RegExp | undefined;
  let waiting: (() => void)[] = [];
  const traced: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const request = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    sent.push({ request, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, at: Date.now() });
    if (holding?.test(request)) await new Promise<void>((resolve) => waiting.push(resolve));
    return globalThis.fetch(input, init?.body instanceof FormData ? { ...init, body: await toNodeForm(init.body) } : init);
  };
  return {
    fetch: traced,
    sent,
    hold(pattern) {
      holding = pattern;
    },
    release() {
      holding = undefined;
      const resume = waiting;
      waiting = [];
      for (const next of resume) next();
    },
    get held() {
      return waiting.length;
    },
  };
}

/**
 * jsdom's FormData and files are not Node's, and Node's fetch would send them as '[object
 * FormData]'; the same parts go into Node's own FormData instead (what a browser sends).
 */
async function toNodeForm(form: FormData): Promise<BodyInit> {
  const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;
  const nodeForm = new NodeFormData();
  for (const [name, value] of form) {
    if (typeof value === 'string') nodeForm.append(name, value);
    else nodeForm.append(name, new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type }) as unknown as Blob);
  }
  return nodeForm;
}

export function newClient(server: ServerThread, options: { fetch?: typeof fetch; storage?: KeyValueStorage } = {}): EstateClient {
  return createEstateClient({ baseUrl: server.baseUrl, storage: options.storage ?? memoryStorage(), fetch: options.fetch ?? traffic().fetch });
}

export async function signedIn(server: ServerThread, email: string, options: { fetch?: typeof fetch } = {}): Promise<EstateClient> {
  const client = newClient(server, options);
  await client.auth.login({ email, password: server.demoPassword });
  return client;
}

export async function guest(server: ServerThread, options: { fetch?: typeof fetch } = {}): Promise<EstateClient> {
  const client = newClient(server, options);
  await client.auth.guestLogin();
  return client;
}

/**
 * A wrapper for `renderHook`: `EstateClientProvider` with its own empty cache (kept in `cache` so a test
 * can look inside) and no deduping, so every test starts from nothing.
 */
export function providerFor(client: EstateClient) {
  const cache: Cache = new Map();
  const swrConfig = { provider: () => cache, dedupingInterval: 0 };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <EstateClientProvider client={client} swrConfig={swrConfig}>
      {children}
    </EstateClientProvider>
  );
  return { wrapper, cache: cache as Map<string, { data?: unknown; error?: unknown }> };
}

/** A real 1×1 PNG. */
export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A create-listing form with a real cover photo: `title`, the fields every listing needs, and `fields` over them. */
export function listingForm(title: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ title, country: 'KE', city: 'Nairobi', price: '120000', advert_type: 'For Sale', property_status: 'Completed Project', ...fields })) {
    form.set(name, value);
  }
  form.set('cover_photo', pngFile('cover.png'));
  return form;
}

/** A whole (tiny) MP4, as a browser file: the server decodes uploads to their end. */
export function mp4File(name = 'clip.mp4'): File {
  return new File([new Uint8Array(tinyMp4())], name, { type: 'video/mp4' });
}

let members = 0;
/** Registers and activates a fresh account (a buyer); a client signed in as it. */
export async function freshMember(server: ServerThread, prefix = 'member', options: { fetch?: typeof fetch } = {}) {
  members += 1;
  const username = `${prefix}${Date.now().toString(36)}${members}`;
  const email = `${username}@example.com`;
  const password = 'lake-victoria-2026';
  const client = newClient(server, options);
  await client.auth.register({ username, first_name: 'Test', last_name: 'Member', email, password, re_password: password });
  await client.auth.activate(await server.activationFor(email));
  await client.auth.login({ email, password });
  return { client, username, email };
}

/** The server thread of a React test file (`withServer`). */
export const withServerThread = (ready: (server: ServerThread) => void, timeoutMs?: number) => withServer(() => startServerThread(), ready, timeoutMs);

/** The server thread of a React test file, with the demo buyer and agent signed in. */
export const withDemoServerThread = (ready: (demo: DemoUsers<ServerThread>) => void) =>
  withDemoUsers(() => startServerThread(), (server, role) => signedIn(server, `${role}@estate.demo`), ready);

/**
 * Node's `ws`, loaded with Node's own resolution: under jsdom, Vite resolves `ws` to its browser
 * stub (which throws), and jsdom's WebSocket is not Node's.
 */
export const NodeWebSocket = createRequire(import.meta.url)('ws') as typeof import('ws').WebSocket;

/** Sends one message from `client` to `partner` over a socket of its own, and waits for the server's echo. */
export async function say(client: EstateClient, partner: string, text: string): Promise<void> {
  const socket = createChatSocket({ client, partner, WebSocket: NodeWebSocket });
  try {
    await waitFor(() => expect(socket.state).toBe('open'));
    expect(socket.send(text).ok).toBe(true);
    // Stored: the server's copy, not the outbox's.
    await waitFor(() => expect(socket.messages.filter((message) => !message.status).map((message) => message.message)).toContain(text));
  } finally {
    socket.close();
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app.js';
import { insertListings } from './properties-fixtures.js';
import type { TestUser } from './helper.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The instant `days` days from now at `hour`:`minute` UTC (whole minutes, as the server keeps them). */
export function utcAt(days: number, hour: number, minute = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour, minute));
}

export const iso = (date: Date | number) => new Date(date).toISOString();

/** The calls of the viewings API, as `user` (anonymous when null). */
export function viewingCalls(app: App) {
  const headers = (user: TestUser | null) => user?.headers;
  return {
    propose: (user: TestUser | null, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/viewings/', headers: headers(user), payload: body }),
    act: (user: TestUser | null, id: number, body: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/v1/viewings/${id}/`, headers: headers(user), payload: body }),
    list: (user: TestUser | null, query = '') => app.inject({ method: 'GET', url: `/api/v1/viewings/${query}`, headers: headers(user) }),
    slots: (user: TestUser | null, query = '') => app.inject({ method: 'GET', url: `/api/v1/viewings/slots/${query}`, headers: headers(user) }),
    putSlots: (user: TestUser | null, body: unknown) => app.inject({ method: 'PUT', url: '/api/v1/viewings/slots/', headers: headers(user), payload: body as object }),
    ics: (user: TestUser | null, id: number) => app.inject({ method: 'GET', url: `/api/v1/viewings/${id}/ics/`, headers: headers(user) }),
    notifications: async (user: TestUser) =>
      (await app.inject({ method: 'GET', url: '/api/v1/notifications/all/?page_size=100', headers: user.headers })).json().results as { kind: string; message: string; link: string }[],
  };
}

/** A listing of `owner`'s, with an address for the calendar file. */
export async function listingOf(app: App, owner: TestUser, fields: Record<string, unknown> = {}) {
  const [listing] = await insertListings(app, owner.user.id, [{ title: '3 Bedroom House in Kilimani', streetAddress: 'Argwings Kodhek Road 12', city: 'Nairobi', ...fields }]);
  return listing!;
}

/** Every day of the week from 09:00 to 12:00 UTC. */
export const MORNINGS_UTC = { time_zone: 'UTC', weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })) };

/** The e-mails in the app's outbox, oldest first, with their raw text. */
export function outbox(app: App): { name: string; text: string }[] {
  const folder = path.join(app.config.dataDir, 'outbox');
  return readdirSync(folder)
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));
}

/** The base64 parts of a multipart e-mail, decoded, by content type. */
export function attachmentsOf(eml: string): { type: string; content: string }[] {
  const boundary = /boundary="([^"]+)"/.exec(eml)?.[1];
  if (!boundary) return [];
  return eml
    .split(`--${boundary}`)
    .filter((part) => /Content-Transfer-Encoding: base64/.test(part))
    .map((part) => {
      const [head, body] = part.split('\r\n\r\n');
      return { type: /Content-Type: ([^;\r\n]+)/.exec(head!)![1]!, content: Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8') };
    });
}

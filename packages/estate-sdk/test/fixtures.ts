/** Small files and logins for the client tests. */
import { deflateSync } from 'node:zlib';
import { DEMO_PEOPLE } from '@estate/server';
import { createEstateClient, type EstateClient } from '../src/client/client.js';
import { memoryStorage } from '../src/storage.js';
import type { TestServer } from './server.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of one colour (2×2 by default; `size` wide and `height` high). */
export function tinyPng(rgb: [number, number, number] = [200, 60, 40], size = 2, height = size): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', new Uint8Array())]);
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};

/**
 * A whole MP4 container: ftyp, moov with a movie header of 1 s (timescale 1000), and mdat. The
 * server decodes uploads to their end, so a bare `ftyp` is refused as a cut file.
 */
export function tinyMp4(): Buffer {
  const mvhd = box('mvhd', Buffer.alloc(4), Buffer.alloc(8), Buffer.from([0, 0, 0x03, 0xe8, 0, 0, 0x03, 0xe8]), Buffer.alloc(80));
  return Buffer.concat([box('ftyp', Buffer.from('isom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'ascii')), box('moov', mvhd), box('mdat', Buffer.alloc(64))]);
}

/** Bytes as a File for a multipart form. */
export const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
export const pngFile = (name = 'photo.png', rgb?: [number, number, number]) => file(tinyPng(rgb), name, 'image/png');
export const pngDataUrl = () => `data:image/png;base64,${tinyPng().toString('base64')}`;

export const newClient = (server: TestServer, fetchImpl?: typeof fetch): EstateClient =>
  createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage(), fetch: fetchImpl });

/** The e-mail of a demo account, by username (profiles show e-mails to their owners only). */
export function demoEmail(username: string): string {
  const person = DEMO_PEOPLE.find((candidate) => candidate.username === username);
  if (!person) throw new Error(`${username} is not a demo account`);
  return person.email;
}

/** A client signed in as a demo account: `buyer`, `seller`, `agent`, `topagent`, an e-mail, or a demo username. */
export async function signedIn(server: TestServer, who: string): Promise<EstateClient> {
  const client = newClient(server);
  const email = who.includes('@') ? who : ['buyer', 'seller', 'agent', 'topagent'].includes(who) ? `${who}@estate.demo` : demoEmail(who);
  await client.auth.login({ email, password: server.demoPassword });
  return client;
}

let counter = 0;
/** Registers and activates a fresh account; a client signed in as it. */
export async function freshMember(server: TestServer, prefix = 'member'): Promise<{ client: EstateClient; username: string; email: string }> {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  const email = `${username}@example.com`;
  const password = 'lake-victoria-2026';
  const client = newClient(server);
  await client.auth.register({ username, first_name: 'Test', last_name: 'Member', email, password, re_password: password });
  await client.auth.activate(server.activationFor(email));
  await client.auth.login({ email, password });
  return { client, username, email };
}

/**
 * A fuzzer driven by the OpenAPI document: for every operation it sends path parameters, query
 * values, JSON and multipart bodies and headers made of edge cases (NUL, lone surrogates, very
 * long and unicode text, SQL and HTML metacharacters, 1e300, -0, NaN, Infinity, 2^31, 2^63, valid-shaped
 * numbers at or past what a column holds (1e15 for a price, 1.2e13 for an area), lying
 * content types, forged hosts, bad tokens), signed in and anonymously. Seeded and sequential, so a
 * seed replays the same requests. A fault is a 500, a 5xx the operation does not declare, an
 * answer slower than the hang limit, or an error in the app's log.
 */
import type { InjectOptions } from 'fastify';
import { Random as SeededRandom } from '../src/seed/random.js';
import { mp4, png } from '../test/helper.js';
import { startFuzzTarget, type FuzzTarget, type OpenApiOperation, type Schema } from './_fuzz-target.js';

/** The demo data's seeded generator (mulberry32): the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  const random = new SeededRandom(seed);
  return () => random.next();
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;

export const EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\ud83d\ude00',
  'é',
  'e\u0301',
  '日本語のテキスト',
  'مرحبا',
  '\u202etxt.exe',
  '\ufeff',
  '\uffff',
  'A'.repeat(151),
  'A'.repeat(301),
  'Ж'.repeat(5000),
  'x'.repeat(70_000),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%',
  '%%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '{{7*7}}',
  '${7*7}',
  '\r\n',
  '\t',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'http://',
  'javascript:alert(1)',
  'a@b',
  'user@example.com',
  '0',
  '-0',
  '1',
  '-1',
  '1.5',
  '1e300',
  '-1e300',
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775808',
  '99999999999999999999',
  '0x10',
  ' 1',
  '+1',
  '1e3',
  '12.345',
  '2026-02-30T25:61:00Z',
];

export const EDGE_NUMBERS: readonly number[] = [0, -0, 1, -1, 1.5, 0.1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e300, -1e300, Number.MIN_VALUE, 1e-300];

const EDGE_JSON: readonly unknown[] = [null, true, false, [], {}, [1, 2], { a: 1 }, [null], JSON.parse('{"__proto__":{"admin":true}}'), { constructor: { prototype: {} } }];

/** Text that must be sent as raw bytes in a URL: bad escapes and invalid UTF-8. */
const RAW_URL_PIECES: readonly string[] = ['%', '%zz', '%FF', '%C0%80', '%ED%A0%80', '%00', '%2F', '..', '%2e%2e', ';', '?', '#', '/', '//'];

const EDGE_HOSTS: readonly string[] = ['', ' ', 'a b', '[', '[::1', 'évil.example', 'evil.example', 'localhost:99999', 'localhost:-1', 'x'.repeat(300), 'a\tb', '@', 'user:pass@evil', '::1', '127.0.0.1:0'];
const EDGE_PROTOS: readonly string[] = ['', 'ht tp', 'javascript', 'https,http', 'file', 'HTTPS', 'x'.repeat(200), '://'];
const EDGE_FORWARDED_FOR: readonly string[] = ['garbage', '1.2.3.4, ::ffff:1.2.3.4', '999.999.999.999', '', 'x'.repeat(500), 'unknown', '[::1]:80'];
const CONTENT_TYPE_LIES: readonly string[] = [
  'text/plain',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'application/xml',
  'a/b/c',
  ';;;',
  'application/json',
];

/** Plain-ASCII text for headers: Node refuses control characters and non-Latin-1 in header values. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** Percent-encodes as UTF-8, lone surrogates included (encodeURIComponent throws on those). */
function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

export interface FuzzContext {
  random: Random;
  target: FuzzTarget;
  /** How often a field gets a plausible value in this request: some requests are mostly valid, to get past the first check. */
  plausibility: number;
}

function typesOf(schema: Schema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : ['string'];
}

/** A number of the right type at the edge of what the schema allows, or far past what a column holds. */
export function extremeNumber(random: Random, schema: Schema): number {
  const bounds = [schema.minimum, schema.maximum].filter((bound): bound is number => bound !== undefined);
  const magnitudes = [1e15, -1e15, 1.2e13, 9.99e14, 2 ** 53 - 1, 1e9, 0.000001];
  const value = bounds.length > 0 && chance(random, 0.5) ? pick(random, bounds) : pick(random, magnitudes);
  return typesOf(schema).includes('integer') && !typesOf(schema).includes('number') ? Math.trunc(value) : value;
}

/** A plausible value for a named field, so that requests reach real rows and deep checks. */
function plausible({ random, target }: FuzzContext, name: string, schema: Schema): unknown {
  const { known } = target;
  if (schema.enum && schema.enum.length > 0) return pick(random, schema.enum);
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    if (/page_size/.test(name)) return pick(random, [1, 2, 20, 100, 101]);
    if (/page/.test(name)) return pick(random, [1, 2, 3]);
    // Valid-shaped extremes: the schema's own bounds, and magnitudes a schema without bounds lets
    // through to a numeric column (a saved search's min_price 1e15 once answered 500).
    if (!/id$|^id|post|comment|reel|property/.test(name) && chance(random, 0.4)) return extremeNumber(random, schema);
    // The first ids are the signed-in people's, whose own profile routes need them.
    return chance(random, 0.3) ? pick(random, known.ids.slice(0, 2)) : pick(random, known.ids);
  }
  if (types.includes('boolean')) return chance(random, 0.5);
  if (/username|search|^q$|user/.test(name)) return pick(random, known.usernames);
  if (/idOrSlug|slug/.test(name)) return chance(random, 0.5) ? String(pick(random, known.ids)) : pick(random, known.slugs);
  if (/reference/.test(name)) return pick(random, [...known.references, 'ref-unknown']);
  if (/country/.test(name)) return pick(random, ['KE', 'ke', 'US', 'KE', 'ZZ']);
  if (/email/.test(name)) return pick(random, ['fuzz_buyer@example.com', 'new@example.com']);
  if (/price/.test(name)) return pick(random, ['1000', '0.01', '250000.50', '12.345']);
  if (/plan/.test(name)) return pick(random, ['seller', 'agent', 'top_agent', 'Seller']);
  if (/value/.test(name)) return pick(random, ['House', 'apartment', 'for-sale', 'For Rent', 'auction', 'Completed Project', 'ongoing_projects']);
  if (/advert_type/.test(name)) return pick(random, ['For Sale', 'for-rent', 'Auction']);
  if (/property_type/.test(name)) return pick(random, ['House', 'apartment', 'Office']);
  if (/property_status/.test(name)) return pick(random, ['Completed Project', 'ongoing', 'For Sale']);
  if (/bedrooms|bathrooms|floors|number/.test(name)) return pick(random, ['0', '3', '12']);
  if (/tax/.test(name)) return pick(random, ['0.15', '0', '1']);
  if (/plot_area/.test(name)) return pick(random, ['120.5', '0']);
  if (/password/.test(name)) return 'correct-horse-battery';
  if (/token|refresh|access|credential|code/.test(name)) return pick(random, [target.people.buyer.refresh, target.people.agent.access, 'not-a-token']);
  if (schema.format === 'uri') return 'https://example.com/me';
  return 'Fuzz text';
}

/** Any edge case, of any type: the fuzzer does not trust the schema to keep types apart. */
function edge(random: Random): unknown {
  const kind = random();
  if (kind < 0.6) return pick(random, EDGE_STRINGS);
  if (kind < 0.85) return pick(random, EDGE_NUMBERS);
  return pick(random, EDGE_JSON);
}

/** A value for one field of a schema: mostly plausible, often an edge case. */
export function valueFor(context: FuzzContext, name: string, schema: Schema, depth = 0): unknown {
  const { random } = context;
  if (schema.properties && depth < 3 && chance(random, 0.8)) return objectFor(context, schema, depth + 1);
  if (schema.items && depth < 3 && chance(random, 0.5)) {
    return Array.from({ length: Math.floor(random() * 4) }, () => valueFor(context, name, schema.items!, depth + 1));
  }
  return chance(random, context.plausibility) ? plausible(context, name, schema) : edge(random);
}

function objectFor(context: FuzzContext, schema: Schema, depth: number): Record<string, unknown> {
  const { random } = context;
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name);
    if (required ? chance(random, 0.9) : chance(random, 0.6)) body[name] = valueFor(context, name, field, depth);
  }
  if (chance(random, 0.1 * (1 - context.plausibility))) body[pick(random, ['unknown', '__proto__', 'is_superuser', 'id'])] = edge(random);
  return body;
}

/** A value as text in a URL: usually percent-encoded, sometimes raw bytes that are not. */
function urlText(random: Random, value: unknown): string {
  if (chance(random, 0.08)) return pick(random, RAW_URL_PIECES);
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return encodeSegment(text.length > 2000 && chance(random, 0.7) ? text.slice(0, 2000) : text);
}

/** A multipart body: the form as the schema has it, with edge values, often broken on purpose. */
async function multipartFor(context: FuzzContext, schema: Schema): Promise<{ payload: Buffer; contentType: string }> {
  const { random } = context;
  const form = new FormData();
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (!chance(random, schema.required?.includes(name) ? 0.9 : 0.5)) continue;
    if (field.format === 'binary' || field.items?.format === 'binary') {
      const valid = /video/.test(name) ? MP4 : PNG;
      const bytes = chance(random, context.plausibility) ? valid : pick(random, [PNG, MP4, PNG.subarray(0, 40), Buffer.from('not an image'), Buffer.alloc(0), MP4.subarray(0, 100), Buffer.alloc(70 * 1024, 1)]);
      form.append(name, new Blob([new Uint8Array(bytes)]), pick(random, ['a.png', '', '\u0000.png', '../x.mp4', 'ж.mp4']));
    } else {
      const value = valueFor(context, name, field, 3);
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
    }
  }
  if (chance(random, 0.1 * (1 - context.plausibility))) form.append('unexpected_file', new Blob([new Uint8Array(PNG)]), 'x.png');
  const response = new Response(form);
  let payload = Buffer.from(await response.arrayBuffer());
  let contentType = response.headers.get('content-type')!;
  const breakage = chance(random, context.plausibility) ? 1 : random();
  if (breakage < 0.1) payload = payload.subarray(0, Math.floor(random() * payload.length));
  else if (breakage < 0.15) contentType = 'multipart/form-data';
  else if (breakage < 0.2) contentType = 'multipart/form-data; boundary=wrong';
  else if (breakage < 0.23) contentType = `multipart/form-data; boundary=${'b'.repeat(300)}`;
  else if (breakage < 0.26) payload = Buffer.from('--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--\r\n');
  return { payload, contentType };
}

/** Whole files the server's decoders take, and (cut or not) the same files as garbage. */
const PNG = png();
const MP4 = mp4(4096);

/** A JSON body, or text that only claims to be one. */
function jsonPayload(context: FuzzContext, schema: Schema): string {
  const { random } = context;
  const shape = random();
  if (shape < 0.75 || chance(random, context.plausibility)) return JSON.stringify(objectFor(context, schema, 0));
  if (shape < 0.85) return JSON.stringify(edge(random)) ?? 'null';
  return pick(random, ['', '{', '{"a":', 'nul', '[1,]', '{"a":1}}', '\u0000', '1e999', '"\\ud800"', `${'['.repeat(3000)}${']'.repeat(3000)}`, '{"__proto__":{"x":1}}']);
}

export interface FuzzRequest extends InjectOptions {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** Which operation of the document this request was made for. */
  operation: string;
  /** The 5xx statuses the document declares for it (a 503 when payments are not configured, say). */
  declared5xx: number[];
}

export interface Operation {
  method: string;
  path: string;
  spec: OpenApiOperation;
}

export function operationsOf(target: FuzzTarget): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(target.document.paths)) {
    for (const [method, spec] of Object.entries(methods)) operations.push({ method: method.toUpperCase(), path, spec });
  }
  return operations;
}

/** One request for an operation: its parameters, body and headers, from the seeded generator. */
export async function requestFor(context: FuzzContext, { method, path, spec }: Operation): Promise<FuzzRequest> {
  const { random, target } = context;
  const headers: Record<string, string> = {};
  const parameters = spec.parameters ?? [];

  let url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? { type: 'string' };
    return urlText(random, valueFor(context, name, schema));
  });
  const query: string[] = [];
  for (const parameter of parameters) {
    if (parameter.in === 'query' && chance(random, 0.6)) query.push(`${parameter.name}=${urlText(random, valueFor(context, parameter.name, parameter.schema ?? {}))}`);
    if (parameter.in === 'header' && chance(random, 0.7)) headers[parameter.name] = headerSafe(String(pick(random, EDGE_STRINGS)).slice(0, 200));
  }
  if (chance(random, 0.1)) query.push(`${pick(random, ['page', 'page', 'page_size', 'unknown', '%00', 'page[]'])}=${urlText(random, edge(random))}`);
  // A repeated parameter arrives as an array.
  if (query.length > 0 && chance(random, 0.05)) query.push(pick(random, query));
  if (query.length > 0) url += `?${query.join('&')}`;

  const who = random();
  const { agent, buyer, guest } = target.people;
  if (who < 0.35) headers.authorization = agent.headers.authorization;
  else if (who < 0.55) headers.authorization = buyer.headers.authorization;
  else if (who < 0.62) headers.authorization = guest.headers.authorization;
  else if (who < 0.72) {
    headers.authorization = pick(random, ['Bearer', 'Bearer ', 'Bearer x', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', `Bearer ${agent.access}x`, `Bearer ${agent.refresh}`, `JWT ${buyer.access}`, `Bearer ${'x'.repeat(5000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxfQ.', headerSafe(pick(random, EDGE_STRINGS))]);
  }

  if (chance(random, 0.08)) headers.host = headerSafe(pick(random, EDGE_HOSTS));
  if (chance(random, 0.08)) headers['x-forwarded-host'] = headerSafe(pick(random, EDGE_HOSTS));
  if (chance(random, 0.08)) headers['x-forwarded-proto'] = headerSafe(pick(random, EDGE_PROTOS));
  if (chance(random, 0.05)) headers['x-forwarded-for'] = pick(random, EDGE_FORWARDED_FOR);
  if (chance(random, 0.03)) headers.accept = pick(random, ['application/xml', '*/*;q=x', '']);
  if (chance(random, 0.03)) headers.origin = pick(random, ['null', 'http://evil.example', 'http://localhost:5173']);

  let payload: string | Buffer | undefined;
  const content = spec.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    if (chance(random, 0.8)) {
      const form = await multipartFor(context, content['multipart/form-data'].schema);
      payload = form.payload;
      headers['content-type'] = form.contentType;
    } else {
      payload = jsonPayload(context, content['multipart/form-data'].schema);
      headers['content-type'] = 'application/json';
    }
  } else if (content['application/json']) {
    payload = jsonPayload(context, content['application/json'].schema);
    headers['content-type'] = 'application/json';
  } else if (method !== 'GET' && chance(random, 0.2)) {
    payload = jsonPayload(context, { type: 'object', properties: { x: {} } });
    headers['content-type'] = 'application/json';
  }
  if (payload !== undefined && chance(random, 0.1)) headers['content-type'] = pick(random, CONTENT_TYPE_LIES);

  const declared5xx = Object.keys(spec.responses)
    .map(Number)
    .filter((status) => status >= 500);
  return { method: method as FuzzRequest['method'], url, headers, payload, operation: `${method} ${path}`, declared5xx };
}

export interface FuzzFault {
  kind: '500' | 'undeclared 5xx' | 'hang' | 'logged error' | 'not sent';
  request: FuzzRequest;
  status?: number;
  detail: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  statuses: Record<string, number>;
  /** Operations that never answered 2xx: the generator did not get past their checks. */
  neverSucceeded: string[];
  serverErrors: number;
  slowestMs: number;
  slowest?: string;
  errorsLogged: number;
  durationMs: number;
  faults: FuzzFault[];
}

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** An answer slower than this is a hang. */
  hangMs?: number;
  /** Called every `progressEvery` requests, for the drill's progress line. */
  onProgress?: (done: number) => void;
  progressEvery?: number;
}

/** A request as text to replay by hand: method, URL, headers and the start of the body. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.payload === undefined ? '' : Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : String(request.payload);
  const shownBody = body.length > 400 ? `${body.slice(0, 400)}... (${body.length} chars)` : body;
  return `${request.method} ${request.url.slice(0, 400)}\n  headers: ${JSON.stringify(request.headers).slice(0, 600)}\n  body: ${JSON.stringify(shownBody)}`;
}

const timeout = (ms: number) => new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), ms).unref());

/** Sends `requests` generated requests one at a time, every operation in turn with random values. */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const { requests, seed, hangMs = 5000 } = options;
  const random = seededRandom(seed);
  const context: FuzzContext = { random, target, plausibility: 0.45 };
  const operations = operationsOf(target);
  const report: FuzzReport = { seed, requests: 0, operations: operations.length, statuses: {}, neverSucceeded: [], serverErrors: 0, slowestMs: 0, errorsLogged: 0, durationMs: 0, faults: [] };
  const started = performance.now();
  const succeeded = new Set<string>();
  target.takeErrors();
  for (let n = 0; n < requests; n += 1) {
    // Each operation in turn, so every one gets its share however many requests are asked for.
    context.plausibility = pick(random, [0.2, 0.45, 0.45, 0.9]);
    const request = await requestFor(context, operations[n % operations.length]!);
    const { operation: _operation, declared5xx: _declared, ...inject } = request;
    const sentAt = performance.now();
    let outcome: Awaited<ReturnType<FuzzTarget['app']['inject']>> | 'hang';
    try {
      outcome = await Promise.race([target.app.inject(inject), timeout(hangMs)]);
    } catch (error) {
      report.faults.push({ kind: 'not sent', request, detail: (error as Error).message });
      continue;
    }
    const ms = performance.now() - sentAt;
    report.requests += 1;
    if (ms > report.slowestMs) {
      report.slowestMs = ms;
      report.slowest = `${request.method} ${request.url.slice(0, 120)}`;
    }
    if (outcome === 'hang') {
      report.statuses.hang = (report.statuses.hang ?? 0) + 1;
      report.faults.push({ kind: 'hang', request, detail: `no answer within ${hangMs} ms` });
    } else {
      const status = outcome.statusCode;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      if (status < 300) succeeded.add(request.operation);
      if (status >= 500) report.serverErrors += 1;
      if (status === 500) report.faults.push({ kind: '500', request, status, detail: outcome.body.slice(0, 300) });
      else if (status > 500 && !request.declared5xx.includes(status)) report.faults.push({ kind: 'undeclared 5xx', request, status, detail: outcome.body.slice(0, 300) });
    }
    const logged = target.takeErrors();
    report.errorsLogged += logged.length;
    for (const line of logged) {
      report.faults.push({ kind: 'logged error', request, detail: `${line.msg ?? ''}: ${line.err?.stack?.split('\n').slice(0, 4).join(' | ') ?? line.err?.message ?? ''}`.slice(0, 800) });
    }
    if (options.onProgress && (n + 1) % (options.progressEvery ?? 1000) === 0) options.onProgress(n + 1);
  }
  report.durationMs = performance.now() - started;
  report.neverSucceeded = operations.map(({ method, path }) => `${method} ${path}`).filter((operation) => !succeeded.has(operation));
  return report;
}

export { startFuzzTarget };

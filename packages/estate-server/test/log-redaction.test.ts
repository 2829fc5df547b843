import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { redactSecrets } from '../src/lib/log-redaction.js';
import { buildTestApp, capturedLog } from './helper.js';

describe('secrets in the log', () => {
  let app: App;
  const log = capturedLog('info');
  beforeAll(async () => {
    // A deployment (not a development setup): activation links stay in the e-mail.
    app = await buildTestApp({ development: false }, { logger: log.logger });
  });
  afterAll(() => app.close());

  const logged = () => JSON.stringify(log.lines);

  it('never holds a token from a URL, on any route, a missing one included', async () => {
    await app.inject({ method: 'GET', url: '/api/v1/properties/all?token=SECRET-ON-A-ROUTE&page=1' });
    await app.inject({ method: 'GET', url: '/api/v1/ws/chatt/amina/?token=SECRET-ON-A-WRONG-SOCKET' });
    await app.inject({ method: 'POST', url: '/api/v1/saved-searches/unsubscribe/SECRET-UNSUBSCRIBE-TOKEN/' });
    await app.inject({ method: 'GET', url: '/activate/MTI/SECRET-ACTIVATION-TOKEN/' });
    expect(logged()).toContain('/api/v1/properties/all?token=[redacted]&page=1');
    expect(logged()).toContain('/unsubscribe/[redacted]/');
    for (const secret of ['SECRET-ON-A-ROUTE', 'SECRET-ON-A-WRONG-SOCKET', 'SECRET-UNSUBSCRIBE-TOKEN', 'SECRET-ACTIVATION-TOKEN']) expect(logged()).not.toContain(secret);
  });

  it('keeps activation links out of the log outside a development setup; the e-mail has them', async () => {
    const password = 'savanna-sunrise-42';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/',
      payload: { username: 'logged_not', first_name: 'Log', last_name: 'Not', email: 'logged-not@example.com', password, re_password: password },
    });
    expect(registered.statusCode).toBe(201);
    const outbox = path.join(app.config.dataDir, 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox).sort().at(-1)!), 'utf8');
    const token = /\/activate\/[^/]+\/([^/\s]+)\//.exec(mail)![1]!;
    expect(log.lines.some((line) => line.msg === 'activation link sent')).toBe(true);
    expect(logged()).not.toContain(token);
  });

  it('blanks the secrets a URL or a failed query can carry, and nothing else', () => {
    expect(redactSecrets('GET /api/v1/ws/events/?token=eyJ.abc.def')).toBe('GET /api/v1/ws/events/?token=[redacted]');
    expect(redactSecrets('https://estate.example/activate/MTI/c2x-9f/')).toBe('https://estate.example/activate/[redacted]/[redacted]/');
    expect(redactSecrets('Failed query: select * from saved_searches where unsubscribe_token = $1\nparams: Zm9vYmFy')).toBe(
      'Failed query: select * from saved_searches where unsubscribe_token = $1\nparams: [redacted]',
    );
    expect(redactSecrets('/api/v1/properties/all?country=KE&page=2')).toBe('/api/v1/properties/all?country=KE&page=2');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';

describe('the test server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves the seeded listings over real HTTP', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/properties/all`);
    expect(response.status).toBe(200);
    expect((await response.json()).count).toBeGreaterThanOrEqual(60);
  });
});

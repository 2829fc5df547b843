import { buildTestApp } from './helper.js';

/** The document the server generates from its route schemas, as committed in `openapi.json`. */
export async function openApiDocument(): Promise<unknown> {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  await app.close();
  return response.json();
}

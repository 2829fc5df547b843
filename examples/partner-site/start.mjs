/**
 * `npm run partner-site`: the reference API on :8000 with fresh demo data, allowing this site's
 * origin through CORS_ORIGINS, and the partner page on :8080. Run after building the embed.
 */
import { serveForTests } from '../../scripts/serve-for-tests.mjs';
import { servePartnerSite } from './server.mjs';

const apiPort = Number(process.env.API_PORT ?? 8000);
const sitePort = Number(process.env.PARTNER_PORT ?? 8080);
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;

const api = await serveForTests({ port: apiPort, env: { PUBLIC_URL: apiOrigin, CORS_ORIGINS: siteOrigin } });
const site = await servePartnerSite({ port: sitePort, api: api.url.replace(/\/+$/, '') });
console.log(`API (demo data, CORS_ORIGINS=${siteOrigin}): ${api.url}`);
console.log(`Partner site: ${site.url}  (sign in as buyer@estate.demo / estate-demo-2026)`);

const stop = async () => {
  await site.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

// @ts-expect-error: a plain ES module shared by every browser suite of the repository.
import { freePort, serveForTests } from '../../../scripts/serve-for-tests.mjs';
// @ts-expect-error: the partner site's plain ES module server.
import { servePartnerSite } from '../../../examples/partner-site/server.mjs';

/**
 * Two origins, as a partner meets them: the API with fresh demo data, allowing the partner's
 * origin through CORS_ORIGINS, and the partner's own server with the page and the built embed.
 */
export default async function globalSetup() {
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const api = await serveForTests({ port: apiPort, env: { PUBLIC_URL: apiOrigin, CORS_ORIGINS: siteOrigin } });
  const site = await servePartnerSite({ port: sitePort, api: apiOrigin });
  process.env.ESTATE_API_URL = apiOrigin;
  process.env.PARTNER_SITE_URL = site.url;
  return async () => {
    await site.close();
    await api.close();
  };
}

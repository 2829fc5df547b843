/**
 * The packages as a partner meets them: `npm pack` @estate/sdk and @estate/react (built), install
 * the tarballs into scratch apps in a temporary folder, away from the workspace, and check
 *  - the react README's first example, as written, in a Vite app on a white page (consumer/vite-readme-app.mjs);
 *  - React 18 in Node: both entries import and `renderToString` renders a card (consumer/ssr-react-18.mjs);
 *  - a Next.js app-router app: built, server-rendered, signed in, a chat message sent (consumer/next-app-router.mjs);
 *  - each app holds one copy of React.
 * One API server with fresh demo data serves them all, allowing the two browser apps' origins.
 * Installs use `--prefer-offline`: react, react-dom, swr, next and the components' dependencies come
 * from npm's cache when it has them. `CONSUMER_SCREENSHOTS=<dir>` saves the README app's pages.
 */
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { nextAppRouter } from './consumer/next-app-router.mjs';
import { pack, scratch } from './consumer/scratch.mjs';
import { ssrReact18 } from './consumer/ssr-react-18.mjs';
import { viteReadmeApp } from './consumer/vite-readme-app.mjs';
import { freePort, serveForTests } from './serve-for-tests.mjs';

const [vitePort, nextPort] = [await freePort(), await freePort()];
const server = await serveForTests({ env: { CORS_ORIGINS: [vitePort, nextPort].map((port) => `http://127.0.0.1:${port}`).join(',') } });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const tarballs = pack();
  await viteReadmeApp(tarballs, server, vitePort, browser);
  await ssrReact18(tarballs, server);
  await nextAppRouter(tarballs, server, nextPort, browser);
  console.log('consumer tests passed');
} finally {
  await browser.close();
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
}

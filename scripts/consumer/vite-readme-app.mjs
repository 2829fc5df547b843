/**
 * The react README's first example as a partner meets it: installed from the tarballs into a React
 * 19 app (at most 25 MB beyond React and SWR, none of the heavy parts' optional peers), typechecked
 * strictly with `skipLibCheck: false` (the public .d.ts hold up without a library's types left
 * out), built with `vite build` as written, and opened in Chromium on an ordinary white page whose
 * own CSS centres text and sets a serif font: the cards come from the real server and their title
 * and price read at WCAG AA contrast, whichever colour scheme the visitor prefers. The README's
 * chat example, as written, is the app's second page: a visitor signs in in the pane and sends the
 * agent a message the API stores.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { textContrast } from './contrast.mjs';
import { atApi, readmeExample } from './readme-example.mjs';
import { AGENT, installedWeight, makeApp, reactCopies, root, signInAndMessageAgent } from './scratch.mjs';

/** What the app itself asked for (React, React DOM, SWR, their types and what they bring), left out of the kit's weight. */
const HOST_PACKAGES = new Set(['react', 'react-dom', 'scheduler', 'swr', 'dequal', 'use-sync-external-store', '@types/react', '@types/react-dom', 'csstype']);
/** The optional peers of the kit's heavy parts (ffmpeg, the emoji picker, the tour, the chart): a cards-and-chat site installs none. */
const OPTIONAL_PEERS = ['@ffmpeg/ffmpeg', '@ffmpeg/core', '@ffmpeg/util', 'emoji-picker-react', 'react-joyride', 'uplot', 'lucide-react'];
const INSTALL_BUDGET_MB = 25;
const AA = 4.5;

/** A partner's page as a Vite template leaves it: white, serif, and `#root` centring its text. */
const HOST_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Savannah Homes</title>
    <style>
      body { margin: 0; background: #fff; color: #213547; font-family: Georgia, serif; line-height: 2; }
      #root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

/** The same page holding the chat example's `#chat`. */
const CHAT_PAGE = HOST_PAGE.replace('<div id="root"></div>', '<div id="chat"></div>').replace('/src/main.tsx', '/src/chat.tsx');

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
};

export async function viteReadmeApp(tarballs, server, port, browser) {
  const dir = makeApp('vite-readme', ['react@^19', 'react-dom@^19', 'swr@^2', '@types/react@^19', '@types/react-dom@^19'], tarballs);
  assert.equal(reactCopies(dir).length, 1, 'one copy of React in the Vite app');
  const installed = OPTIONAL_PEERS.filter((name) => existsSync(path.join(dir, 'node_modules', name)));
  assert.deepEqual(installed, [], 'installing the sdk and the kit brings none of the heavy parts');
  const megabytes = installedWeight(dir, HOST_PACKAGES) / 1e6;
  assert.ok(megabytes <= INSTALL_BUDGET_MB, `the sdk and the kit install ${megabytes.toFixed(1)} MB beyond React and SWR (budget ${INSTALL_BUDGET_MB} MB)`);
  console.log(`README app: @estate/sdk + @estate/react install ${megabytes.toFixed(1)} MB beyond React and SWR`);

  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'index.html'), HOST_PAGE);
  writeFileSync(path.join(dir, 'src/main.tsx'), atApi(readmeExample('estate-react', 'Listings on your page'), server.url));
  writeFileSync(path.join(dir, 'chat.html'), CHAT_PAGE);
  writeFileSync(path.join(dir, 'src/chat.tsx'), atApi(readmeExample('estate-react', 'Chat, with sign-in'), server.url));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { stdio: 'inherit' });
  console.log('README app: the listings and chat examples typecheck (strict, skipLibCheck: false)');

  // The workspace's Vite, rooted in the scratch app: every import resolves from its node_modules.
  const pages = { main: path.join(dir, 'index.html'), chat: path.join(dir, 'chat.html') };
  const output = await build({ root: dir, logLevel: 'error', configFile: false, build: { outDir: 'dist', rollupOptions: { input: pages } } });
  // What the listings page loads: its entry and the chunks it imports, not the chat page's.
  const files = new Map(output.output.map((file) => [file.fileName, file]));
  const loaded = new Set();
  const visit = (name) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    const file = files.get(name);
    for (const next of [...(file.imports ?? []), ...(file.viteMetadata?.importedCss ?? [])]) visit(next);
  };
  visit(output.output.find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === pages.main).fileName);
  const gzipped = (ext) => [...loaded].filter((name) => name.endsWith(ext)).reduce((sum, name) => sum + gzipSync(readFileSync(path.join(dir, 'dist', name))).length, 0);
  console.log(`README app: built; the listings page loads ${(gzipped('.js') / 1024).toFixed(1)} kB of JavaScript and ${(gzipped('.css') / 1024).toFixed(1)} kB of CSS gzipped`);

  const site = await preview({ root: dir, logLevel: 'error', configFile: false, preview: { port, strictPort: true, host: '127.0.0.1' } });
  try {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const card = page.locator('.est-property-card').first();
      await card.locator('.est-property-card-title').waitFor();
      for (const part of ['title', 'price']) {
        const ratio = await textContrast(card.locator(`.est-property-card-${part}`));
        assert.ok(ratio >= AA, `the card's ${part} reads at ${ratio.toFixed(2)}:1 on a white page preferring ${colorScheme} (AA: ${AA}:1)`);
      }
      assert.equal(await card.evaluate((element) => getComputedStyle(element).textAlign), 'start', "the host's centred #root leaves the card's text alone");
      if (process.env.CONSUMER_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.CONSUMER_SCREENSHOTS, `readme-first-example-${colorScheme}.png`) });
      await context.close();
    }
    console.log('README app: cards from the server, title and price at AA contrast on a white page, light and dark');
    await chatAsVisitor(browser, `http://127.0.0.1:${port}/chat.html`, server.url);
  } finally {
    await site.close();
  }
}

/** A visitor opens the chat page, signs in in the pane (no page of the partner's own) and messages the agent. */
async function chatAsVisitor(browser, url, apiUrl) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  await signInAndMessageAgent(page, apiUrl, `Hello from the README's chat example (${Date.now()})`);
  await context.close();
  console.log(`README app: a visitor signed in in the chat pane and messaged ${AGENT.username}`);
}

import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { loadMessages, type EstateLocale } from '@estate/react';
import type { Theme } from '@estate/sdk/react';
import { createServerClient } from './app/client';
import { AppEnvironmentProvider, type AppEnvironment } from './app/environment';
import { routes, type PageHandle } from './app/router/routes';
import { pageStylesheets, type Manifest } from './app/ssr/assets';
import { createDataCollector } from './app/ssr/collect';
import { scriptJson, SSR_STATE_ID, type SessionHint, type SsrState } from './app/ssr/state';

/** What `@estate/server` renders a page with (its web plugin): the request and what it knows of the visitor. */
export interface RenderOptions {
  /** The page's absolute URL. */
  url: string;
  /** Answers the API in the server's own process: a render never goes over the network. */
  fetch: typeof globalThis.fetch;
  session: SessionHint;
  locale: EstateLocale;
  theme: Theme;
  /** The server's guess that the screen is at least the extra-large breakpoint (a desktop's user agent). */
  wide: boolean;
  /** The client build's manifest, for each page's stylesheets. */
  manifest: Manifest;
}

export interface RenderResult {
  status: number;
  /** Set when a route answered with a redirect. */
  redirect?: string;
  /** Links for the head: the shown pages' stylesheets. */
  head: string;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The state the browser hydrates with (`<script type="application/json">`), after the root. */
  state: string;
}

/** How long a render waits for the data it asks for, per pass; what is late, the browser fetches. */
const DATA_WAIT_MS = 1500;
/** Renders after the first that may bring data in (a profile's reels need the profile first). */
const DATA_PASSES = 3;

const handler = createStaticHandler(routes);

/**
 * One page rendered on the server (issue 24): React Router's static handler matches the URL and
 * loads the lazy pages; each render finds the data the page reads (`ssr/collect.ts`), fetched in
 * process, and the page is rendered again until it asks for nothing new. Renders go through React's
 * streaming renderer and wait for every lazy part, so the HTML is whole for a browser, a crawler or
 * a link preview alike.
 */
export async function render(options: RenderOptions): Promise<RenderResult> {
  const request = new Request(options.url, { headers: { accept: 'text/html' } });
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('location') ?? '/', head: '', html: '', state: '' };
  }

  // The kit's texts in the page's language (French and Swahili are chunks of their own): in before
  // the first pass, so the page is rendered in its language, never English first.
  await loadMessages(options.locale);
  const client = createServerClient(new URL(options.url).origin, options.fetch);
  const collector = createDataCollector();
  const shownPages = new Set<string>();
  const router = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  let ssr: SsrState;
  // Each render sees the data fetched so far, frozen: what arrives during it is for the next one,
  // so the state sent with the HTML is exactly what the HTML was rendered from.
  const renderWithData = () => {
    ssr = {
      session: options.session,
      locale: options.locale,
      theme: options.theme,
      wide: options.wide,
      fallback: { ...collector.fallback },
      // Learnt with the fallback's data (the header of the answers that brought it).
      mediaPublicUrl: client.mediaPublicUrl,
      router,
    };
    return renderWhole(app({ client, ssr, swrMiddleware: collector.middleware, shownPages }, context));
  };

  let html = await renderWithData();
  for (let pass = 0; pass < DATA_PASSES; pass++) {
    if ((await collector.settle(DATA_WAIT_MS)) === 0) break;
    html = await renderWithData();
  }

  const routePages = context.matches.map((match) => (match.route.handle as PageHandle | undefined)?.page).filter((file): file is string => Boolean(file));
  const pages = [...routePages, ...shownPages];
  const notFound = context.matches.at(-1)?.route.path === '*' || collector.notFound;
  return {
    status: notFound ? 404 : context.statusCode,
    head: pageStylesheets(options.manifest, pages),
    html,
    state: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(ssr!)}</script>`,
  };
}

function app(environment: AppEnvironment, context: StaticHandlerContext): ReactNode {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <AppEnvironmentProvider value={environment}>
        {/* The router's hydration data travels in the state (the CSP allows no inline script). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppEnvironmentProvider>
    </StrictMode>
  );
}

/**
 * React's streaming renderer in its wait-for-everything form (`prerenderToNodeStream`): every lazy
 * part and Suspense boundary resolved, so the HTML is whole and needs no inline script to finish
 * (the CSP allows none).
 */
async function renderWhole(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    // Never outline a large boundary to be swapped in by script: the HTML is sent whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      // A part that fails renders in the browser instead; the page is still sent.
      console.error('estate ssr:', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

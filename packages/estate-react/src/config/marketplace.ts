'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_PATHS, type EstatePaths } from './context.js';

/** `https://estate.example/` → `https://estate.example`: paths are appended to it. */
const trimmed = (origin: string) => origin.replace(/\/+$/, '');

/**
 * The marketplace's origin when nobody says: the API's (its server also serves the marketplace web
 * app) when the page is on another origin, else '' (relative links: the page is the marketplace).
 */
export function defaultMarketplaceOrigin(baseUrl: string | undefined, pageOrigin: string | undefined): string {
  if (!baseUrl || !pageOrigin) return '';
  let api: string;
  try {
    api = new URL(baseUrl).origin;
  } catch {
    return '';
  }
  return api === pageOrigin ? '' : api;
}

const noSubscription = () => () => undefined;

/**
 * The provider's `marketplaceOrigin`: the one given (its trailing slashes off), else
 * `defaultMarketplaceOrigin` for the page. On the server and while a server-rendered page hydrates
 * the page's origin is unknown, so the default is '' there and the links turn absolute right after
 * (React's server snapshot: the server's HTML and the first render in the browser match).
 */
export function useMarketplaceOrigin(configured: string | undefined, baseUrl: string | undefined): string {
  const fromPage = useSyncExternalStore(
    noSubscription,
    () => defaultMarketplaceOrigin(baseUrl, globalThis.location?.origin),
    () => '',
  );
  return configured === undefined ? fromPage : trimmed(configured);
}

/**
 * Where each page lives: a path the host configured is used as it is (its own page, on its site);
 * every other one is the spec's route on the marketplace, `${origin}${path}` (relative when '').
 */
export function resolvePaths(origin: string, configured: Partial<EstatePaths> = {}): EstatePaths {
  const resolved = { ...DEFAULT_PATHS } as Record<keyof EstatePaths, (...args: never[]) => string>;
  for (const key of Object.keys(DEFAULT_PATHS) as (keyof EstatePaths)[]) {
    const own = configured[key] as ((...args: never[]) => string) | undefined;
    const spec = DEFAULT_PATHS[key] as (...args: never[]) => string;
    resolved[key] = own ?? (origin ? (...args) => `${origin}${spec(...args)}` : spec);
  }
  return resolved as EstatePaths;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { Middleware } from 'swr';
import type { EstateClient } from '@estate/sdk';
import type { SsrState } from './ssr/state';

/**
 * Where the app runs: its SDK client (the browser's, or one per server render whose requests go to
 * the API in process), the state a server-rendered page was rendered with, and, on the server, the
 * SWR middleware that collects the data a render asks for (`ssr/collect.ts`).
 */
export interface AppEnvironment {
  client: EstateClient;
  ssr: SsrState | null;
  swrMiddleware?: Middleware;
  /** On the server: the page modules a render showed outside its route's own (the login screen in place), whose styles the HTML must name. */
  shownPages?: Set<string>;
}

const AppEnvironmentContext = createContext<AppEnvironment | null>(null);
AppEnvironmentContext.displayName = 'AppEnvironment';

export function AppEnvironmentProvider({ value, children }: { value: AppEnvironment; children: ReactNode }) {
  return <AppEnvironmentContext.Provider value={value}>{children}</AppEnvironmentContext.Provider>;
}

export function useAppEnvironment(): AppEnvironment {
  const environment = useContext(AppEnvironmentContext);
  if (!environment) throw new Error('The app renders inside AppEnvironmentProvider (main.tsx, entry-server.tsx)');
  return environment;
}

/** The state the page was server-rendered with; null in a page rendered in the browser alone (`npm run dev`). */
export function useSsrState(): SsrState | null {
  return useAppEnvironment().ssr;
}

/** Notes, on the server, that a render shows a page module its route does not name (`src/` path, as the route table has them). */
export function useShownPage(file: string) {
  useAppEnvironment().shownPages?.add(file);
}

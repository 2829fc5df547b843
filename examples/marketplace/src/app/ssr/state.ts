import type { EstateLocale } from '@estate/react';
import type { Theme } from '@estate/sdk/react';

/**
 * What a server-rendered page was rendered with, handed to the browser so its first render (the
 * hydration) is the same one (issue 24). The session lives in the browser's storage, which the
 * server cannot read, so the server goes by small non-secret cookies the app keeps in step
 * (`cookies.ts`): whether there is a session (a member's or a guest's, never a token), the language
 * and the theme. The viewport is guessed from the user agent, for the layout's one breakpoint.
 */
export interface SsrState {
  session: SessionHint;
  locale: EstateLocale;
  theme: Theme;
  /** Whether the layout was rendered for the extra-large breakpoint (both sidebars). */
  wide: boolean;
  /** The SWR cache's first entries, by serialised key: the data the page showed. */
  fallback: Record<string, unknown>;
  /**
   * The server's public media address (`MEDIA_PUBLIC_URL`) as the render's client learnt it, for
   * the browser's client before its first answer: the fallback's media URLs on it have srcsets.
   */
  mediaPublicUrl?: string;
  /** React Router's hydration data (loader data and route errors). */
  router: unknown;
}

/** A member, a guest, or no session at all (the login screen, spec §2). */
export type SessionHint = 'member' | 'guest' | null;

/** The id of the `<script type="application/json">` the state travels in (no inline script: the CSP allows none). */
export const SSR_STATE_ID = 'estate-ssr';

/** JSON safe inside `<script>`: no `</script>`, `<!--` or line separators can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state a server-rendered page carries, or null when the page was not rendered on the server. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

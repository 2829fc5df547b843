import type { Theme } from '@estate/sdk/react';

/**
 * The app's house theme until a visitor chooses (spec §9: dark unless the user chose light). The
 * kit follows the system's `prefers-color-scheme` by default, which suits a partner's page; the
 * marketplace keeps its own look, the same as the server's default page cookie.
 */
export const APP_DEFAULT_THEME: Theme = 'dark';

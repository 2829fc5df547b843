/** The app's page cookies (examples/marketplace `src/app/ssr/cookies.ts`): none holds a secret. */
export function pageCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A value that is not valid percent-encoding is not one the app wrote.
    }
  }
  return cookies;
}

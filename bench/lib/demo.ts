/** The demo data's buyer account (packages/estate-server/src/seed/people.ts), for signed-in measurements. */

export const DEMO_BUYER = 'buyer@estate.demo';
/** Every demo account's password. */
export const DEMO_PASSWORD = 'estate-demo-2026';

/** Signs in as the demo buyer on `origin` (`http://host:port`), returning both tokens. */
export async function signInAsDemoBuyer(origin: string): Promise<{ access: string; refresh: string }> {
  const login = await fetch(`${origin}/api/v1/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_BUYER, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in as the demo buyer failed: ${login.status} ${await login.text()}`);
  return (await login.json()) as { access: string; refresh: string };
}

/** The bearer header of a fresh demo-buyer session. */
export async function demoBuyerAuthorization(origin: string): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${(await signInAsDemoBuyer(origin)).access}` };
}

import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import type { IdTokenClaims } from '../src/oidc/id-token.js';

/**
 * A person known to the local issuer, as the claims of the ID tokens it signs for them (the ones
 * the server reads); `sub` is also what a test passes as the login hint.
 */
export type TestAccount = Pick<IdTokenClaims, 'sub' | 'email' | 'email_verified' | 'name' | 'given_name' | 'family_name'>;

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface LocalIssuerOptions {
  clients: TestClient[];
  accounts: TestAccount[];
  /**
   * Put the e-mail and profile claims in the ID token, as Google does (the default here), or only
   * in userinfo, as oidc-provider does out of the box (`conformIdTokenClaims`).
   */
  claimsInIdToken?: boolean;
  /** The private signing key; a fresh RSA key when absent. Two issuers sharing one key isolate the `iss` check. */
  signingKey?: JWK;
}

export interface AuthorizeOptions {
  clientId: string;
  redirectUri: string;
  /** The `sub` of the account that logs in. */
  account: string;
  nonce?: string;
  codeChallenge?: string;
  scope?: string;
}

/** A private RS256 signing key for an issuer. */
export async function signingKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** An RFC 7636 verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The URL of a port nothing listens on: an issuer that cannot be reached. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Cookies of one browser, enough for oidc-provider's interaction and session cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=.*1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port. Its login and
 * consent screens are replaced by one handler that logs in the account named by `login_hint` and
 * grants the requested scopes, so a test obtains a real authorization code with plain HTTP calls.
 */
export class LocalIssuer {
  private constructor(
    readonly issuer: string,
    /** The path of every request the issuer received, in order. */
    readonly requests: string[],
    private readonly close_: () => Promise<void>,
  ) {}

  static async start(options: LocalIssuerOptions): Promise<LocalIssuer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

    const provider = new Provider(issuer, {
      clients: options.clients.map((client) => ({ ...client, grant_types: ['authorization_code'], response_types: ['code'] })),
      jwks: { keys: [options.signingKey ?? (await signingKey())] },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      // The built-in memory store, named explicitly so the provider does not warn about it on every start.
      adapter: createMemoryAdapter(),
      ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
      conformIdTokenClaims: options.claimsInIdToken === false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      findAccount: async (_ctx: unknown, sub: string) => {
        const account = accounts.get(sub);
        return account && { accountId: sub, claims: async () => ({ ...account }) };
      },
    });

    async function interact(request: IncomingMessage, response: ServerResponse) {
      const details = await provider.interactionDetails(request, response);
      const accountId = String(details.params.login_hint ?? '');
      if (!accounts.has(accountId)) {
        await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'unknown account' });
        return;
      }
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    }

    const handle = provider.callback();
    const requests: string[] = [];
    server.on('request', (request, response) => {
      requests.push(new URL(request.url ?? '/', issuer).pathname);
      if (!request.url?.startsWith('/interaction/')) return handle(request, response);
      interact(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });

    return new LocalIssuer(issuer, requests, async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }

  /**
   * Runs the authorization-code flow as a browser would, with a fresh cookie jar, and returns the
   * code the issuer puts on the redirect URI.
   */
  async authorize(options: AuthorizeOptions): Promise<string> {
    const query = new URLSearchParams({
      client_id: options.clientId,
      redirect_uri: options.redirectUri,
      response_type: 'code',
      scope: options.scope ?? 'openid email profile',
      state: randomBytes(8).toString('hex'),
      login_hint: options.account,
    });
    if (options.nonce) query.set('nonce', options.nonce);
    if (options.codeChallenge) {
      query.set('code_challenge', options.codeChallenge);
      query.set('code_challenge_method', 'S256');
    }
    const jar = new CookieJar();
    let next = `${this.issuer}/auth?${query}`;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`The authorization stopped at ${next}: HTTP ${response.status} ${await response.text()}`);
      const target = new URL(location, next);
      if (`${target.origin}${target.pathname}` === options.redirectUri) {
        const code = target.searchParams.get('code');
        if (!code) throw new Error(`The issuer refused the authorization: ${target.search}`);
        return code;
      }
      next = target.href;
    }
    throw new Error('The authorization went through too many redirects');
  }

  close(): Promise<void> {
    return this.close_();
  }
}

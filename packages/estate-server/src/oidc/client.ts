import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import { ApiError, refusal } from '../lib/errors.js';
import { KeySetUnavailable, invalidIdToken, verifyIdToken, type IdTokenClaims } from './id-token.js';

/** The parts of an issuer's `/.well-known/openid-configuration` this client uses. */
export interface IssuerMetadata {
  issuer: string;
  /** Where the browser is sent to sign in (absent from a few non-interactive issuers). */
  authorization_endpoint?: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

export interface TokenResponse {
  id_token: string;
  access_token?: string;
}

/** Who signed in, as the issuer vouches for them. */
export interface OidcIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How long one call to the issuer may take. */
  timeoutMs?: number;
  /** How long the discovered configuration is trusted before it is fetched again. */
  metadataTtlMs?: number;
}

export interface SignInRequest {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  nonce?: string;
}

const GOOGLE = 'https://accounts.google.com';

export const issuerUnreachable = () =>
  refusal(502, 'issuer_unreachable', {}, true);
const issuerMisbehaved = (what: string) =>
  refusal(502, 'issuer_error', { what }, true);

/** `application/x-www-form-urlencoded` encoding, which RFC 6749 2.3.1 asks for inside HTTP Basic credentials. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function isNetworkFailure(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError';
}

/**
 * A confidential OpenID Connect client for one issuer: discovery (cached), the authorization-code
 * exchange, ID-token validation and, when the ID token leaves the e-mail out, the userinfo call.
 */
export class OidcClient {
  private metadata?: { value: IssuerMetadata; expiresAt: number };
  private pending?: Promise<IssuerMetadata>;
  private keys?: { uri: string; get: JWTVerifyGetKey };
  private readonly issuer: string;
  private readonly timeoutMs: number;
  private readonly metadataTtlMs: number;

  constructor(private readonly options: OidcClientOptions) {
    this.issuer = withoutTrailingSlash(options.issuer);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.metadataTtlMs = options.metadataTtlMs ?? 60 * 60 * 1000;
  }

  /** The code exchanged, the ID token checked, and the person it names. */
  async signIn(request: SignInRequest): Promise<OidcIdentity> {
    const tokens = await this.exchangeCode(request);
    const claims = await this.verifyIdToken(tokens.id_token, { nonce: request.nonce });
    const identity = identityFrom(claims);
    if (identity.email || !tokens.access_token) return identity;
    return this.completeFromUserinfo(identity, tokens.access_token);
  }

  async discover(): Promise<IssuerMetadata> {
    if (this.metadata && this.metadata.expiresAt > Date.now()) return this.metadata.value;
    // Concurrent sign-ins share one discovery request; a failure is not cached.
    this.pending ??= this.fetchMetadata().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async fetchMetadata(): Promise<IssuerMetadata> {
    const body = await this.getJson(`${this.issuer}/.well-known/openid-configuration`);
    const metadata = body as Partial<IssuerMetadata> | undefined;
    if (!metadata || typeof metadata.token_endpoint !== 'string' || typeof metadata.jwks_uri !== 'string') {
      throw issuerMisbehaved('its OpenID configuration lacks a token endpoint or a key set');
    }
    // OpenID Connect Discovery 4.3: a configuration naming another issuer must not be used.
    if (typeof metadata.issuer !== 'string' || withoutTrailingSlash(metadata.issuer) !== this.issuer) {
      throw issuerMisbehaved(`its OpenID configuration names the issuer "${String(metadata.issuer)}"`);
    }
    const value = metadata as IssuerMetadata;
    this.metadata = { value, expiresAt: Date.now() + this.metadataTtlMs };
    return value;
  }

  /** Trades the authorization code for tokens at the issuer's token endpoint. */
  async exchangeCode({ code, redirectUri, codeVerifier }: SignInRequest): Promise<TokenResponse> {
    const metadata = await this.discover();
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    if (codeVerifier) form.set('code_verifier', codeVerifier);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const { clientId, clientSecret } = this.options;
    // The discovery default is client_secret_basic (RFC 8414); Google accepts both.
    const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic')) {
      headers.authorization = `Basic ${Buffer.from(`${formEncode(clientId)}:${formEncode(clientSecret)}`).toString('base64')}`;
    } else if (methods.includes('client_secret_post')) {
      form.set('client_id', clientId);
      form.set('client_secret', clientSecret);
    } else {
      throw issuerMisbehaved('its token endpoint accepts neither client_secret_basic nor client_secret_post');
    }

    const response = await this.send(metadata.token_endpoint, { method: 'POST', headers, body: form });
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (response.ok && body) {
      if (typeof body.id_token !== 'string') {
        throw refusal(400, 'no_id_token', {}, true);
      }
      return { id_token: body.id_token, access_token: typeof body.access_token === 'string' ? body.access_token : undefined };
    }
    throw codeRefusal(response.status, body);
  }

  /** Checks an ID token against this client and the issuer's current keys. */
  async verifyIdToken(idToken: string, { nonce, now }: { nonce?: string; now?: Date } = {}): Promise<IdTokenClaims> {
    const metadata = await this.discover();
    const issuers = metadata.issuer === GOOGLE ? [GOOGLE, 'accounts.google.com'] : [metadata.issuer];
    try {
      return await verifyIdToken(idToken, { issuers, clientId: this.options.clientId, keys: this.keySet(metadata.jwks_uri), nonce, now });
    } catch (error) {
      if (error instanceof KeySetUnavailable) throw issuerUnreachable();
      throw error;
    }
  }

  private keySet(uri: string): JWTVerifyGetKey {
    if (this.keys?.uri !== uri) {
      const remote = createRemoteJWKSet(new URL(uri), { timeoutDuration: this.timeoutMs });
      const get: JWTVerifyGetKey = async (header, token) => {
        try {
          return await remote(header, token);
        } catch (error) {
          // An unknown key id is the token's problem; a key set that cannot be fetched is the issuer's.
          const unavailable =
            error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError) || error.code === 'ERR_JOSE_GENERIC';
          throw unavailable ? new KeySetUnavailable('key set unavailable', { cause: error }) : error;
        }
      };
      this.keys = { uri, get };
    }
    return this.keys.get;
  }

  /** Some issuers (oidc-provider by default) put profile claims in userinfo only (OIDC Core 5.4). */
  private async completeFromUserinfo(identity: OidcIdentity, accessToken: string): Promise<OidcIdentity> {
    const { userinfo_endpoint: endpoint } = await this.discover();
    if (!endpoint) return identity;
    const response = await this.send(endpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!response.ok || !body) throw issuerMisbehaved(`its userinfo endpoint answered HTTP ${response.status}`);
    // OIDC Core 5.3.2: userinfo about anyone else than the ID token's subject must not be used.
    if (body.sub !== identity.subject) throw invalidIdToken('the userinfo answer is about another person');
    const extra = identityFrom({ ...body, sub: identity.subject } as IdTokenClaims);
    return {
      ...identity,
      email: extra.email,
      emailVerified: extra.emailVerified,
      name: identity.name ?? extra.name,
      givenName: identity.givenName ?? extra.givenName,
      familyName: identity.familyName ?? extra.familyName,
    };
  }

  private async getJson(url: string): Promise<unknown> {
    const response = await this.send(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw issuerMisbehaved(`HTTP ${response.status} from ${url}`);
    return response.json().catch(() => {
      throw issuerMisbehaved(`no JSON from ${url}`);
    });
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      if (isNetworkFailure(error)) throw issuerUnreachable();
      throw error;
    }
  }
}

/** RFC 6749 5.2: the token endpoint's error, told to the person signing in. */
function codeRefusal(status: number, body: Record<string, unknown> | undefined): ApiError {
  const error = typeof body?.error === 'string' ? body.error : undefined;
  if (!error || status >= 500) return issuerMisbehaved(`HTTP ${status} from its token endpoint`);
  if (error === 'invalid_client' || error === 'unauthorized_client') {
    return refusal(502, error, {}, true);
  }
  if (error === 'invalid_grant') {
    return refusal(400, error, {}, true);
  }
  const description = typeof body?.error_description === 'string' ? `: ${body.error_description}` : '';
  return refusal(400, 'code_refused', { error, description }, error);
}

function identityFrom(claims: IdTokenClaims): OidcIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}

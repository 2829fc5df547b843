import { createHmac, createSecretKey, type KeyObject, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  is_guest: boolean;
  jti: string;
  /** Refresh tokens only: the family, shared by every token rotated from one login. */
  fam?: string;
  exp: number;
  iat: number;
}

/** A refresh token's family; a token signed before families existed is a family of its own. */
export const familyOf = (claims: Pick<TokenClaims, 'jti' | 'fam'>): string => claims.fam ?? claims.jti;

const newId = () => randomUUID().replaceAll('-', '');

export interface TokenPair {
  access: string;
  refresh: string;
}

/** How many verified tokens `verify` remembers; the oldest is forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenService {
  /** A key object made once: jose would otherwise import raw bytes into WebCrypto on every call. */
  private readonly key: KeyObject;
  /**
   * Tokens already verified, with their claims: a signed-in client sends the same access token
   * with every request for its lifetime, and checking its signature again each time was a fifth
   * of a cached signed-in read. The expiry is still checked on every use.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly ttl: { access: number; refresh: number },
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token of the given type; a refresh token belongs to `family` (a new one when absent). */
  async sign(type: TokenType, user: { id: number; isGuest: boolean }, family?: string): Promise<string> {
    const claims = { token_type: type, user_id: user.id, is_guest: user.isGuest, ...(type === 'refresh' && { fam: family ?? newId() }) };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(newId())
      .setIssuedAt()
      .setExpirationTime(`${this.ttl[type]}s`)
      .sign(this.key);
  }

  /**
   * An access token and a refresh token. A login starts a new refresh-token family; a refresh
   * passes the family of the token it rotates, so that reuse of any of them can end them all.
   */
  async pair(user: { id: number; isGuest: boolean }, family: string = newId()): Promise<TokenPair> {
    return { access: await this.sign('access', user), refresh: await this.sign('refresh', user, family) };
  }

  /** The claims of a valid, unexpired token of the given type; undefined otherwise. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known.token_type === type ? known : undefined;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const claims = payload as unknown as TokenClaims;
      if (!Number.isInteger(claims.user_id) || typeof claims.jti !== 'string' || !Number.isInteger(claims.exp)) return undefined;
      if (claims.fam !== undefined && typeof claims.fam !== 'string') return undefined;
      this.remember(token, claims);
      return claims.token_type === type ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  private remember(token: string, claims: TokenClaims): void {
    this.verified.set(token, claims);
    if (this.verified.size > VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
  }
}

/**
 * Activation tokens in the manner of Django's token generator: an HMAC over the user's id, the
 * issue time and whether the account is already active. Nothing is stored; a token stops working
 * once the account is active (so it works once) or when it is older than its lifetime.
 */
export class ActivationTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  private mac(userId: number, issuedAt: number, isActive: boolean): string {
    return createHmac('sha256', `activation:${this.secret}`)
      .update(`${userId}:${issuedAt}:${isActive ? 1 : 0}`)
      .digest('base64url')
      .slice(0, 32);
  }

  static encodeUid(userId: number): string {
    return Buffer.from(String(userId)).toString('base64url');
  }

  static decodeUid(uid: string): number | undefined {
    const decoded = Buffer.from(uid, 'base64url').toString('utf8');
    return /^\d{1,10}$/.test(decoded) ? Number(decoded) : undefined;
  }

  make(userId: number, now = Date.now()): string {
    const issuedAt = Math.floor(now / 1000);
    return `${issuedAt.toString(36)}-${this.mac(userId, issuedAt, false)}`;
  }

  check(userId: number, isActive: boolean, token: string, now = Date.now()): 'valid' | 'invalid' | 'expired' {
    const dash = token.indexOf('-');
    const stamp = token.slice(0, dash);
    const mac = token.slice(dash + 1);
    if (dash < 1 || !mac || !/^[0-9a-z]+$/.test(stamp)) return 'invalid';
    const issuedAt = parseInt(stamp, 36);
    const expected = Buffer.from(this.mac(userId, issuedAt, isActive));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Math.floor(now / 1000) - issuedAt > this.ttlSeconds ? 'expired' : 'valid';
  }
}

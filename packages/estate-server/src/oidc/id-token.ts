import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { refusal } from '../lib/errors.js';

/** Asymmetric algorithms only: a key published in a JWKS can never verify an HMAC-signed token. */
const SIGNING_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/** Seconds of disagreement between our clock and the issuer's that `exp`, `iat` and `nbf` forgive. */
export const CLOCK_TOLERANCE_SECONDS = 60;

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  nonce?: string;
  azp?: string;
}

export interface IdTokenExpectations {
  /** Every `iss` value the issuer is known to use (Google also signs as `accounts.google.com`). */
  issuers: string[];
  clientId: string;
  keys: JWTVerifyGetKey;
  /** The nonce sent in the authorization request, when the caller used one. */
  nonce?: string;
  /** The time to check expiry against; now unless a test says otherwise. */
  now?: Date;
}

export const invalidIdToken = (reason: string) =>
  refusal(401, 'invalid_id_token', { reason }, true);

/** The key set could not be fetched: the issuer's fault, not the token's. */
export class KeySetUnavailable extends Error {}

/** Why jose refused the token, in words a person can act on. */
function reasonFor(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the ID token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'the ID token was issued for another application';
    if (error.claim === 'iss') return 'the ID token comes from another issuer';
    if (error.claim === 'nbf' || error.claim === 'iat') return 'the ID token is not valid yet';
    return `the ID token's "${error.claim}" claim is missing or wrong`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return "the ID token's signature does not verify";
  if (error instanceof errors.JWKSNoMatchingKey) return "the ID token is signed with a key the issuer doesn't publish";
  if (error instanceof errors.JOSEAlgNotAllowed) return 'the ID token is signed with an algorithm this server does not accept';
  return 'the ID token is malformed';
}

/**
 * OpenID Connect Core 3.1.3.7: signature against the issuer's published keys, issuer, audience
 * (and `azp` when several audiences share a token), expiry, and the nonce when one was sent.
 */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuers,
      audience: expected.clientId,
      algorithms: SIGNING_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: expected.now,
    }));
  } catch (error) {
    if (error instanceof KeySetUnavailable) throw error;
    throw invalidIdToken(reasonFor(error));
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== expected.clientId) {
    throw invalidIdToken('the ID token was issued for another application');
  }
  if (expected.nonce !== undefined && payload.nonce !== expected.nonce) {
    throw invalidIdToken('the nonce does not match the one of this sign-in');
  }
  return payload as IdTokenClaims;
}

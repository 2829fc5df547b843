import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { issue, type Issue } from '../lib/errors.js';
import { FrameError } from './chat-frames.js';

/**
 * Images uploaded ahead of their message (`POST /chat/images/`): the upload answers a token that a
 * chat frame then names (`{"image_upload": token, "client_id": ...}`) instead of carrying the image
 * as a data URL. The token is signed with a key derived from the server's JWT secret and binds the
 * stored file to its uploader and to the client id of the message it was uploaded for, so no table
 * records uploads: the signature is the record. A token is good for `CHAT_UPLOAD_TTL_SECONDS`.
 */
export const CHAT_UPLOAD_TTL_SECONDS = 60 * 60;

/** The refusals of a frame naming an uploaded image (`FrameError`s of the chat socket). */
export const UPLOAD_ERRORS = {
  type: issue('chat_upload_type'),
  forged: issue('chat_upload_forged'),
  expired: issue('chat_upload_expired'),
  notYours: issue('chat_upload_not_yours'),
  otherMessage: issue('chat_upload_other_message'),
  withImage: issue('chat_upload_with_image'),
} as const satisfies Record<string, Issue>;

/** What a token says: who uploaded what, for which message, until when. */
export interface UploadClaims {
  /** The uploader's user id. */
  user: number;
  /** The client id of the message the image was uploaded for (lower case). */
  clientId: string;
  /** The stored image's public path, `/media/chat/...`. */
  path: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The key that signs upload tokens: derived from the JWT secret, so an access token's key never signs anything else. */
export const uploadKey = (jwtSecret: string): Buffer => createHash('sha256').update(`estate chat image upload\0${jwtSecret}`).digest();

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A token for `claims`: `base64url(JSON).base64url(HMAC-SHA256)`. */
export function signUpload(key: Buffer, claims: UploadClaims): string {
  const body = Buffer.from(JSON.stringify({ u: claims.user, c: claims.clientId, p: claims.path, e: claims.exp })).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

const PATH = /^\/media\/chat\/[\w./-]+$/;

/**
 * The claims of a token sent by `user` for the message `clientId`, after every check; throws
 * `FrameError` for a token not signed here, expired, of another uploader or of another message.
 */
export function verifyUpload(key: Buffer, token: unknown, user: number, clientId: string | undefined, now = Date.now()): UploadClaims {
  if (typeof token !== 'string' || token.length > 2000) throw new FrameError(UPLOAD_ERRORS.type);
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) throw new FrameError(UPLOAD_ERRORS.forged);
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new FrameError(UPLOAD_ERRORS.forged);
  const raw = JSON.parse(Buffer.from(body, 'base64url').toString()) as { u: number; c: string; p: string; e: number };
  // Signed here, so well formed; checked all the same, as a key leak must not become a path traversal.
  if (!Number.isInteger(raw.u) || typeof raw.c !== 'string' || typeof raw.p !== 'string' || !PATH.test(raw.p) || raw.p.includes('..') || !Number.isInteger(raw.e)) {
    throw new FrameError(UPLOAD_ERRORS.forged);
  }
  if (raw.u !== user) throw new FrameError(UPLOAD_ERRORS.notYours);
  if (raw.e * 1000 <= now) throw new FrameError(UPLOAD_ERRORS.expired);
  if (raw.c !== clientId) throw new FrameError(UPLOAD_ERRORS.otherMessage);
  return { user: raw.u, clientId: raw.c, path: raw.p, exp: raw.e };
}

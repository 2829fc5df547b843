import type { ErrorCode } from '../schemas/error-codes.js';
import { notFound } from './errors.js';

/** What a lookup found, or a 404 refusal with `code` (`reel_not_found`) when it found nothing. */
export async function foundOr404<T>(lookup: Promise<T | null | undefined>, code: ErrorCode): Promise<T> {
  const found = await lookup;
  if (found === null || found === undefined) throw notFound(code);
  return found;
}

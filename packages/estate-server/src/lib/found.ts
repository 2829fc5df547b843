import { notFound } from './errors.js';

/** What a lookup found, or a 404 with `detail` when it found nothing. */
export async function foundOr404<T>(lookup: Promise<T | null | undefined>, detail: string): Promise<T> {
  const found = await lookup;
  if (found === null || found === undefined) throw notFound(detail);
  return found;
}

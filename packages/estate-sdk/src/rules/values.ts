/** Small checks the rules share. None of them touches the DOM: files are recognised by their shape. */

/** The trimmed text of a string; '' for anything else (null, numbers, objects). */
export const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A File or Blob, or anything shaped like one (a `type` string and a `size` number), as React Native and tests pass them. */
export interface FileLike {
  type: string;
  size: number;
  name?: string;
}

export function isFileLike(value: unknown): value is FileLike {
  if (!value || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return typeof file.type === 'string' && typeof file.size === 'number';
}

/** A file whose media type is video/… (spec §5: the clip input accepts video only). */
export const isVideoFile = (value: unknown): value is FileLike => isFileLike(value) && value.type.toLowerCase().startsWith('video/');

/** A file whose media type is image/… (spec §5: photos and chat images accept any image type). */
export const isImageFile = (value: unknown): value is FileLike => isFileLike(value) && value.type.toLowerCase().startsWith('image/');

/** The `accept` attributes of the file inputs. */
export const VIDEO_ACCEPT = 'video/*';
export const IMAGE_ACCEPT = 'image/*';

/** The same shape the server checks: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: unknown): boolean => EMAIL.test(trimmed(value));

/** An absolute http(s) URL, as the server's URL fields take. */
export function isHttpUrl(value: unknown): boolean {
  const text = trimmed(value);
  if (!text) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

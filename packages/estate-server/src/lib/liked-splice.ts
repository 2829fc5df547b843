/**
 * A listing page (or a listing with its related ones) as JSON bytes for one signed-in viewer, made
 * from the bytes stored for no one without copying or serializing the page again: the stored JSON
 * is cut at each listing's `"is_liked":false`, and a viewer's answer is the pieces joined with
 * `true` or `false` for each listing in the order the JSON writes them. A string value cannot hold
 * the marker, as JSON escapes its quotes.
 */

const NOT_LIKED = Buffer.from('"is_liked":false');
const LIKED = Buffer.from('"is_liked":true');

export interface LikeSlots {
  /** The JSON for no one (every listing not liked). */
  json: Buffer;
  /** The JSON around the markers: one more piece than listings. */
  pieces: Buffer[];
  /** The listings' ids, in the order their markers come. */
  ids: number[];
}

/** Cuts `json` at its markers; `ids` are the listings it holds in the order they are written. */
export function likeSlots(json: Buffer, ids: readonly number[]): LikeSlots {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = json.indexOf(NOT_LIKED); at !== -1; at = json.indexOf(NOT_LIKED, from)) {
    pieces.push(json.subarray(from, at));
    from = at + NOT_LIKED.length;
  }
  pieces.push(json.subarray(from));
  if (pieces.length - 1 !== ids.length) {
    throw new Error(`The answer holds ${pieces.length - 1} "is_liked":false for ${ids.length} listings: is_liked must be false for no one, once a listing`);
  }
  return { json, pieces, ids: [...ids] };
}

/** The answer for a viewer who likes `liked`. */
export function withLikes({ json, pieces, ids }: LikeSlots, liked: ReadonlySet<number>): Buffer {
  if (!ids.some((id) => liked.has(id))) return json;
  const all: Buffer[] = [pieces[0]!];
  for (let i = 0; i < ids.length; i++) all.push(liked.has(ids[i]!) ? LIKED : NOT_LIKED, pieces[i + 1]!);
  return Buffer.concat(all);
}

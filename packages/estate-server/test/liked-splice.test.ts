import { describe, expect, it } from 'vitest';
import { likeSlots, withLikes } from '../src/lib/liked-splice.js';

const page = (liked: Record<number, boolean>, description = 'Sunny') =>
  Buffer.from(JSON.stringify({ count: 2, results: [1, 2].map((id) => ({ id, is_liked: liked[id] ?? false, description })) }));

describe('splicing a viewer\u2019s likes into stored JSON', () => {
  it('gives the bytes a serializer would write for that viewer', () => {
    const slots = likeSlots(page({}), [1, 2]);
    expect(withLikes(slots, new Set([2])).toString()).toBe(page({ 2: true }).toString());
    expect(withLikes(slots, new Set([1, 2, 99])).toString()).toBe(page({ 1: true, 2: true }).toString());
    expect(withLikes(slots, new Set([99]))).toBe(slots.json);
  });

  it('is not fooled by the marker inside a string value, which JSON escapes', () => {
    const tricky = '"is_liked":false';
    const slots = likeSlots(page({}, tricky), [1, 2]);
    expect(JSON.parse(withLikes(slots, new Set([1])).toString()).results).toEqual([
      { id: 1, is_liked: true, description: tricky },
      { id: 2, is_liked: false, description: tricky },
    ]);
  });

  it('refuses JSON whose markers do not match the listings named', () => {
    expect(() => likeSlots(page({ 1: true }), [1, 2])).toThrow(/1 "is_liked":false for 2 listings/);
    expect(() => likeSlots(page({}), [1])).toThrow();
  });
});

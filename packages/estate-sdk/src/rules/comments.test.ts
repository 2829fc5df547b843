import { describe, expect, it } from 'vitest';
import { checkComment, checkReply } from './index.js';

describe('checkReply', () => {
  it('sends the trimmed text', () => {
    expect(checkReply({ comment: 12, content: '  Is it still available?  ' })).toEqual({
      ok: true,
      value: { comment: 12, content: 'Is it still available?' },
    });
  });

  it("does not send a blank reply: ok is false with reason 'empty'", () => {
    for (const content of ['', '   \n\t', null, undefined, 42]) {
      expect(checkReply({ comment: 12, content })).toEqual({ ok: false, reason: 'empty', error: 'Please write a reply.' });
    }
  });
});

describe('checkComment', () => {
  it("needs the property id: 'Property ID is missing'", () => {
    for (const post of [undefined, null, Number.NaN]) {
      expect(checkComment({ post, content: 'Nice' })).toEqual({ ok: false, reason: 'missing-post', error: 'Property ID is missing' });
    }
  });

  it('does not send a blank comment and trims the text, with no length limit', () => {
    expect(checkComment({ post: 4, content: '  ' })).toEqual({ ok: false, reason: 'empty', error: 'Please write a comment.' });
    const long = 'x'.repeat(20_000);
    expect(checkComment({ post: 4, content: ` ${long} ` })).toEqual({ ok: true, value: { post: 4, content: long } });
  });
});

import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from '../generated/contract.js';
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
      expect(checkReply({ comment: 12, content })).toEqual({ ok: false, reason: 'empty', error: 'Please write a reply.', fieldErrors: { content: ['Please write a reply.'] } });
    }
  });

  it("refuses a reply over the server's limit, read from the contract", () => {
    const max = FORM_FIELDS.reply.content.maxLength;
    expect(checkReply({ comment: 12, content: ` ${'x'.repeat(max)} ` }).ok).toBe(true);
    const error = `Please keep your reply to ${max} characters or fewer.`;
    expect(checkReply({ comment: 12, content: 'x'.repeat(max + 1) })).toEqual({ ok: false, reason: 'too-long', error, fieldErrors: { content: [error] } });
  });
});

describe('checkComment', () => {
  it("needs the property id: 'Property ID is missing'", () => {
    for (const post of [undefined, null, Number.NaN]) {
      expect(checkComment({ post, content: 'Nice' })).toEqual({ ok: false, reason: 'missing-post', error: 'Property ID is missing' });
    }
  });

  it('does not send a blank comment and trims the text', () => {
    expect(checkComment({ post: 4, content: '  ' })).toEqual({ ok: false, reason: 'empty', error: 'Please write a comment.', fieldErrors: { content: ['Please write a comment.'] } });
    expect(checkComment({ post: 4, content: '  Nice view ' })).toEqual({ ok: true, value: { post: 4, content: 'Nice view' } });
  });

  it("takes the server's limit from the contract: the trimmed text may be that long, not longer", () => {
    const max = FORM_FIELDS.propertyComment.content.maxLength;
    expect(max).toBe(2000);
    const longest = 'x'.repeat(max);
    expect(checkComment({ post: 4, content: ` ${longest} ` })).toEqual({ ok: true, value: { post: 4, content: longest } });
    const error = 'Please keep your comment to 2000 characters or fewer.';
    expect(checkComment({ post: 4, content: `${longest}x` })).toEqual({ ok: false, reason: 'too-long', error, fieldErrors: { content: [error] } });
    expect(checkComment({ post: 4, content: `${longest}x` }, { on: 'clip' })).toMatchObject({ reason: 'too-long' });
    expect(checkComment({ post: 4, content: `${longest}x` }, { messages: { commentTooLong: 'Max {max}!' } })).toMatchObject({ error: 'Max 2000!' });
  });

  it('counts characters as the server does: an emoji is one', () => {
    const max = FORM_FIELDS.propertyComment.content.maxLength;
    expect(checkComment({ post: 4, content: '🏡'.repeat(max) }).ok).toBe(true);
    expect(checkComment({ post: 4, content: '🏡'.repeat(max + 1) }).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { checkComment, checkReply } from './index.js';

describe('checkReply', () => {
  it('sends the trimmed text', () => {
    expect(plain(checkReply({ comment: 12, content: '  Is it still available?  ' }))).toEqual({
      ok: true,
      value: { comment: 12, content: 'Is it still available?' },
    });
  });

  it("does not send a blank reply: ok is false with code 'reply_empty'", () => {
    for (const content of ['', '   \n\t', null, undefined, 42]) {
      expect(plain(checkReply({ comment: 12, content }))).toEqual({ ok: false, code: 'reply_empty', message: 'Please write a reply.', fieldErrors: { content: ['Please write a reply.'] } });
    }
  });

  it("refuses a reply over the server's limit, read from the contract", () => {
    const max = FORM_FIELDS.reply.content.maxLength;
    expect(checkReply({ comment: 12, content: ` ${'x'.repeat(max)} ` }).ok).toBe(true);
    const error = `Please keep your reply to ${max} characters or fewer.`;
    expect(plain(checkReply({ comment: 12, content: 'x'.repeat(max + 1) }))).toEqual({ ok: false, code: 'reply_too_long', message: error, fieldErrors: { content: [error] } });
    const refused = checkReply({ comment: 12, content: 'x'.repeat(max + 1) });
    expect(!refused.ok && refused.error.issues.content).toEqual([{ code: 'reply_too_long', values: { max }, message: error }]);
  });
});

describe('checkComment', () => {
  it("needs the property id: 'Property ID is missing'", () => {
    for (const post of [undefined, null, Number.NaN]) {
      expect(plain(checkComment({ post, content: 'Nice' }))).toEqual({ ok: false, code: 'property_id_missing', message: 'Property ID is missing' });
    }
  });

  it('does not send a blank comment and trims the text', () => {
    expect(plain(checkComment({ post: 4, content: '  ' }))).toEqual({ ok: false, code: 'comment_empty', message: 'Please write a comment.', fieldErrors: { content: ['Please write a comment.'] } });
    expect(plain(checkComment({ post: 4, content: '  Nice view ' }))).toEqual({ ok: true, value: { post: 4, content: 'Nice view' } });
  });

  it("takes the server's limit from the contract: the trimmed text may be that long, not longer", () => {
    const max = FORM_FIELDS.propertyComment.content.maxLength;
    expect(max).toBe(2000);
    const longest = 'x'.repeat(max);
    expect(plain(checkComment({ post: 4, content: ` ${longest} ` }))).toEqual({ ok: true, value: { post: 4, content: longest } });
    const error = 'Please keep your comment to 2000 characters or fewer.';
    expect(plain(checkComment({ post: 4, content: `${longest}x` }))).toEqual({ ok: false, code: 'comment_too_long', message: error, fieldErrors: { content: [error] } });
    expect(plain(checkComment({ post: 4, content: `${longest}x` }, { on: 'clip' }))).toMatchObject({ code: 'comment_too_long' });
    expect(codesOf(checkComment({ post: 4, content: `${longest}x` }))).toEqual({ content: ['comment_too_long'] });
    expect(plain(checkComment({ post: 4, content: `${longest}x` }, { messages: { commentTooLong: 'Max {max}!' } }))).toMatchObject({ message: 'Max 2000!' });
  });

  it('counts characters as the server does: an emoji is one', () => {
    const max = FORM_FIELDS.propertyComment.content.maxLength;
    expect(checkComment({ post: 4, content: '🏡'.repeat(max) }).ok).toBe(true);
    expect(checkComment({ post: 4, content: '🏡'.repeat(max + 1) }).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { checkReview, checkReviewReply, checkReviewReport, checkReviewUpdate } from './index.js';

describe('checkReview', () => {
  it('sends whole stars and the trimmed text', () => {
    expect(plain(checkReview({ rating: 4, content: '  Found us a flat in a week. ' }))).toEqual({ ok: true, value: { rating: 4, content: 'Found us a flat in a week.' } });
  });

  it("wants whole stars within the contract's range and a text, reporting both at once", () => {
    const { minimum, maximum } = FORM_FIELDS.createReview.rating;
    expect([minimum, maximum]).toEqual([1, 5]);
    for (const rating of [0, 6, 3.5, '4', null]) {
      expect(plain(checkReview({ rating, content: 'Good' }))).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { rating: ['Choose a rating from 1 to 5 stars.'] } });
      expect(codesOf(checkReview({ rating, content: 'Good' }))).toEqual({ rating: ['rating_out_of_range'] });
    }
    expect(plain(checkReview({ rating: 0, content: '  ' }))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Rating: Choose a rating from 1 to 5 stars. | Content: Please write your review.',
      fieldErrors: { rating: ['Choose a rating from 1 to 5 stars.'], content: ['Please write your review.'] },
    });
  });

  it("refuses a text over the server's limit, read from the contract, counting an emoji once", () => {
    const max = FORM_FIELDS.createReview.content.maxLength;
    expect(max).toBe(1000);
    expect(checkReview({ rating: 5, content: ` ${'🏡'.repeat(max)} ` }).ok).toBe(true);
    expect(plain(checkReview({ rating: 5, content: 'x'.repeat(max + 1) }))).toMatchObject({ fieldErrors: { content: ['Please keep your review to 1000 characters or fewer.'] } });
    expect(codesOf(checkReview({ rating: 5, content: 'x'.repeat(max + 1) }))).toEqual({ content: ['review_too_long'] });
  });
});

describe('checkReviewUpdate', () => {
  it('checks and sends only the fields given', () => {
    expect(plain(checkReviewUpdate({ content: ' Better now ' }))).toEqual({ ok: true, value: { content: 'Better now' } });
    expect(plain(checkReviewUpdate({ rating: 2 }))).toEqual({ ok: true, value: { rating: 2 } });
    expect(plain(checkReviewUpdate({ rating: 9, content: '' }))).toMatchObject({ ok: false, fieldErrors: { rating: [expect.any(String)], content: ['Please write your review.'] } });
  });
});

describe('checkReviewReply', () => {
  it("sends the trimmed reply; refuses a blank one and one over the contract's limit", () => {
    expect(plain(checkReviewReply({ reply: ' Thank you! ' }))).toEqual({ ok: true, value: { reply: 'Thank you!' } });
    expect(plain(checkReviewReply({ reply: ' ' }))).toEqual({ ok: false, code: 'review_reply_empty', message: 'Please write a reply.', fieldErrors: { reply: ['Please write a reply.'] } });
    const max = FORM_FIELDS.reviewReply.reply.maxLength;
    const error = `Please keep your reply to ${max} characters or fewer.`;
    expect(plain(checkReviewReply({ reply: 'x'.repeat(max + 1) }))).toEqual({ ok: false, code: 'review_reply_too_long', message: error, fieldErrors: { reply: [error] } });
  });
});

describe('checkReviewReport', () => {
  it("takes no reason or one within the contract's limit (500)", () => {
    expect(plain(checkReviewReport({}))).toEqual({ ok: true, value: {} });
    expect(plain(checkReviewReport({ reason: '  ' }))).toEqual({ ok: true, value: {} });
    expect(plain(checkReviewReport({ reason: ' Spam ' }))).toEqual({ ok: true, value: { reason: 'Spam' } });
    const max = FORM_FIELDS.reviewReport.reason.maxLength;
    expect(max).toBe(500);
    expect(plain(checkReviewReport({ reason: 'x'.repeat(max + 1) }))).toMatchObject({ ok: false, code: 'report_reason_too_long', fieldErrors: { reason: ['Please keep the reason to 500 characters or fewer.'] } });
  });
});

import { describe, expect, it } from 'vitest';
import { checkComment } from '../rules/comments.js';
import { toRuleError, valueOrThrow } from '../rules/result.js';
import { registrationErrorMessage } from '../rules/registration.js';
import { EstateError, RuleError } from './errors.js';

describe('RuleError', () => {
  it('is an EstateError of kind invalid whose code is the reason', () => {
    const error = new RuleError('empty', 'Please write a comment.');
    expect(error).toBeInstanceOf(EstateError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RuleError', kind: 'invalid', code: 'empty', reason: 'empty', message: 'Please write a comment.', status: undefined });
    expect(error.fieldErrors).toBeUndefined();
    expect(error.body).toEqual({ detail: 'Please write a comment.', code: 'empty' });
  });

  it("carries field errors in the server's shape, as its body too", () => {
    const error = new RuleError('invalid', 'Email: Enter a valid email address.', { email: ['Enter a valid email address.'], username: [] });
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    expect(error.body).toEqual({ email: ['Enter a valid email address.'] });
    expect(error.code).toBe('invalid');
    // So what reads a server's refusal reads this one the same way.
    expect(registrationErrorMessage(error)).toBe('Email: Enter a valid email address.');
    expect(registrationErrorMessage(new EstateError('x', 'http', 400, { email: ['Enter a valid email address.'] }))).toBe(registrationErrorMessage(error));
  });

  it('is what a failed rule becomes, and a passing rule gives its value', () => {
    const failed = checkComment({ post: 1, content: ' ' });
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(toRuleError(failed)).toMatchObject({ code: 'empty', fieldErrors: { content: ['Please write a comment.'] } });
    expect(() => valueOrThrow(failed)).toThrow(RuleError);
    expect(valueOrThrow(checkComment({ post: 1, content: ' Hi ' }))).toEqual({ post: 1, content: 'Hi' });
  });

  it("keeps the server's code on an EstateError", () => {
    expect(new EstateError('Given token not valid for any token type', 'http', 401, { detail: 'x', code: 'token_not_valid' }).code).toBe('token_not_valid');
  });
});

import { describe, expect, it } from 'vitest';
import { checkComment } from '../rules/comments.js';
import { valueOrThrow } from '../rules/result.js';
import { registrationErrorMessage } from '../rules/registration.js';
import { EstateError, parseErrorCodes, RuleError, settle, toEstateError } from './errors.js';

describe('RuleError', () => {
  it('is an EstateError of kind invalid whose code is the rule’s', () => {
    const error = new RuleError('comment_empty', 'Please write a comment.');
    expect(error).toBeInstanceOf(EstateError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RuleError', kind: 'invalid', code: 'comment_empty', reason: 'comment_empty', message: 'Please write a comment.', status: undefined });
    expect(error.issues).toEqual({});
    expect(error.fieldErrors).toBeUndefined();
    expect(error.body).toEqual({ detail: 'Please write a comment.', code: 'comment_empty' });
  });

  it("carries issues by field in the server's shape, and the server's body", () => {
    const email = { code: 'invalid_email', values: {}, message: 'Enter a valid email address.' };
    const error = new RuleError('invalid', 'Email: Enter a valid email address.', { email: [email], username: [] });
    expect(error.issues).toEqual({ email: [email] });
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    expect(error.body).toEqual({ email: ['Enter a valid email address.'] });
    expect(error.code).toBe('invalid');
    // So what reads a server's refusal reads this one the same way.
    const server = new EstateError('x', 'http', 400, { email: ['Enter a valid email address.'] }, { email: [{ code: 'invalid_email', values: {} }] });
    expect(server.issues).toEqual(error.issues);
    expect(registrationErrorMessage(error)).toBe('Email: Enter a valid email address.');
    expect(registrationErrorMessage(server)).toBe(registrationErrorMessage(error));
  });

  it('is what a failed rule holds, and a passing rule gives its value', () => {
    const failed = checkComment({ post: 1, content: ' ' });
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error).toMatchObject({ code: 'comment_empty', fieldErrors: { content: ['Please write a comment.'] } });
    expect(() => valueOrThrow(failed)).toThrow(RuleError);
    expect(valueOrThrow(checkComment({ post: 1, content: ' Hi ' }))).toEqual({ post: 1, content: 'Hi' });
  });
});

describe('EstateError', () => {
  it("reads a refusal's codes from the header: by field, each message with its code and values", () => {
    const body = { name: ['Ensure this field has no more than 80 characters.'], non_field_errors: ['Choose at least one filter to save a search.'] };
    const codes = parseErrorCodes('{"name":[{"code":"max_length","values":{"max":80}}],"non_field_errors":[{"code":"no_filter","values":{}}]}');
    const error = new EstateError('Name: …', 'http', 400, body, codes);
    expect(error.code).toBe('invalid');
    expect(error.issues).toEqual({
      name: [{ code: 'max_length', values: { max: 80 }, message: 'Ensure this field has no more than 80 characters.' }],
      non_field_errors: [{ code: 'no_filter', values: {}, message: 'Choose at least one filter to save a search.' }],
    });
  });

  it('takes a detail refusal’s code and values from the header, and falls back to the body’s code', () => {
    const held = new EstateError('Your account already has the Agent plan.', 'http', 400, { detail: 'Your account already has the Agent plan.' }, {
      detail: [{ code: 'plan_already_held', values: { plan: 'Agent' } }],
    });
    expect(held).toMatchObject({ code: 'plan_already_held', values: { plan: 'Agent' }, issues: {} });
    expect(new EstateError('x', 'http', 401, { detail: 'x', code: 'token_not_valid' }).code).toBe('token_not_valid');
  });

  it("gives an older server's refusal the code `server`, its texts kept", () => {
    const error = new EstateError('Name: Taken.', 'http', 400, { name: ['Taken.'] });
    expect(error.issues).toEqual({ name: [{ code: 'server', values: {}, message: 'Taken.' }] });
    expect(new EstateError('Nope.', 'http', 403, { detail: 'Nope.' }).code).toBe('server');
    expect(new EstateError('Something went wrong.', 'http', 502, '<html>').code).toBe('generic');
  });

  it('gives a code to every failure that is not an answer', () => {
    expect(new EstateError('x', 'network').code).toBe('network');
    expect(new EstateError('x', 'timeout').code).toBe('timeout');
    expect(new EstateError('x', 'abort').code).toBe('aborted');
    expect(new EstateError('x', 'not-authenticated').code).toBe('not_authenticated');
  });

  it('ignores a header that is not the expected JSON', () => {
    expect(parseErrorCodes('not json')).toBeUndefined();
    expect(parseErrorCodes('[1]')).toBeUndefined();
    expect(parseErrorCodes(null)).toBeUndefined();
    expect(parseErrorCodes('{"a":[{"values":{}},{"code":"required","values":{}}]}')).toEqual({ a: [{ code: 'required', values: {} }] });
  });
});

describe('settle', () => {
  it('turns what an action gives or throws into an ActionResult, never rejecting', async () => {
    expect(await settle(async () => 3)).toEqual({ ok: true, value: 3 });
    const refused = new EstateError('x', 'network');
    expect(await settle(() => Promise.reject(refused))).toEqual({ ok: false, error: refused });
    const bug = new TypeError('undefined is not a function');
    const result = await settle(() => Promise.reject(bug));
    expect(result.ok || result.error).toMatchObject({ code: 'generic', message: 'undefined is not a function', cause: bug });
    expect(toEstateError(refused)).toBe(refused);
  });
});

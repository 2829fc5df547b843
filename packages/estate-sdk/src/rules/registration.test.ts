import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { checkRegistration, fieldErrorsMessage, fieldLabel, registrationErrorMessage } from './index.js';

const complete = {
  username: ' amina ',
  email: ' amina@example.com ',
  password: ' s3cret pass ',
  re_password: ' s3cret pass ',
  first_name: ' Amina ',
  last_name: ' Otieno ',
};

describe('checkRegistration', () => {
  it('requires all six fields, in the order of the form', () => {
    const result = checkRegistration({ username: 'amina', password: '   ' });
    expect(plain(result)).toEqual({
      ok: false,
      code: 'invalid',
      message:
        'Email: This field is required. | Password: This field is required. | Re password: This field is required. | First name: This field is required. | Last name: This field is required.',
      fieldErrors: {
        email: ['This field is required.'],
        password: ['This field is required.'],
        re_password: ['This field is required.'],
        first_name: ['This field is required.'],
        last_name: ['This field is required.'],
      },
    });
  });

  it('wants an e-mail that looks like one', () => {
    expect(plain(checkRegistration({ ...complete, email: 'amina@example' }))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Email: Enter a valid email address.',
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
    expect(codesOf(checkRegistration({ ...complete, email: 'amina@example', username: ' ' }))).toEqual({ username: ['required'], email: ['invalid_email'] });
  });

  it("says 'Passwords do not match!' when the passwords differ", () => {
    expect(plain(checkRegistration({ ...complete, re_password: 'other' }))).toEqual({
      ok: false,
      code: 'passwords_do_not_match',
      message: 'Passwords do not match!',
      fieldErrors: { re_password: ['Passwords do not match!'] },
    });
  });

  it('checks the fields before the passwords', () => {
    expect(plain(checkRegistration({ ...complete, first_name: '', re_password: 'other' }))).toMatchObject({ code: 'invalid' });
  });

  it('trims everything but the passwords', () => {
    expect(plain(checkRegistration(complete))).toEqual({
      ok: true,
      value: {
        username: 'amina',
        email: 'amina@example.com',
        password: ' s3cret pass ',
        re_password: ' s3cret pass ',
        first_name: 'Amina',
        last_name: 'Otieno',
      },
    });
  });
});

describe('registrationErrorMessage', () => {
  it("joins the server's field errors as 'Field: messages' with ' | '", () => {
    expect(
      registrationErrorMessage({
        email: 'Enter a valid email address.',
        password: ['This password is too short.', 'This password is too common.'],
        re_password: 'Passwords do not match!',
      }),
    ).toBe(
      'Email: Enter a valid email address. | Password: This password is too short. This password is too common. | Re password: Passwords do not match!',
    );
  });

  it('reads the body off an error that carries one', () => {
    const error = Object.assign(new Error('Bad Request'), { body: { username: ['A user with that username already exists.'] } });
    expect(registrationErrorMessage(error)).toBe('Username: A user with that username already exists.');
  });

  it("falls back to 'Registration failed. Please check your details.'", () => {
    for (const body of [undefined, null, 'oops', [], {}, { email: [] }, { email: 3 }, new Error('x')]) {
      expect(registrationErrorMessage(body)).toBe('Registration failed. Please check your details.');
    }
    expect(registrationErrorMessage(null, { messages: { registrationFailed: 'Échec' } })).toBe('Échec');
  });

  it('shows non-field errors and a detail without a label', () => {
    expect(registrationErrorMessage({ non_field_errors: ['Unable to register.'] })).toBe('Unable to register.');
    expect(registrationErrorMessage({ detail: 'Request was throttled.' })).toBe('Request was throttled.');
  });
});

describe('fieldErrorsMessage', () => {
  it('reads snake_case and dotted names as words', () => {
    expect(fieldLabel('re_password')).toBe('Re password');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('order_data.email')).toBe('Order data email');
    expect(fieldErrorsMessage({ 'order_data.email': ['Invalid email address. Please update your profile.'] })).toBe(
      'Order data email: Invalid email address. Please update your profile.',
    );
  });

  it('takes a single string and nested objects of messages', () => {
    expect(fieldErrorsMessage({ email: 'Taken.', order_data: { email: ['Bad.'] } })).toBe('Email: Taken. | Order data: Bad.');
    expect(fieldErrorsMessage({})).toBeUndefined();
  });
});

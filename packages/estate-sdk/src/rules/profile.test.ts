import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS, GENDERS } from '../generated/contract.js';
import { checkProfileSave } from './index.js';

const NEEDS_AUTH = 'User must be authenticated and userProfile must exist!';
const context = { authenticated: true, profile: { id: 5 } };

describe('checkProfileSave', () => {
  it(`needs an authenticated user and a loaded profile: '${NEEDS_AUTH}'`, () => {
    const failure = { ok: false, code: 'profile_needs_auth', message: NEEDS_AUTH };
    expect(plain(checkProfileSave({}, { authenticated: false, profile: { id: 5 } }))).toEqual(failure);
    expect(plain(checkProfileSave({}, { authenticated: true, profile: null }))).toEqual(failure);
    expect(plain(checkProfileSave({}, { authenticated: true, profile: undefined }))).toEqual(failure);
  });

  it('wants each social link empty or an http(s) URL', () => {
    expect(plain(checkProfileSave({ facebook_url: 'facebook.com/amina', threads_url: 'javascript:alert(1)', twitter_url: '' }, context))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Facebook url: Enter a valid URL. | Threads url: Enter a valid URL.',
      fieldErrors: { facebook_url: ['Enter a valid URL.'], threads_url: ['Enter a valid URL.'] },
    });
    expect(codesOf(checkProfileSave({ facebook_url: 'facebook.com/amina' }, context))).toEqual({ facebook_url: ['invalid_url'] });
  });

  it("wants a gender of the contract's, in any case, and sends it as the server writes it", () => {
    for (const gender of GENDERS) {
      expect(plain(checkProfileSave({ gender: gender.toUpperCase() }, context))).toMatchObject({ ok: true, value: { payload: { gender } } });
    }
    expect(plain(checkProfileSave({ gender: 'Robot' }, context))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Gender: "Robot" is not a valid choice.',
      fieldErrors: { gender: ['"Robot" is not a valid choice.'] },
    });
  });

  it("keeps every field within the server's limits (the contract's), reporting them all at once", () => {
    const limits = FORM_FIELDS.updateProfile;
    const at = { about_me: 'a'.repeat(limits.about_me.maxLength), license: 'l'.repeat(limits.license.maxLength), city: 'c'.repeat(limits.city.maxLength) };
    expect(checkProfileSave(at, context).ok).toBe(true);
    const photo = { type: 'image/png', size: limits.profile_photo.maxBytes + 1, name: 'me.png' };
    const result = checkProfileSave({ about_me: `${at.about_me}!`, license: `${at.license}!`, city: ` ${at.city} `, profile_photo: photo }, context);
    expect(plain(result)).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        about_me: [`Ensure this field has no more than ${limits.about_me.maxLength} characters.`],
        license: [`Ensure this field has no more than ${limits.license.maxLength} characters.`],
        profile_photo: ['This file is larger than the 8 MB limit.'],
      },
    });
    expect(!result.ok && Object.keys(result.error.fieldErrors!)).not.toContain('city');
  });

  it('trims the text, keeps only the given fields and names the profile to update', () => {
    const photo = new File(['p'], 'me.png', { type: 'image/png' });
    expect(
      checkProfileSave(
        {
          about_me: '  Agent in Nairobi ',
          city: null,
          country: 'ke',
          instagram_url: ' https://instagram.com/amina ',
          twitter_url: '  ',
          is_buyer: true,
          is_agent: null,
          profile_photo: photo,
        },
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        profileId: 5,
        payload: { about_me: 'Agent in Nairobi', country: 'KE', instagram_url: 'https://instagram.com/amina', twitter_url: '', is_buyer: true, profile_photo: photo },
      },
    });
  });
});

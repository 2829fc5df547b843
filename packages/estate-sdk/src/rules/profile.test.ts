import { describe, expect, it } from 'vitest';
import { checkProfileSave } from './index.js';

const NEEDS_AUTH = 'User must be authenticated and userProfile must exist!';
const context = { authenticated: true, profile: { id: 5 } };

describe('checkProfileSave', () => {
  it(`needs an authenticated user and a loaded profile: '${NEEDS_AUTH}'`, () => {
    const failure = { ok: false, reason: 'not-authenticated', error: NEEDS_AUTH };
    expect(checkProfileSave({}, { authenticated: false, profile: { id: 5 } })).toEqual(failure);
    expect(checkProfileSave({}, { authenticated: true, profile: null })).toEqual(failure);
    expect(checkProfileSave({}, { authenticated: true, profile: undefined })).toEqual(failure);
  });

  it('wants each social link empty or an http(s) URL', () => {
    expect(checkProfileSave({ facebook_url: 'facebook.com/amina', threads_url: 'javascript:alert(1)', twitter_url: '' }, context)).toEqual({
      ok: false,
      reason: 'invalid-url',
      error: 'Facebook url: Enter a valid URL. | Threads url: Enter a valid URL.',
      fieldErrors: { facebook_url: 'Enter a valid URL.', threads_url: 'Enter a valid URL.' },
    });
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

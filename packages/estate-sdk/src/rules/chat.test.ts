import { describe, expect, it } from 'vitest';
import { checkChatSend } from './index.js';

const partner = { username: 'grace' };
const profile = { username: 'amina' };

describe('checkChatSend', () => {
  it('gives the frame to send, text trimmed', () => {
    expect(checkChatSend({ connected: true, text: '  Hello Grace  ', partner, profile })).toEqual({
      ok: true,
      value: { message: 'Hello Grace', sender_username: 'amina', receiver_username: 'grace' },
    });
  });

  it('sends an image data URL without text', () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect(checkChatSend({ connected: true, text: '', image, partner, profile })).toEqual({
      ok: true,
      value: { image, sender_username: 'amina', receiver_username: 'grace' },
    });
    expect(checkChatSend({ connected: true, text: ' ', image: 'https://x/y.png', partner, profile })).toMatchObject({ ok: false, missing: ['text'] });
  });

  it('says which of connection, text, partner and profile is missing, in that order', () => {
    expect(checkChatSend({ connected: false, text: '  ', partner: null, profile: undefined })).toEqual({
      ok: false,
      reason: 'connection',
      error: 'Chat is not connected yet. Please try again in a moment.',
      missing: ['connection', 'text', 'partner', 'profile'],
    });
    expect(checkChatSend({ connected: true, text: '\n', partner, profile })).toEqual({
      ok: false,
      reason: 'text',
      error: 'Please type a message.',
      missing: ['text'],
    });
    expect(checkChatSend({ connected: true, text: 'hi', partner: { username: '' }, profile })).toEqual({
      ok: false,
      reason: 'partner',
      error: 'Please select a conversation first.',
      missing: ['partner'],
    });
    expect(checkChatSend({ connected: true, text: 'hi', partner, profile: null })).toEqual({
      ok: false,
      reason: 'profile',
      error: 'Please wait while we fetch your profile data.',
      missing: ['profile'],
    });
  });
});

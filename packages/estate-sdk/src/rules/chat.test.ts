import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { CHAT_MESSAGE_MAX_LENGTH } from '../generated/contract.js';
import { canDeleteChatMessage, canEditChatMessage, checkChatEdit, checkChatSend } from './index.js';

const partner = { username: 'grace' };
const profile = { username: 'amina' };

describe('checkChatSend', () => {
  it('gives the frame to send, text trimmed', () => {
    expect(plain(checkChatSend({ connected: true, text: '  Hello Grace  ', partner, profile }))).toEqual({
      ok: true,
      value: { message: 'Hello Grace', sender_username: 'amina', receiver_username: 'grace' },
    });
  });

  it('sends an image data URL without text', () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect(plain(checkChatSend({ connected: true, text: '', image, partner, profile }))).toEqual({
      ok: true,
      value: { image, sender_username: 'amina', receiver_username: 'grace' },
    });
    expect(plain(checkChatSend({ connected: true, text: ' ', image: 'https://x/y.png', partner, profile }))).toMatchObject({ ok: false, missing: ['text'] });
  });

  it('says which of connection, text, partner and profile is missing, in that order', () => {
    expect(plain(checkChatSend({ connected: false, text: '  ', partner: null, profile: undefined }))).toEqual({
      ok: false,
      code: 'not_connected',
      message: 'Chat is not connected yet. Please try again in a moment.',
      missing: ['connection', 'text', 'partner', 'profile'],
    });
    expect(plain(checkChatSend({ connected: true, text: '\n', partner, profile }))).toEqual({
      ok: false,
      code: 'message_empty',
      message: 'Please type a message.',
      missing: ['text'],
    });
    expect(plain(checkChatSend({ connected: true, text: 'hi', partner: { username: '' }, profile }))).toEqual({
      ok: false,
      code: 'no_partner',
      message: 'Please select a conversation first.',
      missing: ['partner'],
    });
    expect(plain(checkChatSend({ connected: true, text: 'hi', partner, profile: null }))).toEqual({
      ok: false,
      code: 'profile_loading',
      message: 'Please wait while we fetch your profile data.',
      missing: ['profile'],
    });
  });

  it("refuses a text over the server's limit (the contract's CHAT_MESSAGE_MAX_LENGTH) once nothing is missing", () => {
    expect(checkChatSend({ connected: true, text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH), partner, profile }).ok).toBe(true);
    const error = `Please keep your message to ${CHAT_MESSAGE_MAX_LENGTH} characters or fewer.`;
    expect(plain(checkChatSend({ connected: true, text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), partner, profile }))).toEqual({
      ok: false,
      code: 'message_too_long',
      message: error,
      fieldErrors: { message: [error] },
      missing: [],
    });
    expect(plain(checkChatSend({ connected: false, text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), partner, profile }))).toMatchObject({ code: 'not_connected' });
    expect(codesOf(checkChatSend({ connected: true, text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), partner, profile }))).toEqual({ message: ['message_too_long'] });
  });
});

describe('checkChatEdit, canEditChatMessage, canDeleteChatMessage', () => {
  it('takes a trimmed text within the limit', () => {
    expect(plain(checkChatEdit('  Saturday, then  '))).toEqual({ ok: true, value: { message: 'Saturday, then' } });
    expect(plain(checkChatEdit('   '))).toMatchObject({ ok: false, code: 'message_empty' });
    expect(codesOf(checkChatEdit('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)))).toEqual({ message: ['message_too_long'] });
  });

  it('offers Edit on my own text for 15 minutes, and Delete on my own message until it is deleted', () => {
    const sent = { sender_username: 'Amina', message: 'Hello', created_at: '2025-03-01T09:00:00.000Z', deleted_at: null };
    const after = (minutes: number) => Date.parse(sent.created_at) + minutes * 60_000;
    expect(canEditChatMessage(sent, 'amina', after(14))).toBe(true);
    expect(canEditChatMessage(sent, 'amina', after(15))).toBe(false);
    expect(canEditChatMessage(sent, 'grace', after(1))).toBe(false);
    expect(canEditChatMessage({ ...sent, message: null }, 'amina', after(1))).toBe(false);
    expect(canEditChatMessage({ ...sent, deleted_at: sent.created_at }, 'amina', after(1))).toBe(false);
    expect(canEditChatMessage(sent, null, after(1))).toBe(false);
    expect(canDeleteChatMessage(sent, 'amina')).toBe(true);
    expect(canDeleteChatMessage(sent, 'grace')).toBe(false);
    expect(canDeleteChatMessage({ ...sent, deleted_at: sent.created_at }, 'amina')).toBe(false);
  });
});

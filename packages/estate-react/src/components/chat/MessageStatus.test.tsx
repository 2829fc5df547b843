import type { ChatListMessage, ErrorIssue } from '@estate/sdk';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { englishMessages } from '../../messages/index.js';
import { MessageStatus } from './MessageStatus.js';
import { refusalText } from './refusal-wording.js';

afterEach(cleanup);

const CLIENT_ID = '5c7f2a9d-8e44-4b1a-a0c6-2f1e9b7d3c02';
/** A refusal as the SDK keeps it from the server's frame: its code and values, and its English. */
const refusal = (code: string, values: ErrorIssue['values'], message: string): ErrorIssue => ({ code, values, message });
const refused = (reason: ErrorIssue | null): ChatListMessage => ({
  client_id: CLIENT_ID, message: 'Hello', image: null, sender_username: 'amina', receiver_username: 'grace',
  created_at: '2026-11-22T09:14:00.000Z', status: 'failed', failure: reason?.message ?? null, refusal: reason,
});

describe("a refused message's reason, in the user's words, by its code", () => {
  // The codes and values of the server's refusal frames (packages/estate-server/docs/chat.md, 'An error').
  it.each([
    [refusal('chat_message_too_long', { max: 4000 }, 'Ensure the message has no more than 4000 characters.'), 'Not sent: Please keep your message to 4000 characters or fewer.'],
    [refusal('chat_message_blank', {}, 'The message may not be blank.'), 'Not sent: Please type a message.'],
    [refusal('chat_image_too_large', { size: '8 MB' }, 'The image is larger than the 8 MB limit.'), 'Not sent: This file is larger than the 8 MB limit.'],
    [refusal('too_many_pixels', { side: 20000 }, 'The image is too large: at most 20000 × 20000 pixels.'), 'Not sent: The image is too large: at most 20000 × 20000 pixels.'],
    [refusal('invalid_image', {}, 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.'), 'Not sent: Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    [refusal('chat_image_format', {}, 'image must be a base64 data URL, such as data:image/png;base64,....'), 'Not sent: Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    [refusal('chat_reply_to_unknown', {}, 'reply_to must be the id of a message in this conversation.'), 'Not sent: The message you replied to is no longer in this conversation.'],
    // Any other code the catalogues know: its own text.
    [refusal('chat_upload_expired', {}, 'The uploaded image has expired; upload it again.'), 'Not sent: The uploaded image has expired; upload it again.'],
    // The text counts for nothing: a code, and its values, are what is worded.
    [refusal('chat_message_too_long', { max: 2000 }, 'Something the server says now.'), 'Not sent: Please keep your message to 2000 characters or fewer.'],
    [null, 'Not sent: Something went wrong. Please try again.'],
  ])('%j', (reason, shown) => {
    render(<MessageStatus message={refused(reason)} />);
    expect(screen.getByRole('status').textContent).toBe(shown);
  });

  it('is translated: French and Swahili never show the English reason', () => {
    // The provider has a status region of its own (the toaster): the refusal is read by its data-status.
    const shown = (locale: 'fr' | 'sw', reason: ErrorIssue) =>
      render(<EstateUIProvider locale={locale} theme="light"><MessageStatus message={refused(reason)} /></EstateUIProvider>).container.querySelector('[data-status="failed"]')?.textContent;
    expect(shown('fr', refusal('chat_message_too_long', { max: 4000 }, 'Ensure the message has no more than 4000 characters.'))).toBe('Non envoyé : Votre message ne doit pas dépasser 4000 caractères.');
    cleanup();
    expect(shown('sw', refusal('chat_reply_to_unknown', {}, 'reply_to must be the id of a message in this conversation.'))).toBe('Haijatumwa: Ujumbe unaoujibu haupo tena kwenye mazungumzo haya.');
    cleanup();
    expect(shown('fr', refusal('chat_upload_expired', {}, 'The uploaded image has expired; upload it again.'))).toBe('Non envoyé : L’image envoyée a expiré ; envoyez-la à nouveau.');
    cleanup();
    expect(shown('sw', refusal('too_many_pixels', { side: 20000 }, 'The image is too large: at most 20000 × 20000 pixels.'))).toBe('Haijatumwa: Picha ni kubwa mno: isizidi pikseli 20000 × 20000.');
  });

  it('keeps Retry and Delete, each naming the message', () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    render(<MessageStatus message={refused(refusal('chat_message_blank', {}, 'The message may not be blank.'))} onRetry={onRetry} onDiscard={onDiscard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onRetry).toHaveBeenCalledWith(CLIENT_ID);
    expect(onDiscard).toHaveBeenCalledWith(CLIENT_ID);
  });

  it('words a code it does not know, or none (a server older than the codes), as the generic one, never the English', () => {
    const generic = englishMessages.generic;
    expect(refusalText(englishMessages, refusal('chat_new_refusal', {}, 'A new refusal.'))).toBe(generic);
    // What the SDK keeps of a frame without a code.
    expect(refusalText(englishMessages, refusal('server', {}, 'reply_to must be the id of a message in this conversation.'))).toBe(generic);
    expect(refusalText(englishMessages, null)).toBe(generic);
  });
});

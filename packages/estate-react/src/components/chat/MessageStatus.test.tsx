import type { ChatListMessage } from '@estate/sdk';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { MessageStatus } from './MessageStatus.js';
import { refusalWording } from './refusal-wording.js';

afterEach(cleanup);

const CLIENT_ID = '5c7f2a9d-8e44-4b1a-a0c6-2f1e9b7d3c02';
const refused = (failure: string | null): ChatListMessage => ({
  client_id: CLIENT_ID, message: 'Hello', image: null, sender_username: 'amina', receiver_username: 'grace',
  created_at: '2026-11-22T09:14:00.000Z', status: 'failed', failure,
});

describe("a refused message's reason, in the user's words", () => {
  // The server's English, from the refusal table of packages/estate-server/docs/chat.md.
  it.each([
    ['Ensure the message has no more than 4000 characters.', 'Not sent: Please keep your message to 4000 characters or fewer.'],
    ['The message may not be blank.', 'Not sent: Please type a message.'],
    ['The image is larger than the 8 MB limit.', 'Not sent: This file is larger than the 8 MB limit.'],
    ['The image is too large: at most 8000 × 8000 pixels.', 'Not sent: The image is too large: at most 8000 × 8000 pixels.'],
    ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.', 'Not sent: Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    ['image must be a base64 data URL, such as data:image/png;base64,....', 'Not sent: Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    ['reply_to must be the id of a message in this conversation.', 'Not sent: The message you replied to is no longer in this conversation.'],
    ['You can only send messages as yourself.', 'Not sent: Something went wrong. Please try again.'],
    [null, 'Not sent: Something went wrong. Please try again.'],
  ])('%s', (failure, shown) => {
    render(<MessageStatus message={refused(failure)} />);
    expect(screen.getByRole('status').textContent).toBe(shown);
  });

  it('is translated: French and Swahili never show the English reason', () => {
    const failure = 'Ensure the message has no more than 4000 characters.';
    // The provider has a status region of its own (the toaster): the refusal is read by its data-status.
    const shown = (locale: 'fr' | 'sw', failure: string) =>
      render(<EstateUIProvider locale={locale} theme="light"><MessageStatus message={refused(failure)} /></EstateUIProvider>).container.querySelector('[data-status="failed"]')?.textContent;
    expect(shown('fr', failure)).toBe('Non envoyé : Votre message ne doit pas dépasser 4000 caractères.');
    cleanup();
    expect(shown('sw', 'reply_to must be the id of a message in this conversation.')).toBe('Haijatumwa: Ujumbe unaoujibu haupo tena kwenye mazungumzo haya.');
  });

  it('keeps Retry and Delete, each naming the message', () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    render(<MessageStatus message={refused('The message may not be blank.')} onRetry={onRetry} onDiscard={onDiscard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onRetry).toHaveBeenCalledWith(CLIENT_ID);
    expect(onDiscard).toHaveBeenCalledWith(CLIENT_ID);
  });

  it('words a refusal it does not know as the generic one', () => {
    expect(refusalWording('A new refusal.')).toEqual({ key: 'generic' });
  });
});

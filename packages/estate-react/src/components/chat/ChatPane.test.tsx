import type { ChatMessage, Page } from '@estate/sdk';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatPartners } from '../../storybook/fixtures.js';
import { offlineClient } from '../../testing/offline-client.js';
import { ChatPane } from './ChatPane.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const grace = chatPartners[0]!;
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A member's access token the session accepts (nothing here reaches a server). */
const token = `${base64url({ alg: 'HS256' })}.${base64url({ user_id: 7, is_guest: false, exp: 4102444800 })}.signature`;

/** A socket that stays connecting: these tests are about the history call, not the live connection. */
class QuietSocket {
  readonly readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

describe('ChatPane', () => {
  it("shows why the history failed to load, with a Retry that loads it, never 'No messages yet.'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the CORS hint: the offline client is on another origin
    const { client, wrapper } = offlineClient();
    client.session.set({ access: token, refresh: token, isGuest: false });
    // The first load goes to the address where no server listens and fails; the retry is answered.
    const real = client.chat.messages;
    const page: Page<ChatMessage> = { count: chatMessages.length, next: null, previous: null, results: chatMessages };
    const messages = vi.spyOn(client.chat, 'messages').mockImplementationOnce(real).mockResolvedValueOnce(page);
    render(<ChatPane agent={grace.username} showConversationList={false} chatOptions={{ WebSocket: QuietSocket }} />, { wrapper });

    const log = screen.getByRole('log');
    const alert = await within(log).findByRole('alert');
    expect(alert.textContent).toMatch(/Could not reach the server|Network error/);
    expect(screen.queryByText('No messages yet.')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(log).findByText(chatMessages.at(-1)!.message!)).toBeTruthy();
    expect(within(log).queryByRole('alert')).toBeNull();
    expect(messages).toHaveBeenCalledTimes(2);
  });
});

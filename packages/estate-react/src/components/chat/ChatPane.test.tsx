import type { ChatMessage, Page } from '@estate/sdk';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatPartners } from '../../storybook/fixtures.js';
import { OFFLINE_API, offlineClient } from '../../testing/offline-client.js';
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

describe('ChatPane for a guest or a visitor: the sign-in, in the pane', () => {
  /** The pair a host's sign-in to this API gives (decodable, not expired: adopt takes it without a request). */
  const pair = {
    access: `${base64url({ alg: 'HS256' })}.${base64url({ token_type: 'access', user_id: 7, is_guest: false, exp: 4102444800 })}.signature`,
    refresh: `${base64url({ alg: 'HS256' })}.${base64url({ token_type: 'refresh', user_id: 7, is_guest: false, exp: 4102444800 })}.signature`,
  };

  it("offers the kit's LoginForm under a heading, and Create account on the marketplace (another origin here) in a new tab", () => {
    const { wrapper } = offlineClient();
    render(<ChatPane />, { wrapper });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to chat' })).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Sign in to chat' });
    expect(within(form).getByLabelText('Email address')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    const register = within(form).getByRole('link', { name: 'Create account' });
    // The offline client's API is on another origin than the page (jsdom's): the marketplace is there.
    expect(register.getAttribute('href')).toBe(`${OFFLINE_API}/register`);
    expect(register.getAttribute('target')).toBe('_blank');
    expect(register.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("puts the host's renderSignIn in the form's place (it wins over onSignInRequest), without the kit's register link", () => {
    const { wrapper } = offlineClient();
    const request = vi.fn();
    render(<ChatPane renderSignIn={() => <button type="button">Sign in with Agency ID</button>} onSignInRequest={request} />, { wrapper });
    expect(screen.getByRole('heading', { name: 'Sign in to chat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Agency ID' })).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it("with onSignInRequest, a 'Sign in' button that calls the host's auth; once the host adopts its tokens the chat shows, without a reload", async () => {
    const { client, wrapper } = offlineClient();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the CORS hint of the offline client's history call
    const request = vi.fn(() => void client.session.adopt(pair));
    render(<ChatPane agent={grace.username} showConversationList={false} onSignInRequest={request} chatOptions={{ WebSocket: QuietSocket }} />, { wrapper });
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('log')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in to chat' })).toBeNull();
  });

  it("shows the kit's form to a guest too (a guest's session cannot chat), and the chat once the session is a member's", async () => {
    const { client, wrapper } = offlineClient();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const guest = `${base64url({ alg: 'HS256' })}.${base64url({ user_id: 8, is_guest: true, exp: 4102444800 })}.signature`;
    client.session.set({ access: guest, refresh: guest, isGuest: true });
    render(<ChatPane agent={grace.username} showConversationList={false} chatOptions={{ WebSocket: QuietSocket }} />, { wrapper });
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    await act(() => client.session.adopt(pair));
    expect(await screen.findByRole('log')).toBeTruthy();
  });
});

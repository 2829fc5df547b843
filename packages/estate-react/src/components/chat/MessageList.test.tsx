import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { longThread } from '../../storybook/chat-thread.js';
import { chatMessages, chatPartners, myProfile } from '../../storybook/fixtures.js';
import { MessageList } from './MessageList.js';

afterEach(cleanup);

const me = myProfile.username;
const grace = chatPartners[0]!;
const now = new Date('2026-11-22T10:00:00.000Z');
const rowsOf = (container: HTMLElement) => container.querySelectorAll('.est-chat-row');
const bubblesOf = (container: HTMLElement) => container.querySelectorAll('.est-chat-bubble');

describe('MessageList', () => {
  it('draws only the rows near the end of a 10,000-message thread, the newest included', () => {
    const thread = longThread(me, grace.username);
    const { container } = render(<MessageList messages={thread} me={me} partnerName={grace.full_name} now={now} />);
    const rows = rowsOf(container).length;
    expect(rows).toBeGreaterThan(3);
    // The visible part (800 px before layout) plus 600 px either side: a few dozen rows at most.
    expect(rows).toBeLessThan(60);
    expect(bubblesOf(container).length).toBeLessThan(120);
    expect(Array.from(bubblesOf(container)).at(-1)!.textContent).toBe(thread.at(-1)!.message);
    // The oldest ones are not in the DOM (message 11 is the first with a number in its text).
    expect(screen.queryByText(/\(#11\)$/)).toBeNull();
    // What is not drawn is stood in for by padding, so the scroll height is the whole thread's.
    const list = container.querySelector<HTMLElement>('.est-chat-rows')!;
    expect(Number.parseFloat(list.style.paddingTop)).toBeGreaterThan(100_000);
  });

  it('stays bounded as messages arrive, drawing the newest', () => {
    const thread = longThread(me, grace.username, 2000);
    const { container, rerender } = render(<MessageList messages={thread} me={me} partnerName={grace.full_name} now={now} />);
    const next = { ...thread.at(-1)!, id: 2001, message: 'One more thing: is the water supply reliable?', created_at: '2026-11-22T09:50:00.000Z' };
    act(() => rerender(<MessageList messages={[...thread, next]} me={me} partnerName={grace.full_name} now={now} />));
    expect(screen.getByText(next.message)).toBeTruthy();
    expect(rowsOf(container).length).toBeLessThan(60);
  });

  it("shows 'Seen' under my last message the partner has read, and not once they have replied", () => {
    // Messages 1 and 3 are mine; 2 and 4 are Grace's.
    const mineLast = [...chatMessages.slice(0, 3)];
    const { rerender } = render(<MessageList messages={mineLast} me={me} partnerName={grace.full_name} now={now} seenId={3} />);
    expect(screen.getByTestId('chat-seen').textContent).toContain('Seen');
    rerender(<MessageList messages={mineLast} me={me} partnerName={grace.full_name} now={now} seenId={2} />);
    expect(screen.queryByTestId('chat-seen')).toBeNull();
    rerender(<MessageList messages={chatMessages} me={me} partnerName={grace.full_name} now={now} seenId={3} />);
    expect(screen.queryByTestId('chat-seen')).toBeNull();
  });

  it("shows a history that failed to load as an error with Try again, not 'No messages yet.'", () => {
    const onRetry = vi.fn();
    const { rerender } = render(<MessageList messages={[]} me={me} partnerName="Grace" now={now} error="Network error. Please check your connection and try again." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Network error. Please check your connection and try again.');
    expect(screen.queryByText('No messages yet.')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // While the retry loads: skeletons, no error.
    rerender(<MessageList messages={[]} me={me} partnerName="Grace" now={now} loading error="Network error." onRetry={onRetry} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<MessageList messages={[]} me={me} partnerName="Grace" now={now} />);
    expect(screen.getByText('No messages yet.')).toBeTruthy();
  });

  it('shows an older page that failed as an error with Try again in place of Load older, the messages kept', () => {
    const onRetry = vi.fn();
    render(<MessageList messages={chatMessages} me={me} partnerName="Grace" now={now} hasOlder onLoadOlder={vi.fn()} error="The request timed out. Please try again." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The request timed out. Please try again.');
    expect(screen.getByText(chatMessages.at(-1)!.message!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the partner typing as a status, with the name for screen readers', () => {
    const { rerender } = render(<MessageList messages={chatMessages} me={me} partnerName="Grace" now={now} partnerTyping />);
    expect(screen.getByRole('status').textContent).toContain('Grace is typing…');
    rerender(<MessageList messages={chatMessages} me={me} partnerName="Grace" now={now} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

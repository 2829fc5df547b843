import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatPartners, myProfile, warnedChatMessages } from '../../storybook/fixtures.js';
import { MessageBubble } from './MessageBubble.js';
import { MessageList } from './MessageList.js';

afterEach(cleanup);

const me = myProfile.username;
const sender = chatPartners[1]!;
const now = new Date('2026-11-22T10:00:00.000Z');
const [question, feeRequest, , offPlatform] = warnedChatMessages;
const bubble = (message: (typeof warnedChatMessages)[number], own: boolean, onReportMessage?: (m: typeof message) => void) => (
  <MessageBubble message={message} own={own} position="single" senderName={sender.full_name ?? sender.username} time="9:05" imageUrl={null} onOpenImage={() => undefined} onReportMessage={onReportMessage} />
);

describe('the scam notice under a chat message', () => {
  it('words a payment request, names the message on Report, and reports it', () => {
    const onReport = vi.fn();
    render(bubble(feeRequest!, false, onReport));
    const note = screen.getByRole('note', { name: 'Safety tip about this message' });
    expect(note.textContent).toContain('Be careful: never pay a deposit or viewing fee before you have seen the property and met the agent.');
    const report = within(note).getByRole('button', { name: /^Report the message from .+: “Yes it is\. The viewing fee is KES 1,000/ });
    fireEvent.click(report);
    expect(onReport).toHaveBeenCalledWith(feeRequest);
  });

  it('words a move off the platform', () => {
    render(bubble(offPlatform!, false, vi.fn()));
    expect(screen.getByRole('note').textContent).toContain('keep the conversation here until you have seen the property');
  });

  it('has three tips behind a disclosure', () => {
    render(bubble(feeRequest!, false));
    const details = screen.getByText('Learn how to stay safe').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getAllByRole('listitem')).toHaveLength(3);
  });

  it('hides Report when no handler is given', () => {
    render(bubble(feeRequest!, false));
    expect(within(screen.getByRole('note')).queryByRole('button')).toBeNull();
  });

  it('never shows on my own message, nor on a clean one', () => {
    render(
      <>
        {bubble(feeRequest!, true, vi.fn())}
        {bubble(question!, false, vi.fn())}
      </>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('comes through the list, and the report handler with it', () => {
    const onReport = vi.fn();
    render(<MessageList messages={warnedChatMessages} me={me} partnerName={sender.full_name ?? sender.username} now={now} onReportMessage={onReport} />);
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(2);
    fireEvent.click(within(notes[1]!).getByRole('button', { name: /^Report the message/ }));
    expect(onReport).toHaveBeenCalledWith(offPlatform);
  });
});

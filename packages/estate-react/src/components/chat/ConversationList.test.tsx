import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatPartners, myProfile } from '../../storybook/fixtures.js';
import { ConversationList } from './ConversationList.js';

afterEach(cleanup);

describe('ConversationList', () => {
  it('badges the conversations with unread messages, except the open one', () => {
    const conversations = chatPartners.map((partner, index) => ({ ...partner, unread_count: [0, 3, 120, 0][index]! }));
    render(
      <ConversationList
        conversations={conversations}
        me={myProfile.username}
        activeUsername={chatPartners[2]!.username}
        onSelect={vi.fn()}
        onStartChat={vi.fn()}
        now={new Date('2026-11-22T10:00:00.000Z')}
      />,
    );
    const item = (index: number) => screen.getByRole('button', { name: new RegExp(chatPartners[index]!.full_name) });
    expect(within(item(1)).getByLabelText('3 unread').textContent).toBe('3');
    expect(item(1).hasAttribute('data-unread')).toBe(true);
    // The open conversation is being read.
    expect(within(item(2)).queryByLabelText(/unread/)).toBeNull();
    expect(within(item(0)).queryByLabelText(/unread/)).toBeNull();
  });

  it('caps a large count at 99+', () => {
    render(
      <ConversationList
        conversations={[{ ...chatPartners[0]!, unread_count: 250 }]}
        me={myProfile.username}
        activeUsername={null}
        onSelect={vi.fn()}
        onStartChat={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('250 unread').textContent).toBe('99+');
  });
});

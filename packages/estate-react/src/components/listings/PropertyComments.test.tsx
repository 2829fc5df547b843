import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { comments } from '../../storybook/fixtures.js';
import type { ActionResult } from '@estate/sdk';
import { actionDone, fieldRefusal } from '../shared/action-results.js';
import { CommentComposer, CommentListView } from './PropertyComments.js';

const wrap = (ui: React.ReactNode) => render(<EstateUIProvider theme="dark">{ui}</EstateUIProvider>);

afterEach(cleanup);

describe('CommentListView', () => {
  it('shows 5 skeletons while loading', () => {
    const { container } = wrap(<CommentListView comments={[]} isLoading />);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(5);
  });

  it("says 'No comments yet!!' when there is none", () => {
    wrap(<CommentListView comments={[]} />);
    expect(screen.getByText('No comments yet!!')).toBeTruthy();
  });

  it('shows each comment with its replies under it, and offers Reply on saved ones only', () => {
    const onReply = vi.fn();
    const pending = { ...comments[0]!, id: -1, content: 'Not saved yet', replies: [] };
    wrap(<CommentListView comments={[pending, ...comments]} onReply={onReply} />);
    const reply = screen.getByText(comments[0]!.replies[0]!.content);
    expect(reply.closest('.est-comment-replies')).not.toBeNull();
    expect(screen.getByText('Not saved yet').closest('[data-pending]')).not.toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: `Reply to ${comments[0]!.author}` })[0]!);
    expect(onReply).toHaveBeenCalledWith({ commentId: comments[0]!.id, author: comments[0]!.author });
  });
});

describe('CommentComposer', () => {
  it('sends nothing blank, clears the field as soon as a comment is sent, and gives it back when it fails', async () => {
    let answer: ActionResult<unknown> = actionDone();
    const onSubmit = vi.fn(async () => answer);
    wrap(<CommentComposer onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Add a comment...' }) as HTMLInputElement;
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(post.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Nice view' } });
    await act(async () => fireEvent.submit(field.form!));
    expect(onSubmit).toHaveBeenCalledWith('Nice view');
    expect(field.value).toBe('');
    answer = fieldRefusal({ content: [['max_length', { max: 2000 }, 'Ensure this field has no more than 2000 characters.']] });
    fireEvent.change(field, { target: { value: 'Refused' } });
    await act(async () => fireEvent.submit(field.form!));
    expect(field.value).toBe('Refused');
  });

  it('names the comment it answers and cancels the reply on request', () => {
    const onCancelReply = vi.fn();
    wrap(<CommentComposer onSubmit={() => actionDone()} replyingTo={{ commentId: 3, author: 'omar_said' }} onCancelReply={onCancelReply} />);
    expect(screen.getByText('Replying to omar_said')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Reply to omar_said' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(onCancelReply).toHaveBeenCalledOnce();
  });
});

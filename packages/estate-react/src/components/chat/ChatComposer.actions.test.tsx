import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer.js';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Type a message' }) as HTMLTextAreaElement;

describe('ChatComposer while replying', () => {
  it("shows 'Replying to {name}' with the excerpt; ✕ and Escape cancel", () => {
    const onCancelReply = vi.fn();
    render(<ChatComposer onSend={() => true} connected replyingTo={{ name: 'Grace Achieng', text: 'Is the flat still free?' }} onCancelReply={onCancelReply} />);
    expect(screen.getByText('Replying to Grace Achieng')).toBeTruthy();
    expect(screen.getByText('Is the flat still free?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the reply' }));
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onCancelReply).toHaveBeenCalledTimes(2);
  });
});

describe('ChatComposer while editing', () => {
  it("holds the message's text under 'Editing message', saves on Enter and gives the draft back after", async () => {
    const onSaveEdit = vi.fn(async () => null);
    const { rerender } = render(<ChatComposer onSend={() => true} connected />);
    fireEvent.change(box(), { target: { value: 'my draft' } });
    rerender(<ChatComposer onSend={() => true} connected editing={{ id: 7, text: 'Old text' }} onSaveEdit={onSaveEdit} />);
    expect(screen.getByText('Editing message')).toBeTruthy();
    expect(box().value).toBe('Old text');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.change(box(), { target: { value: '  New text ' } });
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    expect(onSaveEdit).toHaveBeenCalledWith('New text');
    rerender(<ChatComposer onSend={() => true} connected />);
    expect(box().value).toBe('my draft');
  });

  it("keeps the edit open with the server's refusal", async () => {
    const refusal = 'A message can be edited for 15 minutes after it was sent.';
    render(<ChatComposer onSend={() => true} connected editing={{ id: 7, text: 'Old' }} onSaveEdit={async () => refusal} />);
    fireEvent.change(box(), { target: { value: 'New' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(box().value).toBe('New');
  });

  it('Escape and Cancel leave the edit; an unchanged text saves nothing', async () => {
    const onCancelEdit = vi.fn();
    const onSaveEdit = vi.fn();
    render(<ChatComposer onSend={() => true} connected editing={{ id: 7, text: 'Same' }} onSaveEdit={onSaveEdit} onCancelEdit={onCancelEdit} />);
    fireEvent.keyDown(box(), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    expect(onCancelEdit).toHaveBeenCalledTimes(3);
    expect(onSaveEdit).not.toHaveBeenCalled();
  });
});

describe('ChatComposer ArrowUp', () => {
  it('asks to edit my last message only from an empty box', () => {
    const onEditLast = vi.fn(() => true);
    render(<ChatComposer onSend={() => true} connected onEditLast={onEditLast} />);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(onEditLast).toHaveBeenCalledTimes(1);
    fireEvent.change(box(), { target: { value: 'typing' } });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(onEditLast).toHaveBeenCalledTimes(1);
  });
});

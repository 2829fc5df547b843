import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer.js';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Type a message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe('ChatComposer', () => {
  it('sends the trimmed text on Enter and clears the box once it went out', () => {
    const onSend = vi.fn(() => true);
    render(<ChatComposer onSend={onSend} connected />);
    fireEvent.change(box(), { target: { value: '  Habari!  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith({ text: 'Habari!', image: null });
    expect(box().value).toBe('');
  });

  it('does not send on Shift+Enter, nor while an input method is composing', () => {
    const onSend = vi.fn(() => true);
    render(<ChatComposer onSend={onSend} connected />);
    fireEvent.change(box(), { target: { value: 'line one' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when the send is refused, and shows why', () => {
    const onSend = vi.fn(() => false);
    render(<ChatComposer onSend={onSend} connected error="Please keep your message to 4000 characters or fewer." />);
    fireEvent.change(box(), { target: { value: 'too long' } });
    fireEvent.click(sendButton());
    expect(box().value).toBe('too long');
    expect(screen.getByRole('alert').textContent).toBe('Please keep your message to 4000 characters or fewer.');
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });

  it('disables Send while the text is blank or the connection is not open', () => {
    const { rerender } = render(<ChatComposer onSend={() => true} connected />);
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: 'Hello' } });
    expect(sendButton().disabled).toBe(false);
    rerender(<ChatComposer onSend={() => true} connected={false} />);
    expect(sendButton().disabled).toBe(true);
  });

  it('previews a picked image, lets it be removed, and sends it as a data URL', async () => {
    const onSend = vi.fn(() => true);
    const { container } = render(<ChatComposer onSend={onSend} connected />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Image to send' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith({ text: '', image: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();
  });

  it('with onSendImages, sends several picked images at once, in order, and pasted images too; other files are left out of a paste', async () => {
    const onSendImages = vi.fn();
    const onSend = vi.fn(() => true);
    const { container } = render(<ChatComposer onSend={onSend} onSendImages={onSendImages} connected />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    const first = new File([new Uint8Array([1])], 'first.png', { type: 'image/png' });
    const second = new File([new Uint8Array([2])], 'second.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [first, second] } });
    expect(onSendImages).toHaveBeenCalledWith([first, second]);
    const pdf = new File([new Uint8Array([3])], 'terms.pdf', { type: 'application/pdf' });
    fireEvent.paste(box(), { clipboardData: { files: [pdf, second] } });
    expect(onSendImages).toHaveBeenLastCalledWith([second]);
    // Nothing went as a draft, and the box stays empty.
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();
  });
});

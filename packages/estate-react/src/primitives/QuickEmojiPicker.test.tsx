import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from '../components/chat/ChatComposer.js';
import { EstateUIProvider } from '../config/EstateProvider.js';
import type { EmojiPickerProps } from './QuickEmojiPicker.js';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Type a message' }) as HTMLTextAreaElement;

describe('the composers’ emoji picker', () => {
  it('is the kit’s own short grid when none is given: a click inserts the emoji, arrows move along the grid', async () => {
    render(<ChatComposer onSend={() => true} connected />);
    fireEvent.change(box(), { target: { value: 'Karibu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an emoji' }));
    const first = await screen.findByRole('button', { name: '👍' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('🔥');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('✅');
    fireEvent.click(screen.getByRole('button', { name: '🏠' }));
    expect(box().value).toBe('Karibu 🏠');
  });

  it('is the provider’s when one is given (the full picker of @estate/react/emoji)', async () => {
    const picked = vi.fn();
    function FullPicker({ onPick }: EmojiPickerProps) {
      picked();
      return (
        <button type="button" onClick={() => onPick('🦒')}>
          Giraffe
        </button>
      );
    }
    render(
      <EstateUIProvider theme="light" components={{ EmojiPicker: FullPicker }}>
        <ChatComposer onSend={() => true} connected />
      </EstateUIProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add an emoji' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Giraffe' }));
    expect(picked).toHaveBeenCalled();
    expect(box().value).toBe('🦒');
    expect(screen.queryByRole('button', { name: '👍' })).toBeNull();
  });
});

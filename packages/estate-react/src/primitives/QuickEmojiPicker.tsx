'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface EmojiPickerProps {
  /** The chosen emoji as text, ready to insert into a message. */
  onPick: (emoji: string) => void;
  height?: number;
  /** At most this wide; narrower on a phone, where it takes the width it is given. */
  width?: number;
  /** Puts the focus in the picker when it appears (on by default: it opens from a button). */
  autoFocusSearch?: boolean;
  className?: string;
}

/** What people put in a message about a home: reactions, then the house, the visit and the deal. */
const QUICK_EMOJIS = [
  '👍', '❤️', '😊', '😂', '😍', '🙏', '👏', '🎉',
  '🔥', '✅', '👌', '🤝', '🤔', '😮', '😢', '🙌',
  '🏠', '🏡', '🏢', '🔑', '📍', '🛏️', '🛁', '🌳',
  '☀️', '🏖️', '🚗', '📞', '📅', '💰', '💯', '⭐',
];

/**
 * The kit's own emoji picker (issue 25): a short grid that needs no package, in the composers
 * unless the provider is given the full one (`@estate/react/emoji`, `components.EmojiPicker`). Each
 * emoji is a button (a screen reader says its name); arrow keys move along the grid.
 */
export function QuickEmojiPicker({ onPick, width = 280, autoFocusSearch = true, className }: EmojiPickerProps) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocusSearch) grid.current?.querySelector('button')?.focus();
  }, [autoFocusSearch]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[event.key];
    if (at < 0 || step === undefined) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
  };
  return (
    <div ref={grid} className={clsx('est-quick-emoji est-grid', className)} style={{ width: `min(${width}px, 100%)` }} onKeyDown={onKeyDown}>
      {QUICK_EMOJIS.map((emoji) => (
        <button key={emoji} type="button" className="est-quick-emoji-item est-bare est-center" onClick={() => onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </div>
  );
}

const COLUMNS = 8;

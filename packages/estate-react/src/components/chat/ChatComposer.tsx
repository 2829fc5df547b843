'use client';

import { ImagePlus, SendHorizontal, Smile, X } from '../../icons/index.js';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { IconButton } from '../../primitives/Button.js';
import { QuickEmojiPicker } from '../../primitives/QuickEmojiPicker.js';
import { Popover } from '../../primitives/Popover.js';
import { readAsDataUrl } from './chat-utils.js';

/** What the composer hands over: trimmed text (maybe blank) and an image as a data URL (maybe none). */
export interface ChatDraft {
  text: string;
  image: string | null;
}

export interface ChatComposerProps {
  /**
   * Sends the draft; answers whether it went out (`useChat`'s `send(...).ok`). The composer is
   * cleared only then, so a refused message is not lost.
   */
  onSend: (draft: ChatDraft) => boolean;
  /** Sending is possible: the live connection is open, or (with the SDK's outbox) coming back (spec §5; issue 27). */
  connected: boolean;
  /** Why the last send was refused (the rule's or the server's text), shown under the box. */
  error?: string | null;
  /**
   * Told true on every keystroke that leaves text in the box, false when the box is emptied or
   * left (`useChat().setTyping`, which throttles what goes to the partner).
   */
  onTyping?: (typing: boolean) => void;
}

/**
 * The message box: a textarea that grows with its text, Enter to send and Shift+Enter for a new
 * line, an emoji picker, and one image to attach (previewed, removable) that is sent as a data URL.
 * Send is disabled while the draft is blank or the connection is not open.
 */
export function ChatComposer({ onSend, connected, error, onTyping }: ChatComposerProps) {
  const t = useTranslate();
  const EmojiPicker = useEstateUI().components.EmojiPicker ?? QuickEmojiPicker;
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const hintId = useId();
  const errorId = useId();
  const canSend = connected && (text.trim() !== '' || image !== null);
  const shownError = error ?? readError;

  // Grow with the text, up to the CSS max-height (then it scrolls).
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  const submit = () => {
    if (!canSend) return;
    if (onSend({ text: text.trim(), image })) {
      setText('');
      setImage(null);
      caret.current = null;
    }
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends (spec §5); Shift+Enter, and Enter while an input method composes, add a line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const insertEmoji = (emoji: string) => {
    const at = caret.current ?? text.length;
    setText((current) => current.slice(0, at) + emoji + current.slice(at));
    caret.current = at + emoji.length;
  };

  const onPickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReadError(null);
    try {
      setImage(await readAsDataUrl(file));
    } catch (failure) {
      setReadError((failure as Error).message);
    }
  };

  const rememberCaret = () => {
    caret.current = textarea.current?.selectionStart ?? null;
  };

  return (
    <form
      className="est-chat-composer est-divided est-surface est-stack est-gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {image && (
        <div className="est-chat-attachment est-relative">
          <img src={image} alt={t('chatImageToSend')} />
          <button type="button" className="est-chat-attachment-remove est-absolute est-circle" aria-label={t('removeImage')} title={t('removeImage')} onClick={() => setImage(null)}>
            <X size={14} aria-hidden />
          </button>
        </div>
      )}
      <div className="est-chat-composer-row est-flex est-gap-1">
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={onPickFile} />
        <IconButton label={t('attachImage')} icon={<ImagePlus size={20} aria-hidden />} onClick={() => fileInput.current?.click()} />
        <Popover
          open={emojiOpen}
          onOpenChange={setEmojiOpen}
          label={t('chatAddEmoji')}
          side="top"
          align="start"
          name="chat-emoji"
          trigger={<IconButton label={t('chatAddEmoji')} icon={<Smile size={20} aria-hidden />} aria-expanded={emojiOpen} />}
        >
          <EmojiPicker onPick={insertEmoji} height={380} />
        </Popover>
        <textarea
          ref={textarea}
          className="est-chat-input est-grow est-text-sm"
          rows={1}
          value={text}
          placeholder={t('typeMessage')}
          aria-label={t('typeMessage')}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            caret.current = event.target.selectionStart;
            onTyping?.(event.target.value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
          onSelect={rememberCaret}
          onBlur={() => {
            rememberCaret();
            onTyping?.(false);
          }}
        />
        <span id={hintId} className="est-visually-hidden">
          {t('chatComposerHint')}
        </span>
        <IconButton type="submit" className="est-chat-send" label={t('send')} icon={<SendHorizontal size={20} aria-hidden />} disabled={!canSend} />
      </div>
      {shownError && (
        <p id={errorId} className="est-chat-composer-error est-text-xs" role="alert">
          {shownError}
        </p>
      )}
    </form>
  );
}

'use client';

import { ImagePlus, Pencil, Reply, SendHorizontal, Smile, X } from '../../icons/index.js';
import type { ChatImageUploadState } from '@estate/sdk';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button, IconButton } from '../../primitives/Button.js';
import { excerpt } from './message-actions.js';
import { QuickEmojiPicker } from '../../primitives/QuickEmojiPicker.js';
import { Popover } from '../../primitives/Popover.js';
import { readAsDataUrl } from './chat-utils.js';
import { ChatUploadTray } from './ChatUploadTray.js';

/** What the composer hands over: trimmed text (maybe blank) and an image as a data URL (maybe none). */
export interface ChatDraft {
  text: string;
  image: string | null;
  /** The id of the message this one answers (`ChatPaneView` adds it while a reply is being written). */
  replyTo?: number | null;
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
  /** The message being answered: a 'Replying to {name}' strip with its first words and a ✕ (Escape cancels too). */
  replyingTo?: { name: string; text: string } | null;
  onCancelReply?: () => void;
  /**
   * The message of mine being edited: the box holds its text under 'Editing message', with Save
   * (Enter) and Cancel (Escape); the draft typed before comes back after.
   */
  editing?: { id: number; text: string } | null;
  /** Saves the edit; answers why it was refused (the rule's or the server's words, kept on screen), or nothing when it was saved. */
  onSaveEdit?: (text: string) => Promise<string | null | undefined> | string | null | undefined;
  onCancelEdit?: () => void;
  /** ArrowUp in an empty box: edit my last message that can still be edited (as in Slack); answers whether there was one. */
  onEditLast?: () => boolean;
  /**
   * Sends images at once (`useChat().sendImages`), one message each in the order picked: with it,
   * the picker takes several images, and images pasted or dropped on the box are sent too; without
   * it, one image is attached to the draft as a data URL (`onSend`'s `image`).
   */
  onSendImages?: (files: File[]) => void;
  /** The images being sent (`useChat().uploads`): the tray with their progress, cancel and retry. */
  uploads?: readonly ChatImageUploadState[];
}

/** The images among files picked, pasted or dropped. */
const imagesIn = (files: FileList | null | undefined) => Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

/**
 * The message box: a textarea that grows with its text, Enter to send and Shift+Enter for a new
 * line, an emoji picker, and images: with `onSendImages`, several at once (picked, pasted or
 * dropped), sent at once with a tray of their uploads; else one to attach (previewed, removable)
 * that is sent as a data URL.
 * Send is disabled while the draft is blank or the connection is not open.
 */
export function ChatComposer({ onSend, connected, error, onTyping, replyingTo, onCancelReply, editing, onSaveEdit, onCancelEdit, onEditLast, onSendImages, uploads = [] }: ChatComposerProps) {
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
  const [editError, setEditError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The draft put aside while a message is edited. */
  const stash = useRef<{ id: number; text: string } | null>(null);
  const canSend = connected && (text.trim() !== '' || image !== null);
  const shownError = editing ? editError : error ?? readError;
  const editingId = editing?.id;

  // An edit starts: the draft steps aside for the message's text. It ends: the draft comes back.
  useEffect(() => {
    if (editingId !== undefined && editing) {
      if (stash.current === null) stash.current = { id: editingId, text };
      setText(editing.text);
      setEditError(null);
      caret.current = null;
      textarea.current?.focus();
    } else if (stash.current !== null) {
      setText(stash.current.text);
      stash.current = null;
      setEditError(null);
    }
    // Only a new edit (or its end) moves the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editingId]);

  // A reply started: the box takes focus, to write it.
  const replying = replyingTo ? `${replyingTo.name}\u0000${replyingTo.text}` : null;
  useEffect(() => {
    if (replying) textarea.current?.focus();
  }, [replying]);

  const save = async () => {
    if (!editing || saving) return;
    const next = text.trim();
    if (next === editing.text.trim()) {
      onCancelEdit?.();
      return;
    }
    setSaving(true);
    try {
      setEditError((await onSaveEdit?.(next)) ?? null);
    } finally {
      setSaving(false);
    }
  };

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
    if (event.nativeEvent.isComposing) return;
    // Escape leaves the edit, else the reply.
    if (event.key === 'Escape' && (editing || replyingTo)) {
      event.preventDefault();
      if (editing) onCancelEdit?.();
      else onCancelReply?.();
      return;
    }
    // ArrowUp in an empty box edits my last message (Slack's shortcut).
    if (event.key === 'ArrowUp' && !editing && text === '' && !image && onEditLast?.()) {
      event.preventDefault();
      return;
    }
    // Enter sends (spec §5), or saves an edit; Shift+Enter, and Enter while an input method composes, add a line.
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    if (editing) void save();
    else submit();
  };

  const insertEmoji = (emoji: string) => {
    const at = caret.current ?? text.length;
    setText((current) => current.slice(0, at) + emoji + current.slice(at));
    caret.current = at + emoji.length;
  };

  const sendImages = (files: File[]) => {
    if (!onSendImages || files.length === 0 || editing) return false;
    onSendImages(files);
    return true;
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (sendImages(imagesIn(event.clipboardData?.files))) event.preventDefault();
  };
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    if (!onSendImages || !event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    sendImages(imagesIn(event.dataTransfer.files));
  };

  const onPickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    if (onSendImages) {
      const files = Array.from(event.target.files ?? []);
      event.target.value = '';
      sendImages(files);
      return;
    }
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
      data-mode={editing ? 'edit' : replyingTo ? 'reply' : undefined}
      onDragOver={(event) => onSendImages && event.dataTransfer?.types.includes('Files') && event.preventDefault()}
      onDrop={onDrop}
      onSubmit={(event) => {
        event.preventDefault();
        if (editing) void save();
        else submit();
      }}
    >
      {editing ? (
        <div className="est-chat-compose-strip est-row est-gap-2 est-text-xs">
          <Pencil size={14} aria-hidden />
          <span className="est-chat-compose-strip-title est-semibold">{t('chatEditing')}</span>
        </div>
      ) : (
        replyingTo && (
          <div className="est-chat-compose-strip est-row est-gap-2 est-text-xs">
            <Reply size={14} aria-hidden />
            <span className="est-chat-compose-strip-body est-shrink est-stack">
              <span className="est-chat-compose-strip-title est-semibold">{t('chatReplyingTo', { name: replyingTo.name })}</span>
              <span className="est-truncate est-muted">{excerpt(replyingTo.text)}</span>
            </span>
            <IconButton className="est-chat-compose-strip-close" size="sm" label={t('chatCancelReply')} icon={<X size={16} aria-hidden />} onClick={() => onCancelReply?.()} />
          </div>
        )
      )}
      <ChatUploadTray uploads={uploads} />
      {image && (
        <div className="est-chat-attachment est-relative">
          <img src={image} alt={t('chatImageToSend')} />
          <button type="button" className="est-chat-attachment-remove est-absolute est-circle" aria-label={t('removeImage')} title={t('removeImage')} onClick={() => setImage(null)}>
            <X size={14} aria-hidden />
          </button>
        </div>
      )}
      <div className="est-chat-composer-row est-flex est-gap-1">
        <input ref={fileInput} type="file" accept="image/*" multiple={Boolean(onSendImages)} hidden onChange={onPickFile} />
        {!editing && <IconButton label={t('attachImage')} icon={<ImagePlus size={20} aria-hidden />} onClick={() => fileInput.current?.click()} />}
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
          onPaste={onPaste}
          onSelect={rememberCaret}
          onBlur={() => {
            rememberCaret();
            onTyping?.(false);
          }}
        />
        <span id={hintId} className="est-visually-hidden">
          {editing ? t('chatEditHint') : t('chatComposerHint')}
        </span>
        {editing ? (
          <>
            <Button variant="ghost" size="sm" className="est-chat-edit-cancel" onClick={() => onCancelEdit?.()}>
              {t('cancel')}
            </Button>
            <Button type="submit" size="sm" className="est-chat-edit-save" loading={saving} disabled={text.trim() === ''}>
              {t('save')}
            </Button>
          </>
        ) : (
          <IconButton type="submit" className="est-chat-send" label={t('send')} icon={<SendHorizontal size={20} aria-hidden />} disabled={!canSend} />
        )}
      </div>
      {shownError && (
        <p id={errorId} className="est-chat-composer-error est-text-xs" role="alert">
          {shownError}
        </p>
      )}
    </form>
  );
}

'use client';

import type { ChatListMessage, ChatMessage } from '@estate/sdk';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslate } from '../../config/context.js';
import { isSameUser } from './chat-utils.js';
import { ChatSafetyNotice } from './ChatSafetyNotice.js';
import { MessageActions } from './MessageActions.js';
import { MessageQuote } from './MessageQuote.js';
import { MessageReactions } from './MessageReactions.js';
import { allowedActions, isDeleted, isStored, reactedByMe, type ChatMessageActions } from './message-actions.js';

/** How long a touch must rest on a message to open its actions menu. */
const LONG_PRESS_MS = 500;

/** Where a bubble sits in its sender's group: the corners that touch a neighbour are tighter. */
export type BubblePosition = 'single' | 'first' | 'middle' | 'last';

export interface MessageBubbleProps {
  /** The message: stored, or mine still in the outbox (`status`; `MessageStatus` goes under it). */
  message: ChatListMessage;
  /** Sent by me: on the right, in the accent colour. */
  own: boolean;
  position: BubblePosition;
  /** The sender's display name (for the image's alt text). */
  senderName: string;
  /** The message's time, already formatted ('9:05 AM'). */
  time: string;
  /** The image as a URL on the API's origin, or null for a text message. */
  imageUrl: string | null;
  /** Opens the image full size. */
  onOpenImage: (url: string) => void;
  /**
   * Reports a received message: the scam notice under a warned message (`message.warning`) shows a
   * Report button that calls it. Without it the notice shows no button.
   */
  onReportMessage?: (message: ChatMessage) => void;
  /** My username (my reactions are highlighted; my messages can be edited and deleted). */
  me?: string | null;
  /** The other person of the conversation: their username and display name (who reacted, who is quoted). */
  partner?: string;
  partnerName?: string;
  /** The actions on the message (react, reply, edit, delete, jump to a quote); without them the bubble only shows its state. */
  actions?: ChatMessageActions;
  /** Shows the message a reply quotes (a click on its quote); `MessageList` scrolls to it. */
  onJumpTo?: (id: number) => void;
  /** Briefly lit: the message a quote was clicked to show. */
  highlighted?: boolean;
  /** The time the 15 minutes of editing are measured from (for stories and tests); the current time by default. */
  now?: number;
}

/**
 * One message: text (line breaks kept) or an image that opens full size on click. A received message
 * the server warned of (a request for money or a move off the platform before a viewing) has a calm
 * safety notice under it (`ChatSafetyNotice`); the sender's own copy never carries a warning. Replace
 * it through `EstateProvider`'s `components={{ MessageBubble }}`; a custom bubble gets the same props.
 */
export function MessageBubble({ message, own, position, senderName, time, imageUrl, onOpenImage, onReportMessage, me = null, partner = '', partnerName = senderName, actions, onJumpTo, highlighted, now }: MessageBubbleProps) {
  const t = useTranslate();
  const [menuOpen, setMenuOpen] = useState(false);
  const press = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef(false);
  useEffect(() => () => clearTimeout(press.current), []);
  const deleted = isDeleted(message);
  const warning = !own && !deleted ? message.warning : null;
  const allowed = allowedActions(message, me, now);
  // Only a stored message can be acted on (one in the outbox has no id yet).
  const stored = isStored(message) ? message : null;
  const hasActions = !!actions && !!stored && (allowed.react || allowed.reply || allowed.edit || allowed.delete);
  const nameOf = (username: string) => (isSameUser(username, me) ? t('chatYou') : isSameUser(username, partner) ? partnerName : username);
  const mine = (emoji: string) => (message.reactions ?? []).some((reaction) => reaction.emoji === emoji && reactedByMe(reaction, me));

  // A touch that rests on the message opens its menu (the hover toolbar's buttons are out of reach on touch).
  const startPress = (event: PointerEvent) => {
    if (!hasActions || event.pointerType !== 'touch') return;
    pressed.current = false;
    clearTimeout(press.current);
    press.current = setTimeout(() => {
      pressed.current = true;
      setMenuOpen(true);
    }, LONG_PRESS_MS);
  };
  const endPress = () => clearTimeout(press.current);

  const bubble = (
    <div className="est-chat-bubble est-surface" data-own={own || undefined} data-position={position} data-kind={deleted ? 'deleted' : imageUrl ? 'image' : 'text'} title={time}>
      {deleted ? (
        <p className="est-chat-bubble-deleted est-text-sm est-muted">{t('chatDeleted')}</p>
      ) : imageUrl ? (
        <button type="button" className="est-chat-bubble-image" onClick={() => onOpenImage(imageUrl)} aria-label={t('chatOpenImage')}>
          <img src={imageUrl} alt={t('chatImageFrom', { name: senderName })} loading="lazy" decoding="async" />
        </button>
      ) : (
        <p className="est-chat-bubble-text est-break est-text-sm">
          {message.message}
          {message.edited_at && <span className="est-chat-edited est-text-xs"> ({t('chatEdited')})</span>}
        </p>
      )}
    </div>
  );
  const quote = message.reply_to && !deleted ? <MessageQuote quote={message.reply_to} senderName={nameOf(message.reply_to.sender_username)} onJump={onJumpTo ?? actions?.onJumpTo} /> : null;
  const reactions = !deleted && message.reactions?.length ? (
    <MessageReactions reactions={message.reactions} me={me} partner={partner} partnerName={partnerName} onToggle={actions && stored && allowed.react ? (emoji, add) => actions.onReact(stored, emoji, add) : undefined} />
  ) : null;
  const body = (
    <div
      className="est-chat-message est-relative est-stack"
      data-own={own || undefined}
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      tabIndex={-1}
      onPointerDown={startPress}
      onPointerUp={endPress}
      onPointerCancel={endPress}
      onPointerMove={(event) => event.pointerType === 'touch' && (event.movementX || event.movementY) && endPress()}
      onContextMenu={(event) => pressed.current && event.preventDefault()}
    >
      {quote}
      <div className="est-chat-message-line est-row est-gap-1">
        {bubble}
        {hasActions && (
          <MessageActions
            allowed={allowed}
            mine={mine}
            onReact={(emoji) => actions!.onReact(stored!, emoji, !mine(emoji))}
            onReply={() => actions!.onReply(stored!)}
            onEdit={() => actions!.onEdit(stored!)}
            onDelete={() => actions!.onDelete(stored!)}
            menuOpen={menuOpen}
            onMenuOpenChange={setMenuOpen}
          />
        )}
      </div>
      {reactions}
    </div>
  );
  // A message of the outbox carries no warning (the server has not read it yet).
  if (!warning || message.status) return body;
  return (
    <>
      {body}
      <ChatSafetyNotice message={{ ...message, warning }} senderName={senderName} onReportMessage={onReportMessage} />
    </>
  );
}

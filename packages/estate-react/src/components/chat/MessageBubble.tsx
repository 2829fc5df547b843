'use client';

import type { ChatListMessage, ChatMessage } from '@estate/sdk';
import { useTranslate } from '../../config/context.js';
import { ChatSafetyNotice } from './ChatSafetyNotice.js';

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
}

/**
 * One message: text (line breaks kept) or an image that opens full size on click. A received message
 * the server warned of (a request for money or a move off the platform before a viewing) has a calm
 * safety notice under it (`ChatSafetyNotice`); the sender's own copy never carries a warning. Replace
 * it through `EstateProvider`'s `components={{ MessageBubble }}`; a custom bubble gets the same props.
 */
export function MessageBubble({ message, own, position, senderName, time, imageUrl, onOpenImage, onReportMessage }: MessageBubbleProps) {
  const t = useTranslate();
  const warning = !own ? message.warning : null;
  const bubble = (
    <div className="est-chat-bubble est-surface" data-own={own || undefined} data-position={position} data-kind={imageUrl ? 'image' : 'text'} title={time}>
      {imageUrl ? (
        <button type="button" className="est-chat-bubble-image" onClick={() => onOpenImage(imageUrl)} aria-label={t('chatOpenImage')}>
          <img src={imageUrl} alt={t('chatImageFrom', { name: senderName })} loading="lazy" decoding="async" />
        </button>
      ) : (
        <p className="est-chat-bubble-text est-break est-text-sm">{message.message}</p>
      )}
    </div>
  );
  if (!warning || message.status) return bubble;
  return (
    <>
      {bubble}
      <ChatSafetyNotice message={{ ...message, warning }} senderName={senderName} onReportMessage={onReportMessage} />
    </>
  );
}

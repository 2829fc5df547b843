'use client';

import type { ChatQuote } from '@estate/sdk';
import { useTranslate } from '../../config/context.js';
import { excerpt } from './message-actions.js';

export interface MessageQuoteProps {
  quote: ChatQuote;
  /** The quoted sender's display name ('You' for me). */
  senderName: string;
  /** Shows the quoted message in the list; without it the quote is not a button. */
  onJump?: (id: number) => void;
}

/** The quote above a reply: who wrote the quoted message and its first words (or that it was deleted, or 'Photo'); a button to it. */
export function MessageQuote({ quote, senderName, onJump }: MessageQuoteProps) {
  const t = useTranslate();
  const text = quote.deleted ? t('chatDeleted') : quote.message ? excerpt(quote.message) : t('chatPhoto');
  // Its name is what it shows, after 'In reply to' for screen readers: 'In reply to Grace Achieng Is the flat…' (a hidden
  // colon would be read with a space before it: the hidden text is a block).
  const body = (
    <>
      <span className="est-visually-hidden">{t('chatQuoteInReplyTo')} </span>
      <span className="est-chat-quote-name est-text-xs est-semibold">{senderName}</span>
      <span className="est-chat-quote-text est-truncate est-text-xs" data-deleted={quote.deleted || undefined}>
        {text}
      </span>
    </>
  );
  if (!onJump) return <div className="est-chat-quote est-stack">{body}</div>;
  return (
    <button type="button" className="est-chat-quote est-stack" title={t('chatQuoteGoTo')} onClick={() => onJump(quote.id)}>
      {body}
    </button>
  );
}

'use client';

import type { ChatListMessage } from '@estate/sdk';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { CircleAlert, Clock, RotateCw, Trash2 } from '../../icons/index.js';
import { Button } from '../../primitives/Button.js';
import { refusalText } from './refusal-wording.js';

export interface MessageStatusProps {
  /** A message of mine still in the outbox (`status` 'pending' or 'failed'); nothing shows for any other. */
  message: ChatListMessage;
  /** Sends a failed message again (`useChat().retry`). */
  onRetry?: (clientId: string) => void;
  /** Deletes a failed message from the outbox (`useChat().discard`). */
  onDiscard?: (clientId: string) => void;
}

/**
 * Under a bubble of mine that the server does not have yet (issue 27's outbox): 'Waiting to send'
 * with a clock, muted, while it waits for the connection; once the server refused it, why, in the
 * user's words and language by the refusal's code (`refusalText`: a code it does not know, or none,
 * reads as the generic one), with Retry and Delete. Announced politely, so a screen reader hears a refusal.
 */
export function MessageStatus({ message, onRetry, onDiscard }: MessageStatusProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  if (!message.status) return null;
  if (message.status === 'pending') {
    return (
      <span className="est-chat-status est-row est-gap-1 est-text-xs est-muted" data-status="pending" role="status">
        <Clock size={12} aria-hidden />
        {t('chatWaitingToSend')}
      </span>
    );
  }
  const { client_id: clientId } = message;
  const why = refusalText(messages, message.refusal);
  return (
    <div className="est-chat-status est-stack est-gap-1 est-text-xs" data-status="failed" role="status">
      <span className="est-chat-status-reason est-row est-gap-1">
        <CircleAlert size={12} aria-hidden />
        {t('chatNotSentBecause', { reason: why })}
      </span>
      <span className="est-row est-gap-1">
        {onRetry && (
          <Button variant="ghost" size="sm" icon={<RotateCw size={14} aria-hidden />} onClick={() => onRetry(clientId)}>
            {t('chatRetrySend')}
          </Button>
        )}
        {onDiscard && (
          <Button variant="ghost" size="sm" icon={<Trash2 size={14} aria-hidden />} onClick={() => onDiscard(clientId)}>
            {t('chatDiscardMessage')}
          </Button>
        )}
      </span>
    </div>
  );
}

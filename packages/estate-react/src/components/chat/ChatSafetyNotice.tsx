'use client';

import type { ChatMessage, ChatWarning } from '@estate/sdk';
import { ChevronDown, ShieldAlert } from '../../icons/index.js';
import { useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';

/** Characters of the message the Report button's accessible name quotes. */
const EXCERPT_LENGTH = 60;

export interface ChatSafetyNoticeProps {
  /** The received message the server warned of (its `warning` is set). */
  message: ChatMessage & { warning: ChatWarning };
  /** Who sent it, for the Report button's accessible name. */
  senderName: string;
  /** Reports the message; without it the Report button is not shown. */
  onReportMessage?: (message: ChatMessage) => void;
}

const excerptOf = (message: ChatMessage) => {
  const text = (message.message ?? '').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
};

/**
 * The calm notice under a received message that asks for money before a viewing or moves the talk
 * off the platform (the server's scam rules decide; see the server README, 'Scam warnings'): worded
 * by the warning's kind, with a Report button and three tips behind 'Learn how to stay safe'.
 */
export function ChatSafetyNotice({ message, senderName, onReportMessage }: ChatSafetyNoticeProps) {
  const t = useTranslate();
  const text = message.warning.kind === 'payment_request' ? t('safetyWarningPayment') : t('safetyWarningOffPlatform');
  return (
    <div className="est-chat-safety est-stack est-gap-2 est-text-xs" role="note" aria-label={t('safetyNoticeLabel')} data-kind={message.warning.kind}>
      <div className="est-chat-safety-head est-flex est-gap-2">
        <ShieldAlert className="est-chat-safety-icon" size={16} aria-hidden />
        <p className="est-chat-safety-text">{text}</p>
      </div>
      <div className="est-chat-safety-actions est-row est-gap-2">
        <details className="est-chat-safety-tips">
          <summary className="est-chat-safety-summary est-inline est-gap-1 est-medium">
            {t('safetyLearnMore')}
            <ChevronDown className="est-chat-safety-chevron" size={14} aria-hidden />
          </summary>
          <ul className="est-chat-safety-list est-stack est-gap-1">
            <li>{t('safetyTipSee')}</li>
            <li>{t('safetyTipPay')}</li>
            <li>{t('safetyTipStay')}</li>
          </ul>
        </details>
        {onReportMessage && (
          <Button
            className="est-chat-safety-report"
            variant="secondary"
            size="sm"
            aria-label={t('safetyReportLabel', { name: senderName, excerpt: excerptOf(message) })}
            onClick={() => onReportMessage(message)}
          >
            {t('safetyReport')}
          </Button>
        )}
      </div>
    </div>
  );
}

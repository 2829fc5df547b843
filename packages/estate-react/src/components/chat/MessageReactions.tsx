'use client';

import type { ChatMessage, ChatReactionEmoji } from '@estate/sdk';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { reactedByMe, reactorNames } from './message-actions.js';

export interface MessageReactionsProps {
  reactions: NonNullable<ChatMessage['reactions']>;
  me: string | null | undefined;
  partner: string;
  partnerName: string;
  /** Toggles my reaction (`add` when I have not reacted with it); without it the chips only show. */
  onToggle?: (emoji: ChatReactionEmoji, add: boolean) => void;
}

/**
 * The reactions under a bubble: one chip per emoji with its count, pressed (highlighted) when mine;
 * a click puts mine on or takes it off; who reacted is in its title (hover, long press) and its
 * accessible name.
 */
export function MessageReactions({ reactions, me, partner, partnerName, onToggle }: MessageReactionsProps) {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  if (reactions.length === 0) return null;
  return (
    <div className="est-chat-reactions est-row est-gap-1">
      {reactions.map((reaction) => {
        const mine = reactedByMe(reaction, me);
        const names = reactorNames(reaction, { me, you: t('chatYou'), partner, partnerName }, intlLocale);
        const label = t('chatReactionChip', { emoji: reaction.emoji, count: reaction.count, names });
        return (
          <button
            key={reaction.emoji}
            type="button"
            className="est-chat-reaction est-inline est-gap-1 est-pill est-text-xs est-medium"
            aria-pressed={mine}
            aria-label={label}
            title={names}
            disabled={!onToggle}
            onClick={() => onToggle?.(reaction.emoji, !mine)}
          >
            <span aria-hidden>{reaction.emoji}</span>
            <span aria-hidden>{reaction.count}</span>
          </button>
        );
      })}
    </div>
  );
}

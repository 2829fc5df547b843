'use client';

import { formatRelativeTime, type ChatMessage, type ChatPartner } from '@estate/sdk';
import { useId, type ReactNode } from 'react';
import { MessagesSquare, SquarePen } from '../../icons/index.js';
import { useComponents } from '../../config/components.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar as DefaultAvatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { Button, IconButton } from '../../primitives/Button.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { AvatarSkeletonRows } from '../../primitives/Skeleton.js';
import { isSameUser } from './chat-utils.js';
import { RetryButton } from '../shared/RetryBanner.js';
import { SearchBoxInput } from '../shared/SearchBoxInput.js';

export interface ConversationListProps {
  /** The inbox (`useChatUsers().users`): most recent conversation first, each with its last message. */
  conversations: readonly ChatPartner[];
  me: string | null;
  /** The username of the open conversation. */
  activeUsername: string | null;
  loading?: boolean;
  /** The inbox failed to load: 'Failed to load users. Please try again.' with a retry. */
  failed?: boolean;
  onRetry?: () => void;
  onSelect: (partner: ChatPartner) => void;
  /** Opens the agent search ('Start chat with an Agent'). */
  onStartChat: () => void;
  /** Relative times are measured from this (stories, tests); the current time by default. */
  now?: Date;
  /** The message search's box under the heading (issue 27): shown when `onSearchQueryChange` is given. */
  searchQuery?: string;
  onSearchQueryChange?: (query: string) => void;
  /** What the search found (`ChatSearchResults`), shown in place of the conversations while searching; null otherwise. */
  searchResults?: ReactNode;
}

/** The people I have chatted with: photo, name, last message and how long ago, the open one marked. */
export function ConversationList({ conversations, me, activeUsername, loading = false, failed = false, onRetry, onSelect, onStartChat, now, searchQuery = '', onSearchQueryChange, searchResults }: ConversationListProps) {
  const t = useTranslate();
  const { messages, intlLocale } = useEstateUI();
  const { ChatAvatar: Avatar = DefaultAvatar } = useComponents();
  const searchId = useId();

  const preview = (last: ChatMessage | null | undefined) => {
    if (!last) return '';
    const text = last.image ? `📷 ${t('chatPhoto')}` : (last.message ?? '');
    return isSameUser(last.sender_username, me) ? t('chatPreviewOwn', { text }) : text;
  };

  let body;
  if (searchResults) {
    body = searchResults;
  } else if (loading && conversations.length === 0) {
    body = (
      <ul className="est-chat-list" aria-busy="true" aria-label={t('loading')}>
        <AvatarSkeletonRows count={6} className="est-chat-list-skeleton est-row est-gap-3" avatar={44} linesClassName="est-chat-list-skeleton-lines est-stack est-gap-2" lines={[['60%', 12], ['85%', 10]]} />
      </ul>
    );
  } else if (failed && conversations.length === 0) {
    body = (
      <div className="est-chat-list-error est-align-start est-stack est-gap-3">
        <Banner tone="danger">{messages.chatUsersFailed}</Banner>
        <RetryButton onRetry={onRetry} size="sm" />
      </div>
    );
  } else if (conversations.length === 0) {
    body = (
      <EmptyState className="est-chat-list-empty est-justify-center" icon={<MessagesSquare size={22} aria-hidden />} title={t('chatNoConversations')}>
        <Button onClick={onStartChat}>{t('startChatWithAgent')}</Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="est-chat-list">
        {conversations.map((partner) => {
          const active = isSameUser(partner.username, activeUsername);
          const name = partner.full_name || partner.username;
          const last = partner.last_message;
          // The open conversation is being read: its count is on its way to zero.
          const unread = active ? 0 : (partner.unread_count ?? 0);
          return (
            <li key={partner.username}>
              <button type="button" className="est-chat-list-item est-bare est-full est-hoverable est-rounded est-row est-gap-3" data-active={active || undefined} aria-current={active ? 'true' : undefined} data-unread={unread > 0 || undefined} onClick={() => onSelect(partner)}>
                <Avatar src={partner.profile_photo} name={name} size={44} decorative />
                <span className="est-chat-list-text est-stack est-grow est-gap-px">
                  <span className="est-chat-list-top est-flex est-between est-gap-2">
                    <span className="est-chat-list-name est-truncate est-semibold">{name}</span>
                    {last && (
                      <time className="est-chat-list-time est-flex-none est-text-xs est-muted" dateTime={last.created_at} suppressHydrationWarning>
                        {formatRelativeTime(last.created_at, { messages, locale: intlLocale, now })}
                      </time>
                    )}
                  </span>
                  <span className="est-chat-list-bottom est-shrink est-row est-between est-gap-2">
                    <span className="est-chat-list-preview est-truncate est-text-sm est-muted">{preview(last)}</span>
                    {unread > 0 && (
                      <span className="est-chat-unread-badge est-justify-center est-flex-none est-tabular est-inline est-pill est-text-xs est-semibold" aria-label={t('chatUnread', { count: unread })} title={t('chatUnread', { count: unread })}>
                        {unread > 99 ? '99+' : unread}
                      </span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <nav className="est-chat-sidebar est-surface est-stack" aria-label={t('conversations')}>
      <header className="est-chat-sidebar-header est-row est-between est-gap-2">
        <h2 className="est-chat-sidebar-title est-text-lg est-bold est-tight">{t('conversations')}</h2>
        <IconButton label={t('chatNewConversation')} icon={<SquarePen size={18} aria-hidden />} onClick={onStartChat} />
      </header>
      {onSearchQueryChange && (
        <div className="est-search-box est-relative est-row est-chat-search-box" role="search">
          <SearchBoxInput
            id={`${searchId}-q`}
            label={t('chatSearchMessages')}
            placeholder={t('chatSearchMessages')}
            value={searchQuery}
            onValueChange={onSearchQueryChange}
            enterKeyHint="search"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && searchQuery) {
                event.preventDefault();
                onSearchQueryChange('');
              }
            }}
          />
        </div>
      )}
      {body}
    </nav>
  );
}

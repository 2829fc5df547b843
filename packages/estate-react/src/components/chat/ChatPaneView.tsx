'use client';

import type { ChatListMessage, ChatMessage, ChatPartner } from '@estate/sdk';
import { ArrowLeft, MessageCircle, UserRound } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Button, IconButton } from '../../primitives/Button.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { ChatComposer, type ChatDraft } from './ChatComposer.js';
import { ChatConnectionBanner, type ChatConnectionState } from './ChatConnectionBanner.js';
import { ConversationList } from './ConversationList.js';
import { MessageList } from './MessageList.js';

/** Who a conversation is with: what the header shows. */
export interface ChatPartnerSummary {
  username: string;
  full_name?: string | null;
  profile_photo?: string | null;
}

export interface ChatPaneViewProps {
  /** My username. */
  me: string | null;
  conversations: readonly ChatPartner[];
  conversationsLoading?: boolean;
  conversationsFailed?: boolean;
  onRetryConversations?: () => void;
  /** Show the conversation list (false for a chat with one agent embedded on a page). */
  showConversationList?: boolean;
  /** The open conversation, or null. */
  partner: ChatPartnerSummary | null;
  onSelectConversation: (partner: ChatPartner) => void;
  /** Opens the agent search dialog. */
  onStartChat: () => void;
  /** On a narrow container: which of the two panes shows. */
  pane?: 'list' | 'conversation';
  /** The back button of the narrow layout. */
  onBack?: () => void;
  /** The conversation, then my messages still in the outbox (`useChat().messages`). */
  messages: readonly ChatListMessage[];
  messagesLoading?: boolean;
  hasOlder?: boolean;
  onLoadOlder?: () => unknown;
  /** Why the history failed to load: shown with a Retry (`onRetryHistory`) instead of 'No messages yet.'. */
  historyError?: string | null;
  onRetryHistory?: () => void;
  connection: ChatConnectionState;
  online?: boolean;
  /** Why the conversation was given up (with `connection: 'closed'`). */
  connectionError?: string | null;
  onSend: (draft: ChatDraft) => boolean;
  sendError?: string | null;
  /** The composer's typing (see `ChatComposer.onTyping`). */
  onTyping?: (typing: boolean) => void;
  /** The partner is typing: the animated dots under the messages. */
  partnerTyping?: boolean;
  /** The partner's read mark: 'Seen' under my last message they have read. */
  seenId?: number;
  /** Reports a received message (the Report button of the scam notice under a warned message). */
  onReportMessage?: (message: ChatMessage) => void;
  /** Retry and Delete under a message of the outbox the server refused (`useChat().retry`, `discard`). */
  onRetryMessage?: (clientId: string) => void;
  onDiscardMessage?: (clientId: string) => void;
  now?: Date;
  className?: string;
}

/**
 * The inbox from plain props: the conversation list beside the open conversation (header,
 * connection banner, messages, composer). Below 720 px of its own width (a container query, so it
 * adapts to the space a partner gives it, not to the window) it shows one pane at a time.
 */
export function ChatPaneView({
  me,
  conversations,
  conversationsLoading,
  conversationsFailed,
  onRetryConversations,
  showConversationList = true,
  partner,
  onSelectConversation,
  onStartChat,
  pane = partner ? 'conversation' : 'list',
  onBack,
  messages,
  messagesLoading,
  hasOlder,
  onLoadOlder,
  historyError,
  onRetryHistory,
  connection,
  online = true,
  connectionError,
  onSend,
  sendError,
  onTyping,
  partnerTyping,
  seenId,
  onReportMessage,
  onRetryMessage,
  onDiscardMessage,
  now,
  className,
}: ChatPaneViewProps) {
  const t = useTranslate();
  const { components: ui, paths } = useEstateUI();
  const root = useRootProps('chat-pane', 'est-clip', 'est-card est-stack', className);
  const { Link, ChatAvatar = Avatar } = ui;
  const name = partner ? partner.full_name || partner.username : '';

  return (
    <div {...root} data-pane={showConversationList ? pane : 'conversation'} data-list={showConversationList || undefined}>
      <div className="est-chat-layout est-grid">
        {showConversationList && (
          <ConversationList
            conversations={conversations}
            me={me}
            activeUsername={partner?.username ?? null}
            loading={conversationsLoading}
            failed={conversationsFailed}
            onRetry={onRetryConversations}
            onSelect={onSelectConversation}
            onStartChat={onStartChat}
            now={now}
          />
        )}
        <section className="est-chat-conversation est-shrink est-relative est-stack" data-connection={partner ? connection : undefined} aria-label={partner ? t('chatWith', { name }) : t('chatSelectConversation')}>
          {partner ? (
            <>
              <header className="est-chat-header est-surface est-row est-gap-2">
                {showConversationList && onBack && (
                  <IconButton className="est-chat-back" label={t('backToConversations')} icon={<ArrowLeft size={20} aria-hidden />} onClick={onBack} />
                )}
                {/* The spec links the header to /profile/{id}; the kit's profile pages are by username
                    (paths.profile(username), as everywhere else), so the link uses the username. */}
                <Link className="est-chat-header-link est-shrink est-hoverable est-row est-gap-3 est-pill" href={paths.profile(partner.username)}>
                  <ChatAvatar src={partner.profile_photo} name={name} size={40} />
                  <span className="est-chat-header-text est-shrink est-stack est-tight">
                    <span className="est-chat-header-name est-truncate est-text-base est-semibold">{name}</span>
                    <span className="est-chat-header-username est-text-xs est-muted">@{partner.username}</span>
                  </span>
                </Link>
              </header>
              <ChatConnectionBanner state={connection} online={online} error={connectionError} />
              <MessageList
                messages={messages}
                me={me}
                partnerName={name}
                partnerPhoto={partner.profile_photo}
                loading={messagesLoading}
                hasOlder={hasOlder}
                onLoadOlder={onLoadOlder}
                error={historyError}
                onRetry={onRetryHistory}
                now={now}
                partnerTyping={partnerTyping}
                seenId={seenId}
                onReportMessage={onReportMessage}
                onRetryMessage={onRetryMessage}
                onDiscardMessage={onDiscardMessage}
              />
              {/* Connecting or reconnecting, a message goes into the outbox ('Waiting to send') and is sent once the connection is back. */}
              <ChatComposer key={partner.username} onSend={onSend} connected={connection === 'open' || connection === 'connecting' || connection === 'reconnecting'} error={sendError} onTyping={onTyping} />
            </>
          ) : (
            <EmptyState className="est-chat-placeholder est-justify-center" icon={showConversationList ? <MessageCircle size={22} aria-hidden /> : <UserRound size={22} aria-hidden />} title={t('chatSelectConversation')}>
              <p>{t('chatSelectConversationHint')}</p>
              {/* An empty list already offers this button; one is enough. */}
              {!(showConversationList && conversations.length === 0) && (
                <Button variant="secondary" onClick={onStartChat}>
                  {t('startChatWithAgent')}
                </Button>
              )}
            </EmptyState>
          )}
        </section>
      </div>
    </div>
  );
}

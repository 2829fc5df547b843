'use client';

import type { ChatImageUploadState, ChatListMessage, ChatMessage, ChatPartner, ChatReactionEmoji } from '@estate/sdk';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft, MessageCircle, Search, UserRound } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Button, IconButton } from '../../primitives/Button.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { ChatComposer, type ChatDraft } from './ChatComposer.js';
import { ChatConnectionBanner, type ChatConnectionState } from './ChatConnectionBanner.js';
import { ConversationList } from './ConversationList.js';
import { ConversationSearch, type ConversationSearchState } from './ConversationSearch.js';
import { MessageList } from './MessageList.js';
import { DeleteMessageDialog } from './DeleteMessageDialog.js';
import { isSameUser } from './chat-utils.js';
import { isStored, lastEditable, type ChatMessageActions } from './message-actions.js';

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
  /** The message search above the conversations (see `ConversationList`): its box shows with `onSearchQueryChange`. */
  searchQuery?: string;
  onSearchQueryChange?: (query: string) => void;
  /** What the search found (`ChatSearchResults`), in the list's place; null while not searching. */
  searchResults?: ReactNode;
  /** A message of the open conversation to bring into view (a search hit's); see `MessageList`. */
  showMessage?: { id: number } | null;
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
  /** Sends several images at once, with the tray of their uploads (see `ChatComposer.onSendImages`, `uploads`). */
  onSendImages?: (files: File[]) => void;
  uploads?: readonly ChatImageUploadState[];
  sendError?: string | null;
  /** The composer's typing (see `ChatComposer.onTyping`). */
  onTyping?: (typing: boolean) => void;
  /** The partner is typing: the animated dots under the messages. */
  partnerTyping?: boolean;
  /** The partner's read mark: 'Seen' under my last message they have read. */
  seenId?: number;
  /** Reports a received message (the Report button of the scam notice under a warned message). */
  onReportMessage?: (message: ChatMessage) => void;
  /** Puts my reaction on a message (`add`) or takes it off (issue 27). With it, messages offer React and Reply. */
  onReact?: (message: ChatMessage, emoji: ChatReactionEmoji, add: boolean) => void;
  /** Saves a new text for my message; answers why it was refused (shown in the composer), or nothing. With it, my messages offer Edit (for 15 minutes). */
  onEditMessage?: (message: ChatMessage, text: string) => Promise<string | null | undefined> | string | null | undefined;
  /** Deletes my message for everyone, once confirmed; answers why it was refused (shown in the dialog), or nothing. With it, my messages offer Delete. */
  onDeleteMessage?: (message: ChatMessage) => Promise<string | null | undefined> | string | null | undefined;
  /** Retry and Delete under a message of the outbox the server refused (`useChat().retry`, `discard`). */
  onRetryMessage?: (clientId: string) => void;
  onDiscardMessage?: (clientId: string) => void;
  now?: Date;
  /** Under the header of the open conversation: the listing it is about, with 'Book a viewing' (`ChatListingHead`). */
  conversationHead?: ReactNode;
  /**
   * The search of the open conversation (`useChatSearch(query, { with: partner })`): with it, the
   * header has a search button that opens `ConversationSearch`, whose matches jump to the message.
   */
  conversationSearch?: ConversationSearchState;
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
  searchQuery,
  onSearchQueryChange,
  searchResults,
  showMessage,
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
  onSendImages,
  uploads,
  sendError,
  onTyping,
  partnerTyping,
  seenId,
  onReportMessage,
  onReact,
  onEditMessage,
  onDeleteMessage,
  onRetryMessage,
  onDiscardMessage,
  now,
  conversationHead,
  conversationSearch,
  className,
}: ChatPaneViewProps) {
  const t = useTranslate();
  const { components: ui, paths } = useEstateUI();
  const root = useRootProps('chat-pane', 'est-clip', 'est-card est-stack', className);
  const { Link, ChatAvatar = Avatar } = ui;
  const name = partner ? partner.full_name || partner.username : '';
  // What is being answered, edited or deleted, in this conversation only (another one starts clean).
  const here = partner?.username ?? null;
  const [replying, setReplying] = useState<{ partner: string | null; message: ChatMessage } | null>(null);
  const [editing, setEditing] = useState<{ partner: string | null; message: ChatMessage } | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  // The conversation's search: open in this conversation only, and the match it shows.
  const [searchingIn, setSearchingIn] = useState<string | null>(null);
  // The message to bring into view: the latest asked for, by `showMessage` (an inbox search hit) or by this search.
  const [shown, setShown] = useState<{ id: number; focus?: boolean } | null | undefined>(showMessage);
  const [askedFor, setAskedFor] = useState(showMessage);
  if (askedFor !== showMessage) {
    setAskedFor(showMessage);
    setShown(showMessage);
  }
  const searchButton = useRef<HTMLButtonElement>(null);
  const searching = conversationSearch !== undefined && here !== null && searchingIn === here;
  const closeSearch = () => {
    setSearchingIn(null);
    conversationSearch?.onQueryChange('');
    searchButton.current?.focus();
  };
  const replyTo = replying?.partner === here ? messages.filter(isStored).find((message) => message.id === replying.message.id && !message.deleted_at) ?? null : null;
  const edited = editing?.partner === here ? editing.message : null;
  const authorOf = (message: ChatMessage) => (isSameUser(message.sender_username, me) ? t('chatYou') : name);

  const actions = useMemo<Omit<ChatMessageActions, 'onJumpTo'> | undefined>(
    () =>
      onReact || onEditMessage || onDeleteMessage
        ? {
            onReact: (message, emoji, add) => onReact?.(message, emoji, add),
            onReply: (message) => {
              setEditing(null);
              setReplying({ partner: here, message });
            },
            onEdit: (message) => (onEditMessage ? setEditing({ partner: here, message }) : undefined),
            onDelete: (message) => (onDeleteMessage ? setDeleting(message) : undefined),
          }
        : undefined,
    [onReact, onEditMessage, onDeleteMessage, here],
  );

  const send = (draft: ChatDraft) => {
    const sent = onSend(replyTo ? { ...draft, replyTo: replyTo.id } : draft);
    if (sent) setReplying(null);
    return sent;
  };
  const saveEdit = async (text: string) => {
    if (!edited || !onEditMessage) return null;
    const refused = await onEditMessage(edited, text);
    if (!refused) setEditing(null);
    return refused ?? null;
  };
  const editLast = () => {
    const message = onEditMessage ? lastEditable(messages, me, now?.getTime()) : undefined;
    if (message) {
      setReplying(null);
      setEditing({ partner: here, message });
    }
    return !!message;
  };

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
            searchQuery={searchQuery}
            onSearchQueryChange={onSearchQueryChange}
            searchResults={searchResults}
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
                {conversationSearch && (
                  <IconButton
                    ref={searchButton}
                    className="est-chat-header-search"
                    label={t('chatSearchConversation')}
                    icon={<Search size={20} aria-hidden />}
                    aria-expanded={searching}
                    data-testid="conversation-search-button"
                    onClick={() => (searching ? closeSearch() : setSearchingIn(here))}
                  />
                )}
              </header>
              <ChatConnectionBanner state={connection} online={online} error={connectionError} />
              {searching && (
                <ConversationSearch {...conversationSearch!} onShow={(id) => setShown({ id, focus: false })} onClose={closeSearch} now={now} />
              )}
              {conversationHead}
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
                partner={partner.username}
                actions={actions}
                showMessage={shown}
                onRetryMessage={onRetryMessage}
                onDiscardMessage={onDiscardMessage}
              />
              {/* Connecting or reconnecting, a message goes into the outbox ('Waiting to send') and is sent once the connection is back. */}
              <ChatComposer
                key={partner.username}
                onSend={send}
                onSendImages={onSendImages}
                uploads={uploads}
                connected={connection === 'open' || connection === 'connecting' || connection === 'reconnecting'}
                error={sendError}
                onTyping={onTyping}
                replyingTo={replyTo ? { name: authorOf(replyTo), text: replyTo.message ?? t('chatPhoto') } : null}
                onCancelReply={() => setReplying(null)}
                editing={edited ? { id: edited.id, text: edited.message ?? '' } : null}
                onSaveEdit={saveEdit}
                onCancelEdit={() => setEditing(null)}
                onEditLast={onEditMessage ? editLast : undefined}
              />
              {onDeleteMessage && (
                <DeleteMessageDialog
                  message={deleting}
                  partnerName={name}
                  onConfirm={onDeleteMessage}
                  onClose={() => setDeleting(null)}
                  onDeleted={(message) => {
                    if (replying?.message.id === message.id) setReplying(null);
                    if (editing?.message.id === message.id) setEditing(null);
                  }}
                />
              )}
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

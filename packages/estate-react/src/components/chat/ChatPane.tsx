'use client';

import type { ActionResult, ChatMessage, ChatPartner, RecentPerson } from '@estate/sdk';
import { useChat, useChatSearch, useChatUsers, useMyProfile, useProfileByUsername, useSession, type UseChatOptions } from '@estate/sdk/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useComponents } from '../../config/components.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { isOffSite } from '../../config/DefaultLink.js';
import { useRootProps } from '../../config/root.js';
import { LogIn, MessageCircle } from '../../icons/index.js';
import { Button } from '../../primitives/Button.js';
import { LoginForm } from '../auth/LoginForm.js';
import { useReportDialog } from '../reports/ReportButton.js';
import { AgentSearchDialog } from './AgentSearchDialog.js';
import { isSameUser } from './chat-utils.js';
import type { ChatDraft } from './ChatComposer.js';
import { useOnlineStatus } from './ChatConnectionBanner.js';
import { ChatPaneView, type ChatPartnerSummary } from './ChatPaneView.js';
import { ChatListingHead, useConversationListing } from './ChatListingHead.js';
import { ChatSearchResults } from './ChatSearchResults.js';
import { useErrorText } from '../shared/error-text.js';

/** How a guest or a visitor signs in, in the pane (see `ChatPane`). */
export interface ChatSignInProps {
  /**
   * The host's own sign-in, rendered in the pane under its heading, in place of the kit's form.
   * Wins over `onSignInRequest`. Once the host signs the user in to this API
   * (`client.session.adopt(tokens)`, `useSession().adopt`), the chat shows.
   */
  renderSignIn?: () => ReactNode;
  /**
   * A 'Sign in' button that calls this (the host's auth: a redirect, its own dialog) instead of the
   * kit's form. Used only without `renderSignIn`; the host then adopts the tokens it gets.
   */
  onSignInRequest?: () => void;
  className?: string;
}

export interface ChatPaneProps extends ChatSignInProps {
  /** Open the conversation with this username at once (`<ChatPane agent="grace_achieng" />`). */
  agent?: string;
  /**
   * The listing (id) the chat was opened from ('Message {owner}' on a listing): the conversation
   * with its owner shows it under the header, with 'Book a viewing'. Without it, the listing of the
   * latest viewing card in the conversation shows.
   */
  listing?: number | null;
  /** Show the list of conversations beside the messages (true by default). */
  showConversationList?: boolean;
  /** Called when another conversation opens (to keep it in the URL, say). */
  onConversationChange?: (username: string | null) => void;
  /** Passed to `useChat`: the WebSocket implementation and the reconnect delay (spec §9: 5 s). */
  chatOptions?: Pick<UseChatOptions, 'WebSocket' | 'reconnectDelayMs'>;
  /**
   * Reports a received message: the scam notice the server puts under a message asking for money or
   * moving the talk off the platform shows a Report button that calls it. Without it, the kit's own
   * report dialog opens (`POST /chat/messages/{id}/report/`).
   */
  onReportMessage?: (message: ChatMessage) => void;
  className?: string;
}

/**
 * The inbox (spec §2 Chat, /inbox): the conversations (`useChatUsers`), the live conversation
 * (`useChat`: history, socket, catch-up after a reconnect), the composer, and the agent search to
 * start a new chat.
 *
 * A guest or a visitor (the server refuses them chat) signs in right there, in the pane, and the
 * chat shows as soon as the session is a member's, without a reload. Which sign-in, first match:
 * 1. `renderSignIn()`: the host's own UI, under the pane's heading;
 * 2. `onSignInRequest`: a 'Sign in' button that calls the host's auth;
 * 3. by default the kit's `LoginForm` (this API's e-mail and password), with 'Create account' to
 *    the marketplace's registration (`paths.register()`, on `marketplaceOrigin`: see
 *    `EstateProvider`), in a new tab when it is on another origin. The host's own sign-in (1, 2)
 *    has no such link: the account is the host's business then.
 *
 * ```tsx
 * <ChatPane />                                               // the inbox
 * <ChatPane agent="grace_achieng" showConversationList={false} /> // one agent, on a listing page
 * <ChatPane onSignInRequest={() => myAuth.open()} />         // the host's sign-in, then session.adopt
 * ```
 */
export function ChatPane({ agent, listing, showConversationList = true, onConversationChange, chatOptions, renderSignIn, onSignInRequest, onReportMessage, className }: ChatPaneProps) {
  const { isRegistered } = useSession();
  if (!isRegistered) return <ChatGuestNotice className={className} renderSignIn={renderSignIn} onSignInRequest={onSignInRequest} />;
  return <RegisteredChatPane {...{ agent, listing, showConversationList, onConversationChange, chatOptions, onReportMessage, className }} />;
}

function RegisteredChatPane({ agent, listing, showConversationList = true, onConversationChange, chatOptions, onReportMessage, className }: ChatPaneProps) {
  const [active, setActive] = useState<string | null>(agent?.trim() || null);
  const [picked, setPicked] = useState<ChatPartnerSummary | null>(null);
  const [pane, setPane] = useState<'list' | 'conversation'>(active ? 'conversation' : 'list');
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchQuery, setSearchQuery] = useState('');
  /** The message a search hit asked to see in its conversation. */
  const [shownMessage, setShownMessage] = useState<{ id: number } | null>(null);
  const found = useChatSearch(showConversationList ? searchQuery : null);
  // The search of the open conversation (its header's search button).
  const [inQuery, setInQuery] = useState('');
  const inFound = useChatSearch(active && inQuery.trim() ? inQuery : null, { with: active });
  const report = useReportDialog('message');
  const reportMessage = onReportMessage ?? ((message: ChatMessage) => report.open(message.id));

  // A new `agent` from the host page opens that conversation.
  useEffect(() => {
    const next = agent?.trim();
    if (next) {
      setActive(next);
      setPane('conversation');
    }
  }, [agent]);

  const inbox = useChatUsers();
  const { profile } = useMyProfile();
  const chat = useChat(active, chatOptions);
  const errorText = useErrorText();
  const online = useOnlineStatus();

  // Who the header shows: the inbox entry, the agent just picked, or the profile looked up by username.
  const fromInbox = active ? inbox.users.find((user) => isSameUser(user.username, active)) : undefined;
  const fromPick = picked && isSameUser(picked.username, active) ? picked : undefined;
  const looked = useProfileByUsername(active && !fromInbox && !fromPick ? active : undefined).profile;
  const about = useConversationListing(listing, chat.messages, active);
  const partner: ChatPartnerSummary | null = active ? fromInbox ?? fromPick ?? (looked ? looked : { username: active }) : null;

  const open = (username: string) => {
    setShownMessage(null);
    setInQuery('');
    setActive(username);
    setPane('conversation');
    onConversationChange?.(username);
  };

  const searchResults = searchQuery.trim() ? (
    <ChatSearchResults
      query={searchQuery}
      hits={found.hits}
      count={found.count}
      loading={found.isLoading || found.isDebouncing}
      failed={Boolean(found.error)}
      onRetry={() => void found.mutate()}
      onSelect={(hit) => {
        open(hit.partner.username);
        setShownMessage({ id: hit.message.id });
      }}
    />
  ) : null;

  // Why the last reaction was refused (shown where a refused send is).
  const [actionError, setActionError] = useState<string | null>(null);
  const refusal = (result: ActionResult<ChatMessage>) => (result.ok ? null : errorText(result.error));

  const send = ({ text, image, replyTo }: ChatDraft) => {
    // An image and a caption go as two messages: the server takes one of `message` or `image` a frame; a reply quotes with the first.
    const reply = replyTo ? { replyTo } : undefined;
    if (image && !chat.sendImage(image, reply).ok) return false;
    if (text && !chat.send(text, image ? undefined : reply).ok) return false;
    setActionError(null);
    chat.setTyping(false);
    return true;
  };

  return (
    <>
      <ChatPaneView
        me={profile?.username ?? null}
        conversations={inbox.users}
        conversationsLoading={inbox.isLoading}
        conversationsFailed={Boolean(inbox.error)}
        onRetryConversations={() => void inbox.mutate()}
        showConversationList={showConversationList}
        partner={partner}
        onSelectConversation={(user: ChatPartner) => open(user.username)}
        onStartChat={() => setSearchOpen(true)}
        searchQuery={searchQuery}
        onSearchQueryChange={setSearchQuery}
        searchResults={searchResults}
        showMessage={shownMessage}
        pane={pane}
        onBack={() => setPane('list')}
        messages={chat.messages}
        messagesLoading={chat.loading}
        hasOlder={chat.hasOlder}
        onLoadOlder={chat.loadOlder}
        historyError={chat.historyError ? errorText(chat.historyError) : null}
        onRetryHistory={chat.retryHistory}
        connection={chat.state}
        online={online}
        connectionError={chat.error}
        onSend={send}
        onSendImages={(files) => void chat.sendImages(files)}
        uploads={chat.uploads}
        // The server's refusal of a message shows under it (the outbox's 'failed'); the composer says what it refused itself, and why a reaction was refused.
        sendError={chat.sendError && chat.sendError.kind !== 'http' ? errorText(chat.sendError) : actionError}
        onTyping={chat.setTyping}
        partnerTyping={chat.partnerTyping}
        seenId={chat.seenId}
        onReportMessage={reportMessage}
        onReact={(message, emoji, add) => {
          setActionError(null);
          void (add ? chat.react : chat.unreact)(message.id, emoji).then((result) => setActionError(refusal(result)));
        }}
        onEditMessage={async (message, text) => refusal(await chat.edit(message.id, text))}
        onDeleteMessage={async (message) => refusal(await chat.remove(message.id))}
        conversationHead={about && <ChatListingHead listing={about} me={profile?.username ?? null} />}
        conversationSearch={{
          query: inQuery,
          onQueryChange: setInQuery,
          hits: inFound.hits,
          count: inFound.count,
          loading: inFound.isLoading || inFound.isDebouncing,
          failed: Boolean(inFound.error),
          onRetry: () => void inFound.mutate(),
        }}
        onRetryMessage={chat.retry}
        onDiscardMessage={chat.discard}
        className={className}
      />
      {report.dialog}
      <AgentSearchDialog
        open={searchOpen}
        onOpenChange={setSearchOpen}
        onPick={(person: RecentPerson) => {
          setPicked(person);
          setSearchOpen(false);
          open(person.username);
        }}
      />
    </>
  );
}

/**
 * What a guest (or a visitor who is not signed in) sees instead of the chat: a heading, and the way
 * in, in place (the host's `renderSignIn`, its `onSignInRequest` button, else the kit's
 * `LoginForm`); see `ChatPane` for the order. It fills the pane and centres the sign-in in it.
 */
export function ChatGuestNotice({ renderSignIn, onSignInRequest, className }: ChatSignInProps) {
  const t = useTranslate();
  const titleId = useId();
  const root = useRootProps('chat-pane', 'est-clip', 'est-card est-stack', className);
  let signIn: ReactNode;
  if (renderSignIn) signIn = renderSignIn();
  else if (onSignInRequest) {
    signIn = (
      <Button size="lg" className="est-full" icon={<LogIn size={18} aria-hidden />} onClick={onSignInRequest}>
        {t('guestSignIn')}
      </Button>
    );
  } else signIn = <LoginForm footer={<CreateAccountLink />} />;
  return (
    <div {...root} data-guest>
      <section className="est-chat-sign-in est-stack est-gap-6" aria-labelledby={titleId}>
        <div className="est-center est-text-center est-gap-2">
          <span className="est-guest-gate-icon est-text-accent est-circle" aria-hidden>
            <MessageCircle size={24} />
          </span>
          <h2 id={titleId} className="est-text-xl est-semibold est-tight">
            {t('chatSignInTitle')}
          </h2>
          <p className="est-muted">{t('chatSignInBody')}</p>
        </div>
        {signIn}
      </section>
    </div>
  );
}

/** 'New to Estate? Create account', to the marketplace's registration: in a new tab when it is on another origin, so the pane stays. */
function CreateAccountLink() {
  const t = useTranslate();
  const { paths } = useEstateUI();
  const { Link } = useComponents();
  const href = paths.register();
  const away = isOffSite(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <p className="est-text-sm est-muted est-text-center">
      {t('guestNoAccount')}{' '}
      <Link href={href} className="est-text-accent est-medium" {...away}>
        {t('guestCreateAccount')}
      </Link>
    </p>
  );
}

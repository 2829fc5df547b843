'use client';

import type { ChatPartner, RecentPerson } from '@estate/sdk';
import { useChat, useChatUsers, useMyProfile, useProfileByUsername, useSession, type UseChatOptions } from '@estate/sdk/react';
import { useEffect, useState } from 'react';
import { useRootProps } from '../../config/root.js';
import { GuestPrompt } from '../auth/GuestPrompt.js';
import { AgentSearchDialog } from './AgentSearchDialog.js';
import { isSameUser } from './chat-utils.js';
import type { ChatDraft } from './ChatComposer.js';
import { useOnlineStatus } from './ChatConnectionBanner.js';
import { ChatPaneView, type ChatPartnerSummary } from './ChatPaneView.js';
import { useErrorText } from '../shared/error-text.js';

export interface ChatPaneProps {
  /** Open the conversation with this username at once (`<ChatPane agent="grace_achieng" />`). */
  agent?: string;
  /** Show the list of conversations beside the messages (true by default). */
  showConversationList?: boolean;
  /** Called when another conversation opens (to keep it in the URL, say). */
  onConversationChange?: (username: string | null) => void;
  /** Passed to `useChat`: the WebSocket implementation and the reconnect delay (spec §9: 5 s). */
  chatOptions?: Pick<UseChatOptions, 'WebSocket' | 'reconnectDelayMs'>;
  className?: string;
}

/**
 * The inbox (spec §2 Chat, /inbox): the conversations (`useChatUsers`), the live conversation
 * (`useChat`: history, socket, catch-up after a reconnect), the composer, and the agent search to
 * start a new chat. Guests see the registered-user notice instead: the server refuses them.
 *
 * ```tsx
 * <ChatPane />                                               // the inbox
 * <ChatPane agent="grace_achieng" showConversationList={false} /> // one agent, on a listing page
 * ```
 */
export function ChatPane({ agent, showConversationList = true, onConversationChange, chatOptions, className }: ChatPaneProps) {
  const { isRegistered } = useSession();
  if (!isRegistered) return <ChatGuestNotice className={className} />;
  return <RegisteredChatPane {...{ agent, showConversationList, onConversationChange, chatOptions, className }} />;
}

function RegisteredChatPane({ agent, showConversationList = true, onConversationChange, chatOptions, className }: ChatPaneProps) {
  const [active, setActive] = useState<string | null>(agent?.trim() || null);
  const [picked, setPicked] = useState<ChatPartnerSummary | null>(null);
  const [pane, setPane] = useState<'list' | 'conversation'>(active ? 'conversation' : 'list');
  const [searchOpen, setSearchOpen] = useState(false);

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
  const partner: ChatPartnerSummary | null = active ? fromInbox ?? fromPick ?? (looked ? looked : { username: active }) : null;

  const open = (username: string) => {
    setActive(username);
    setPane('conversation');
    onConversationChange?.(username);
  };

  const send = ({ text, image }: ChatDraft) => {
    // An image and a caption go as two messages: the server takes one of `message` or `image` a frame.
    if (image && !chat.sendImage(image).ok) return false;
    if (text && !chat.send(text).ok) return false;
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
        sendError={chat.sendError ? errorText(chat.sendError) : null}
        onTyping={chat.setTyping}
        partnerTyping={chat.partnerTyping}
        seenId={chat.seenId}
        className={className}
      />
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

/** What a guest (or a visitor who is not signed in) sees instead of the chat: the way in, in place. */
export function ChatGuestNotice({ className }: { className?: string }) {
  const root = useRootProps('chat-pane', 'est-clip', 'est-card est-stack', className);
  return (
    <div {...root} data-guest>
      <GuestPrompt className="est-chat-guest est-justify-center" />
    </div>
  );
}

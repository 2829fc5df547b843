'use client';

import { mediaUrl, type ChatMessage } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { ArrowDown, MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { formatDayLabel, formatMessageTime, groupMessages, messageKey, type MessageGroup } from './chat-utils.js';
import { DEFAULT_CHAT_COMPONENTS, type BubblePosition, type ChatComponents } from './MessageBubble.js';

/** Within this many pixels of the end, the list counts as "at the newest" and follows new messages. */
const STICK_THRESHOLD_PX = 64;

export interface MessageListProps {
  /** The conversation, oldest first (as `useChat` gives it). */
  messages: readonly ChatMessage[];
  /** My username: my messages are on the right. */
  me: string | null;
  partnerName: string;
  partnerPhoto?: string | null;
  /** The first history page is loading. */
  loading?: boolean;
  hasOlder?: boolean;
  onLoadOlder?: () => unknown;
  components?: Partial<ChatComponents>;
  /** "Today" is measured from this (for stories and tests); the current time by default. */
  now?: Date;
}

/**
 * The messages of one conversation, grouped by sender with day separators, in a polite live
 * region. It follows the newest message while the reader is at the end; when they have scrolled
 * up, new messages wait under a "New messages" pill instead of pulling the page away.
 */
export function MessageList({ messages, me, partnerName, partnerPhoto, loading = false, hasOlder = false, onLoadOlder, components, now }: MessageListProps) {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  const { MessageBubble, Avatar } = { ...DEFAULT_CHAT_COMPONENTS, ...components };
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  const toUrl = useCallback((path: string | null | undefined) => (path ? (baseUrl ? mediaUrl(baseUrl, path)! : path) : null), [baseUrl]);
  const items = useMemo(() => groupMessages(messages, me), [messages, me]);
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [unseen, setUnseen] = useState(0);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const today = now ?? new Date();

  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const seen = useRef<{ first?: string; last?: string; count: number; height: number }>({ count: 0, height: 0 });

  const scrollToEnd = useCallback((behavior: ScrollBehavior = 'auto') => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo?.({ top: element.scrollHeight, behavior });
    if (behavior === 'auto') element.scrollTop = element.scrollHeight;
    atEnd.current = true;
    setUnseen(0);
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_THRESHOLD_PX;
    if (atEnd.current) setUnseen(0);
  };

  // Decide, before paint, what a change of the list does to the scroll position.
  useLayoutEffect(() => {
    const element = scroller.current;
    const first = messages[0] ? messageKey(messages[0]) : undefined;
    const lastMessage = messages[messages.length - 1];
    const last = lastMessage ? messageKey(lastMessage) : undefined;
    const before = seen.current;
    seen.current = { first, last, count: messages.length, height: element?.scrollHeight ?? 0 };
    if (!element || !last) return;
    if (before.count === 0) {
      // A conversation opened (or its first page arrived): start at the newest.
      scrollToEnd();
    } else if (last !== before.last) {
      // New at the end: follow it if the reader is there, or if I sent it; else count it.
      const mine = lastMessage!.sender_username && me && lastMessage!.sender_username.toLowerCase() === me.toLowerCase();
      if (atEnd.current || mine) scrollToEnd();
      else setUnseen((count) => count + Math.max(1, messages.length - before.count));
    } else if (first !== before.first) {
      // Older messages came in above: keep what the reader was looking at in place.
      element.scrollTop += element.scrollHeight - before.height;
    }
  }, [messages, me, scrollToEnd]);

  // Images and fonts change the height after the scroll: stay at the end while the reader is there.
  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) scrollToEnd();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollToEnd]);

  const loadOlder = async () => {
    if (!onLoadOlder || loadingOlder) return;
    setLoadingOlder(true);
    try {
      await onLoadOlder();
    } finally {
      setLoadingOlder(false);
    }
  };

  const nameOf = (group: MessageGroup) => (group.own ? t('chatYou') : partnerName);

  return (
    <div className="est-chat-messages">
      <div
        ref={scroller}
        className="est-chat-scroller"
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('chatMessagesWith', { name: partnerName })}
        aria-busy={loading || undefined}
        tabIndex={0}
      >
        <div ref={content} className="est-chat-scroller-content">
          {hasOlder && messages.length > 0 && (
            <div className="est-chat-older">
              <Button variant="ghost" size="sm" loading={loadingOlder} onClick={loadOlder}>
                {t('chatLoadOlder')}
              </Button>
            </div>
          )}
          {loading && messages.length === 0 ? (
            <MessageSkeletons />
          ) : messages.length === 0 ? (
            <EmptyState className="est-chat-empty" icon={<MessageCircle size={22} aria-hidden />} title={t('noMessages')} />
          ) : (
            items.map((item) =>
              item.kind === 'day' ? (
                <div key={item.key} className="est-chat-day">
                  <span>{formatDayLabel(item.date, today, intlLocale)}</span>
                </div>
              ) : (
                <div key={item.key} className="est-chat-group" data-own={item.own || undefined}>
                  {!item.own && <Avatar src={partnerPhoto} name={partnerName} size={28} className="est-chat-group-avatar" />}
                  <div className="est-chat-group-body">
                    <span className="est-visually-hidden">{nameOf(item)}</span>
                    {item.messages.map((message, index) => (
                      <MessageBubble
                          key={messageKey(message)}
                          message={message}
                          own={item.own}
                          position={positionIn(index, item.messages.length)}
                          senderName={nameOf(item)}
                          time={formatMessageTime(message.created_at, intlLocale)}
                          imageUrl={toUrl(message.image)}
                          onOpenImage={(url) => setImage({ url, name: nameOf(item) })}
                        />
                    ))}
                    <span className="est-chat-group-time">{formatMessageTime(item.messages[item.messages.length - 1]!.created_at, intlLocale)}</span>
                  </div>
                </div>
              ),
            )
          )}
        </div>
      </div>
      {unseen > 0 && (
        <button type="button" className="est-chat-new-pill" onClick={() => scrollToEnd('smooth')}>
          <ArrowDown size={16} aria-hidden />
          {t('chatNewMessagesPill')}
        </button>
      )}
      <Dialog open={image !== null} onOpenChange={(open) => !open && setImage(null)} title={image ? t('chatImageFrom', { name: image.name }) : ''} size="xl" name="chat-image-dialog">
        {image && <img className="est-chat-image-full" src={image.url} alt={t('chatImageFrom', { name: image.name })} />}
      </Dialog>
    </div>
  );
}

function positionIn(index: number, length: number): BubblePosition {
  if (length === 1) return 'single';
  if (index === 0) return 'first';
  return index === length - 1 ? 'last' : 'middle';
}

function MessageSkeletons() {
  const rows: Array<{ own: boolean; width: string }> = [
    { own: false, width: '55%' },
    { own: false, width: '35%' },
    { own: true, width: '45%' },
    { own: false, width: '60%' },
    { own: true, width: '30%' },
  ];
  return (
    <div className="est-chat-skeletons">
      {rows.map((row, index) => (
        <div key={index} className="est-chat-skeleton-row" data-own={row.own || undefined}>
          <Skeleton width={row.width} height={36} radius="var(--est-radius-lg)" />
        </div>
      ))}
    </div>
  );
}

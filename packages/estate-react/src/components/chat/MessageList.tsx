'use client';

import { mediaUrl, type ChatListMessage, type ChatMessage } from '@estate/sdk';
import { useOptionalEstateClient } from '@estate/sdk/react';
import { ArrowDown, MessageCircle } from '../../icons/index.js';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useComponents } from '../../config/components.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar as DefaultAvatar } from '../../primitives/Avatar.js';
import { Button } from '../../primitives/Button.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { RetryBanner } from '../shared/RetryBanner.js';
import { formatDayLabel, formatMessageTime, groupMessages, isSameUser, messageKey, type MessageGroup, type MessageListItem } from './chat-utils.js';
import { MessageBubble as DefaultMessageBubble, type BubblePosition } from './MessageBubble.js';
import type { ChatMessageActions } from './message-actions.js';
import { ViewingCard } from './ViewingCard.js';
import { ChatListingCard } from './ChatListingCard.js';
import { MessageStatus } from './MessageStatus.js';
import { PhotoViewer } from '../listings/PhotoViewer.js';

/** Within this many pixels of the end, the list counts as "at the newest" and follows new messages. */
const STICK_THRESHOLD_PX = 64;
/** Rows are drawn this far beyond each edge of the visible part (pixels), so a fast scroll finds them ready. */
const OVERSCAN_PX = 600;
/** The visible height assumed before the scroller has one (the first render; jsdom). */
const FALLBACK_VIEWPORT_PX = 800;
/** How long a message shown from a quote stays lit. */
const HIGHLIGHT_MS = 1600;
/** The most older pages a click on a quote loads to find the quoted message. */
const JUMP_MAX_PAGES = 40;

const nextFrame = () => new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 16)));

/** A row's height until it has been drawn and measured: a day line, or a group of bubbles. */
function estimatedHeight(item: MessageListItem): number {
  if (item.kind === 'day') return 44;
  // A warned message has its safety notice under it (about 96 px folded).
  return item.messages.reduce((sum, message) => sum + (message.viewing ? 180 : message.property_id !== undefined ? 92 : message.image ? 224 : 42) + (message.warning && !item.own ? 96 : 0), 32);
}

/** The index of the row that holds pixel `y`: the last `i` with `offsets[i] <= y`. */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle]! <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface MessageListProps {
  /** The conversation, oldest first, then my messages still in the outbox (as `useChat` gives it). */
  messages: readonly ChatListMessage[];
  /** My username: my messages are on the right. */
  me: string | null;
  partnerName: string;
  partnerPhoto?: string | null;
  /** The first history page is loading. */
  loading?: boolean;
  hasOlder?: boolean;
  onLoadOlder?: () => unknown;
  /**
   * Why the history failed to load, with a Retry (`onRetry`): in place of 'No messages yet.' when
   * nothing loaded (the conversation is not known to be empty), above the messages when an older page failed.
   */
  error?: string | null;
  onRetry?: () => void;
  /** "Today" is measured from this (for stories and tests); the current time by default. */
  now?: Date;
  /** The partner is typing: animated dots under the last message. */
  partnerTyping?: boolean;
  /** The partner's read mark (`useChat().seenId`): 'Seen' goes under my last message they have read. */
  seenId?: number;
  /** Reports a received message; the scam notice under a warned message shows a Report button that calls it. */
  onReportMessage?: (message: ChatMessage) => void;
  /** The partner's username (who reacted; whose message a reply quotes). */
  partner?: string;
  /**
   * The actions on messages (issue 27): react, reply, edit and delete, from each bubble's hover
   * toolbar, long press and menu. A quote above a reply always jumps to the message it quotes.
   */
  actions?: Omit<ChatMessageActions, 'onJumpTo'>;
  /**
   * A message to bring into view (a search hit's), as a quote's is: older pages loaded until it is
   * in, centred, lit and focused, once the history has loaded (`focus: false`: not focused, for a search field that keeps it). A new object jumps again.
   */
  showMessage?: { id: number; focus?: boolean } | null;
  /** Sends a failed message of the outbox again, by client id (`useChat().retry`): its Retry button. */
  onRetryMessage?: (clientId: string) => void;
  /** Deletes a failed message from the outbox (`useChat().discard`): its Delete button. */
  onDiscardMessage?: (clientId: string) => void;
}

/**
 * The messages of one conversation, grouped by sender with day separators, in a polite live
 * region. It follows the newest message while the reader is at the end; when they have scrolled
 * up, new messages wait under a "New messages" pill instead of pulling the page away.
 *
 * Virtualised, so a thread of 10,000 messages scrolls as smoothly as one of ten: only the rows (day
 * lines and sender groups) in view, plus `OVERSCAN_PX` above and below, are in the DOM; the rest
 * are stood in for by padding of their height, measured once drawn (estimated before). A row that
 * changes height above the visible part (an image loading) moves the scroll position with it, so
 * what the reader looks at stays put; older pages prepended keep the position too.
 */
export function MessageList({
  messages,
  me,
  partnerName,
  partnerPhoto,
  loading = false,
  hasOlder = false,
  onLoadOlder,
  error,
  onRetry,
  now,
  partnerTyping = false,
  seenId = 0,
  onReportMessage,
  partner = '',
  actions,
  showMessage,
  onRetryMessage,
  onDiscardMessage,
}: MessageListProps) {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  const { MessageBubble = DefaultMessageBubble, ChatAvatar: Avatar = DefaultAvatar } = useComponents();
  const baseUrl = useOptionalEstateClient()?.baseUrl;
  const toUrl = useCallback((path: string | null | undefined) => (path ? (baseUrl ? mediaUrl(baseUrl, path)! : path) : null), [baseUrl]);
  const items = useMemo(() => groupMessages(messages, me), [messages, me]);
  const latestCards = useMemo(() => latestViewingCards(messages), [messages]);
  // The conversation's images, for the photo viewer ('2 / 5', ←/→); a deleted message has none.
  const images = useMemo(() => messages.filter((message) => message.image && !message.deleted_at), [messages]);
  const [viewing, setViewing] = useState<number | null>(null);
  const viewerOpener = useRef<HTMLElement | null>(null);
  const openImage = (message: ChatListMessage) => {
    const at = images.findIndex((known) => messageKey(known) === messageKey(message));
    if (at < 0) return;
    viewerOpener.current = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
    setViewing(at);
  };
  const [unseen, setUnseen] = useState(0);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const today = now ?? new Date();

  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const seen = useRef<{ first?: string; last?: string; count: number; height: number }>({ count: 0, height: 0 });
  /** Measured row heights by row key; a row not drawn yet has its estimate. */
  const heights = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);
  /** The visible part of the scroller, and whether it is at the end (then the last rows are drawn). */
  const [view, setView] = useState({ top: 0, height: 0, pinned: true });
  /** The message a quote was clicked to show (lit for a moment), and where the list still has to bring it into view. */
  const [highlight, setHighlight] = useState<number | null>(null);
  const pendingJump = useRef<number | null>(null);
  /** Whether the jump under way focuses its message (not when a search field keeps the focus). */
  const jumpFocus = useRef(true);
  const [jumpNote, setJumpNote] = useState<string | null>(null);

  const offsets = useMemo(() => {
    const sums = new Array<number>(items.length + 1);
    sums[0] = 0;
    items.forEach((item, index) => {
      sums[index + 1] = sums[index]! + (heights.current.get(item.key) ?? estimatedHeight(item));
    });
    return sums;
    // `measured` changes when `heights` does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, measured]);
  const total = offsets[items.length]!;
  const viewport = view.height || FALLBACK_VIEWPORT_PX;
  const top = view.pinned ? Math.max(0, total - viewport) : view.top;
  const start = Math.max(0, rowAt(offsets, top - OVERSCAN_PX));
  const end = Math.min(items.length, rowAt(offsets, top + viewport + OVERSCAN_PX) + 1);

  const readView = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    setView((current) =>
      current.top === element.scrollTop && current.height === element.clientHeight && current.pinned === atEnd.current
        ? current
        : { top: element.scrollTop, height: element.clientHeight, pinned: atEnd.current },
    );
  }, []);

  const scrollToEnd = useCallback(
    (behavior: ScrollBehavior = 'auto') => {
      const element = scroller.current;
      if (!element) return;
      element.scrollTo?.({ top: element.scrollHeight, behavior });
      if (behavior === 'auto') element.scrollTop = element.scrollHeight;
      atEnd.current = true;
      setUnseen(0);
      readView();
    },
    [readView],
  );

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_THRESHOLD_PX;
    if (atEnd.current) setUnseen(0);
    readView();
  };

  /**
   * Reads the heights of the drawn rows. Rows above the visible part that grew or shrank move the
   * scroll position by as much, so the rows in view do not jump; at the end, the end is kept.
   */
  const measure = useCallback(() => {
    const element = scroller.current;
    const list = rows.current;
    if (!element || !list) return;
    let changed = false;
    let above = 0;
    const visibleTop = element.getBoundingClientRect().top;
    for (const row of Array.from(list.children) as HTMLElement[]) {
      const key = row.dataset.rowKey;
      const box = row.getBoundingClientRect();
      const height = box.height;
      // Zero: not laid out (hidden, or jsdom); the estimate stays.
      if (!key || height <= 0) continue;
      const before = heights.current.get(key);
      if (before === height) continue;
      const item = before === undefined ? items.find((candidate) => candidate.key === key) : undefined;
      const delta = height - (before ?? (item ? estimatedHeight(item) : height));
      if (box.bottom <= visibleTop) above += delta;
      heights.current.set(key, height);
      changed = true;
    }
    if (!changed) return;
    setMeasured((count) => count + 1);
    if (atEnd.current) element.scrollTop = element.scrollHeight;
    else if (above !== 0) element.scrollTop += above;
  }, [items]);

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
      readView();
    }
  }, [messages, me, scrollToEnd, readView]);

  // Every render: measure the rows just drawn (their padding stand-ins then match them).
  useLayoutEffect(() => {
    measure();
  });

  // The scroller's own size (a window resized), for what counts as visible.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
      readView();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [readView]);

  // Images and fonts change the height after the scroll: measure again, and stay at the end while the reader is there.
  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      measure();
      if (atEnd.current) scrollToEnd();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollToEnd, measure]);

  // 'Seen' goes under my last message the partner has read, unless they have written since.
  const seenKey = useMemo(() => {
    if (seenId <= 0) return undefined;
    for (let at = messages.length - 1; at >= 0; at -= 1) {
      const message = messages[at]!;
      if (!isSameUser(message.sender_username, me)) return undefined;
      if (typeof message.id === 'number' && message.id <= seenId) return messageKey(message);
    }
    return undefined;
  }, [messages, me, seenId]);

  // What a jump reads after each older page came in: the latest props and rows.
  const latest = useRef({ messages, hasOlder, onLoadOlder, items, offsets, viewport });
  latest.current = { messages, hasOlder, onLoadOlder, items, offsets, viewport };

  /** Shows message `id` (a quote was clicked): loads older pages until it is in, scrolls to it and lights it; says so when it cannot be found. */
  const jumpTo = useCallback(
    async (id: number, focus = true) => {
      setJumpNote(null);
      const has = () => latest.current.messages.some((message) => message.id === id);
      for (let page = 0; page < JUMP_MAX_PAGES && !has(); page += 1) {
        const { hasOlder: more, onLoadOlder: load, messages: now } = latest.current;
        const oldest = now.find((message) => typeof message.id === 'number')?.id;
        if (!more || !load || (oldest !== undefined && id > oldest)) break;
        const found = await load();
        await nextFrame();
        if (found === false) break;
      }
      if (!has()) {
        setJumpNote(t('chatQuoteGone'));
        return;
      }
      const { items: rowsNow, offsets: at, viewport: height } = latest.current;
      const index = rowsNow.findIndex((item) => item.kind === 'group' && item.messages.some((message) => message.id === id));
      const element = scroller.current;
      if (!element || index < 0) return;
      atEnd.current = false;
      pendingJump.current = id;
      jumpFocus.current = focus;
      element.scrollTop = Math.max(0, at[index]! - height / 3);
      readView();
      setHighlight(id);
    },
    [readView, t],
  );

  // Once the row of a jump is drawn: centre the message, focus it (its actions are a Tab away).
  useLayoutEffect(() => {
    const id = pendingJump.current;
    const element = scroller.current;
    if (id === null || !element) return;
    const target = element.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
    if (!target) return;
    pendingJump.current = null;
    const box = target.getBoundingClientRect();
    const frame = element.getBoundingClientRect();
    element.scrollTop += box.top - frame.top - (element.clientHeight - box.height) / 2;
    if (jumpFocus.current) target.focus({ preventScroll: true });
    readView();
  });

  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  useEffect(() => {
    if (!jumpNote) return;
    const timer = setTimeout(() => setJumpNote(null), 4000);
    return () => clearTimeout(timer);
  }, [jumpNote]);

  const jumpToQuote = useCallback((id: number) => void jumpTo(id), [jumpTo]);

  // A message asked for from outside (a search hit): once the history is in, jump as to a quote.
  const shown = useRef<{ id: number } | null>(null);
  useEffect(() => {
    if (!showMessage || showMessage === shown.current || loading || messages.length === 0) return;
    shown.current = showMessage;
    void jumpTo(showMessage.id, showMessage.focus !== false);
  }, [showMessage, loading, messages.length, jumpTo]);
  const bubbleActions = useMemo<ChatMessageActions | undefined>(() => (actions ? { ...actions, onJumpTo: (id) => void jumpTo(id) } : undefined), [actions, jumpTo]);

  /** ArrowUp and ArrowDown on a message (or in it) move to the one before or after: each is a Tab away from its actions. */
  const onMessageKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const element = scroller.current;
    const target = event.target as HTMLElement;
    if (!element || !element.contains(target)) return;
    const current = target.closest<HTMLElement>('.est-chat-message');
    if (!current) return;
    const all = Array.from(element.querySelectorAll<HTMLElement>('.est-chat-message'));
    const next = all[all.indexOf(current) + (event.key === 'ArrowUp' ? -1 : 1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

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
    <div className="est-chat-messages est-relative est-stack">
      <div
        ref={scroller}
        className="est-chat-scroller est-stack"
        onScroll={onScroll}
        onKeyDown={onMessageKeys}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('chatMessagesWith', { name: partnerName })}
        aria-busy={loading || undefined}
        tabIndex={0}
      >
        <div ref={content} className="est-chat-scroller-content est-stack est-gap-3">
          {/* An older page that failed takes the place of its button, where the reader asked for it. */}
          {messages.length > 0 && error ? (
            <RetryBanner error={error} onRetry={onRetry} />
          ) : (
            hasOlder &&
            messages.length > 0 && (
              <div className="est-chat-older est-justify-center est-flex">
                <Button variant="ghost" size="sm" loading={loadingOlder} onClick={loadOlder}>
                  {t('chatLoadOlder')}
                </Button>
              </div>
            )
          )}
          {loading && messages.length === 0 ? (
            <MessageSkeletons />
          ) : messages.length === 0 ? (
            // Nothing loaded is not an empty conversation: say so, with a Retry.
            error ? (
              <RetryBanner error={error} onRetry={onRetry} />
            ) : (
              <EmptyState className="est-chat-empty" icon={<MessageCircle size={22} aria-hidden />} title={t('noMessages')} />
            )
          ) : (
            // The log reads out rows added at the end (new messages) while the reader is there; rows
            // drawn as one scrolls back (windowing, older pages, a jump to a quote) are not news.
            <div ref={rows} className="est-chat-rows est-stack" aria-live={view.pinned ? undefined : 'off'} style={{ paddingTop: offsets[start], paddingBottom: total - offsets[end]! }}>
            {items.slice(start, end).map((item) => (
              <div key={item.key} className="est-chat-row est-stack" data-row-key={item.key}>
              {item.kind === 'day' ? (
                <div className="est-chat-day est-row est-gap-3 est-text-xs est-medium est-muted">
                  <span>{formatDayLabel(item.date, today, intlLocale)}</span>
                </div>
              ) : (
                <div className="est-chat-group est-flex est-gap-2" data-own={item.own || undefined}>
                  {!item.own && <Avatar src={partnerPhoto} name={partnerName} size={28} className="est-chat-group-avatar" />}
                  <div className="est-chat-group-body est-shrink est-align-start est-stack est-gap-px">
                    <span className="est-visually-hidden">{nameOf(item)}</span>
                    {item.messages.map((message, index) =>
                      // A viewing proposal or answer is a card (ViewingCard.tsx), not a bubble; so is the listing a chat was started from.
                      message.property_id !== undefined ? (
                        <ChatListingCard key={messageKey(message)} message={message} />
                      ) : message.viewing ? (
                        <ViewingCard key={messageKey(message)} viewing={message.viewing} me={me} compact={latestCards.get(message.viewing.id) !== messageKey(message)} />
                      ) : (
                        <Fragment key={messageKey(message)}>
                        <MessageBubble
                          message={message}
                          own={item.own}
                          position={positionIn(index, item.messages.length)}
                          senderName={nameOf(item)}
                          time={formatMessageTime(message.created_at, intlLocale)}
                          imageUrl={toUrl(message.image)}
                          onOpenImage={() => openImage(message)}
                          onReportMessage={onReportMessage}
                          me={me}
                          partner={partner}
                          partnerName={partnerName}
                          actions={bubbleActions}
                          onJumpTo={jumpToQuote}
                          highlighted={highlight === message.id}
                          now={now?.getTime()}
                        />
                        {message.status && <MessageStatus message={message} onRetry={onRetryMessage} onDiscard={onDiscardMessage} />}
                        </Fragment>
                      ),
                    )}
                    <span className="est-chat-group-time est-text-xs est-muted">
                      {formatMessageTime(item.messages[item.messages.length - 1]!.created_at, intlLocale)}
                      {seenKey !== undefined && item.messages.some((message) => messageKey(message) === seenKey) && (
                        <span className="est-chat-seen est-text-accent est-medium" data-testid="chat-seen">
                          {' · '}
                          {t('chatSeen')}
                        </span>
                      )}
                    </span>
                  </div>
                </div>
              )}
              </div>
            ))}
            </div>
          )}
          {partnerTyping && (
            <div className="est-chat-typing est-flex est-gap-2" role="status">
              <Avatar src={partnerPhoto} name={partnerName} size={28} decorative />
              <span className="est-chat-typing-bubble est-surface est-inline" aria-hidden>
                <span className="est-chat-typing-dot est-pill" />
                <span className="est-chat-typing-dot est-pill" />
                <span className="est-chat-typing-dot est-pill" />
              </span>
              <span className="est-visually-hidden">{t('chatTyping', { name: partnerName })}</span>
            </div>
          )}
        </div>
      </div>
      {jumpNote && (
        <p className="est-chat-jump-note est-absolute est-pill est-text-xs est-medium" role="status">
          {jumpNote}
        </p>
      )}
      {unseen > 0 && (
        <button type="button" className="est-chat-new-pill est-absolute est-inline est-gap-1 est-pill est-text-xs est-semibold" onClick={() => scrollToEnd('smooth')}>
          <ArrowDown size={16} aria-hidden />
          {t('chatNewMessagesPill')}
        </button>
      )}
      <PhotoViewer
        photos={images.map((message) => message.image!)}
        title={partnerName}
        label={t('chatPhotosWith', { name: partnerName })}
        altOf={(index) => t('chatImageFrom', { name: isSameUser(images[index]?.sender_username, me) ? t('chatYou') : partnerName })}
        openAt={viewing === null ? null : Math.min(viewing, images.length - 1)}
        onClose={() => setViewing(null)}
        returnFocus={viewerOpener}
      />
    </div>
  );
}

/** Each viewing's latest card (its key): that one is whole, with the actions; earlier ones of the same viewing are a line. */
function latestViewingCards(messages: readonly ChatListMessage[]): Map<number, string> {
  const latest = new Map<number, string>();
  for (const message of messages) if (message.viewing) latest.set(message.viewing.id, messageKey(message));
  return latest;
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
    <div className="est-chat-skeletons est-stack est-gap-3">
      {rows.map((row, index) => (
        <div key={index} className="est-chat-skeleton-row est-flex" data-own={row.own || undefined}>
          <Skeleton width={row.width} height={36} radius="var(--est-radius-lg)" />
        </div>
      ))}
    </div>
  );
}

'use client';

import { formatRelativeTime, type ChatSearchHit } from '@estate/sdk';
import { Fragment } from 'react';
import { SearchX } from '../../icons/index.js';
import { useComponents } from '../../config/components.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar as DefaultAvatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { AvatarSkeletonRows } from '../../primitives/Skeleton.js';
import { RetryButton } from '../shared/RetryBanner.js';

/** Fewest characters the server searches (`CHAT_SEARCH_MIN_LENGTH`). */
export const CHAT_SEARCH_MIN_CHARACTERS = 2;

export interface ChatSearchResultsProps {
  /** What was searched: the words found are marked in each snippet. */
  query: string;
  /** The hits (`useChatSearch().hits`), newest first. */
  hits: readonly ChatSearchHit[];
  /** How many messages match in all (the page may hold fewer). */
  count?: number;
  /** The search is on its way (typing has paused, or the server is answering). */
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** Opens the hit's conversation at its message. */
  onSelect: (hit: ChatSearchHit) => void;
  /** Relative times are measured from this (stories, tests); the current time by default. */
  now?: Date;
  /** The hit shown in its conversation (a conversation's search steps through them): marked `aria-current`. */
  activeId?: number | null;
}

/** The words of a search as the server reads them: runs of letters and digits (a lone letter beside longer words left out). */
function wordsOf(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const longer = words.filter((word) => Array.from(word).length > 1);
  return longer.length > 0 ? longer : words;
}

/** The snippet with the starts of words that match marked (`<mark>`), as the server matched them. */
function Highlighted({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <>{text}</>;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})`, 'giu');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, at) => (at % 2 === 1 ? <mark key={at} className="est-chat-search-mark">{part}</mark> : <Fragment key={at}>{part}</Fragment>))}
    </>
  );
}

/**
 * The messages a search of the inbox found (issue 27): the person, when, and the words around the
 * match with the matching words marked; a click opens that conversation at the message. Loading,
 * failed and empty states of their own; announced politely as the count changes.
 */
export function ChatSearchResults({ query, hits, count, loading = false, failed = false, onRetry, onSelect, now, activeId = null }: ChatSearchResultsProps) {
  const t = useTranslate();
  const { messages, intlLocale } = useEstateUI();
  const { ChatAvatar: Avatar = DefaultAvatar } = useComponents();
  const words = wordsOf(query);
  const total = count ?? hits.length;

  if (Array.from(query.trim()).length < CHAT_SEARCH_MIN_CHARACTERS) {
    return <p className="est-chat-search-hint est-text-sm est-muted">{t('chatSearchKeepTyping')}</p>;
  }
  if (loading && hits.length === 0) {
    return (
      <ul className="est-chat-list" aria-busy="true" aria-label={t('loading')}>
        <AvatarSkeletonRows count={4} className="est-chat-list-skeleton est-row est-gap-3" avatar={36} linesClassName="est-chat-list-skeleton-lines est-stack est-gap-2" lines={[['45%', 12], ['90%', 10]]} />
      </ul>
    );
  }
  if (failed && hits.length === 0) {
    return (
      <div className="est-chat-list-error est-align-start est-stack est-gap-3">
        <Banner tone="danger">{t('chatSearchFailed')}</Banner>
        <RetryButton onRetry={onRetry} size="sm" />
      </div>
    );
  }
  if (hits.length === 0) {
    // A live region around it, so the outcome is announced as the results' count is.
    return (
      <div className="est-chat-search-outcome est-stack est-grow" role="status">
        <EmptyState className="est-chat-list-empty est-justify-center" icon={<SearchX size={22} aria-hidden />} title={t('chatSearchNoResults', { query: query.trim() })} />
      </div>
    );
  }

  const countText = total === 1 ? t('chatSearchResultCountOne') : t('chatSearchResultCount', { count: total });
  return (
    <>
      <p className="est-chat-search-count est-text-xs est-semibold est-muted" role="status">{countText}</p>
      <ul className="est-chat-list est-chat-search-results" aria-label={countText} aria-busy={loading || undefined}>
        {hits.map((hit) => {
          const name = hit.partner.full_name || hit.partner.username;
          const time = formatRelativeTime(hit.message.created_at, { messages, locale: intlLocale, now });
          return (
            <li key={hit.message.id}>
              <button type="button" className="est-chat-list-item est-bare est-full est-hoverable est-rounded est-row est-gap-3" aria-current={hit.message.id === activeId || undefined} onClick={() => onSelect(hit)}>
                <Avatar src={hit.partner.profile_photo} name={name} size={36} decorative />
                <span className="est-chat-list-text est-stack est-grow est-gap-px">
                  <span className="est-chat-list-top est-flex est-between est-gap-2">
                    <span className="est-chat-list-name est-truncate est-semibold">
                      <span className="est-visually-hidden">{t('chatSearchHitFrom')} </span>
                      {name}
                    </span>
                    <time className="est-chat-list-time est-flex-none est-text-xs est-muted" dateTime={hit.message.created_at} suppressHydrationWarning>
                      {time}
                    </time>
                  </span>
                  <span className="est-chat-search-snippet est-text-sm est-muted est-break">
                    {/* The row is the conversation's, named for the partner; my own words say so, as the inbox's previews do. */}
                    <Highlighted text={hit.message.sender_username === hit.partner.username ? hit.snippet : t('chatPreviewOwn', { text: hit.snippet })} words={words} />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

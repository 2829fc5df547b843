'use client';

import type { ChatSearchHit } from '@estate/sdk';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '../../config/context.js';
import { ChevronDown, ChevronUp, X } from '../../icons/index.js';
import { IconButton } from '../../primitives/Button.js';
import { SearchBoxInput } from '../shared/SearchBoxInput.js';
import { CHAT_SEARCH_MIN_CHARACTERS, ChatSearchResults } from './ChatSearchResults.js';

/** What the search of one conversation found (`useChatSearch(query, { with: partner })`), and its query. */
export interface ConversationSearchState {
  query: string;
  onQueryChange: (query: string) => void;
  /** Newest first. */
  hits: readonly ChatSearchHit[];
  /** How many messages match in all. */
  count?: number;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
}

export interface ConversationSearchProps extends ConversationSearchState {
  /** Brings a hit's message into view in the conversation (lit, the focus left in the field). */
  onShow: (messageId: number) => void;
  /** Esc or the close button: the search closes. */
  onClose: () => void;
  now?: Date;
}

/**
 * The search of the open conversation (issue 27): a field under the header, the matches under it
 * (`ChatSearchResults`, newest first). Enter and ↑ step to the next match back in time, Shift+Enter
 * and ↓ to the one after; each is brought into view in the conversation and lit; '2 of 5' says
 * where one is. A click on a match shows it too. Esc closes.
 */
export function ConversationSearch({ query, onQueryChange, hits, count, loading = false, failed = false, onRetry, onShow, onClose, now }: ConversationSearchProps) {
  const t = useTranslate();
  const id = useId();
  const results = useRef<HTMLDivElement>(null);
  // The match shown, by message id (a new search keeps none).
  const [shown, setShown] = useState<{ query: string; id: number } | null>(null);
  const activeId = shown && shown.query === query ? shown.id : null;
  const index = activeId === null ? -1 : hits.findIndex((hit) => hit.message.id === activeId);
  const searching = Array.from(query.trim()).length >= CHAT_SEARCH_MIN_CHARACTERS;

  const show = (hit: ChatSearchHit) => {
    setShown({ query, id: hit.message.id });
    onShow(hit.message.id);
  };
  /** `back`: the next match back in time (the list's next row); else the one after it. Wraps round. */
  const step = (back: boolean) => {
    if (hits.length === 0) return;
    const next = index < 0 ? (back ? 0 : hits.length - 1) : (index + (back ? 1 : -1) + hits.length) % hits.length;
    show(hits[next]!);
  };

  // The match shown stays in view in the list.
  useEffect(() => {
    if (activeId === null) return;
    results.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' || event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' || (event.key === 'Enter' && !event.shiftKey));
    }
  };

  return (
    <div className="est-chat-conversation-search-area est-stack" data-testid="conversation-search">
      <div className="est-chat-conversation-search est-row est-gap-2" role="search">
        <div className="est-search-box est-relative est-row">
          <SearchBoxInput
            id={`${id}-q`}
            label={t('chatSearchConversation')}
            placeholder={t('chatSearchConversation')}
            value={query}
            onValueChange={onQueryChange}
            enterKeyHint="search"
            autoFocus
            aria-describedby={`${id}-keys`}
            aria-controls={query.trim() ? `${id}-results` : undefined}
            onKeyDown={onKeyDown}
          />
          <span id={`${id}-keys`} className="est-visually-hidden">
            {t('chatSearchConversationKeys')}
          </span>
        </div>
        {searching && hits.length > 0 && (
          <span className="est-chat-conversation-search-position est-text-xs est-tabular est-muted" aria-live="polite" data-testid="conversation-search-position">
            {index >= 0 ? t('chatSearchPosition', { index: index + 1, count: count ?? hits.length }) : ''}
          </span>
        )}
        <IconButton label={t('chatSearchPrevious')} size="sm" icon={<ChevronUp size={18} aria-hidden />} disabled={!searching || hits.length === 0} onClick={() => step(true)} />
        <IconButton label={t('chatSearchNext')} size="sm" icon={<ChevronDown size={18} aria-hidden />} disabled={!searching || hits.length === 0} onClick={() => step(false)} />
        <IconButton label={t('chatSearchConversationClose')} size="sm" icon={<X size={18} aria-hidden />} onClick={onClose} />
      </div>
      {query.trim() && (
        <div ref={results} id={`${id}-results`} className="est-chat-conversation-search-results est-stack">
          <ChatSearchResults query={query} hits={hits} count={count} loading={loading} failed={failed} onRetry={onRetry} onSelect={show} activeId={activeId} now={now} />
        </div>
      )}
    </div>
  );
}

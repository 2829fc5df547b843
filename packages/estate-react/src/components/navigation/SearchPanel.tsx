'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { STORAGE_KEYS, type AgentSummary, type EstateError, type ProfileSummary, type RecentEntry, type RecentPerson } from '@estate/sdk';
import { useAgents, useAgentSearch, useUserSearch } from '@estate/sdk/react';
import { ChevronRight, Clock, X } from '../../icons/index.js';
import { useId, useState, type ElementType, type FormEvent, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { AvatarSkeletonRows } from '../../primitives/Skeleton.js';
import { useGuestGate } from '../auth/GuestGate.js';
import { AgentFigures } from '../shared/AgentFigures.js';
import { SearchBoxInput } from '../shared/SearchBoxInput.js';
import { SearchSlideOver, SearchSlideOverTitle } from './SearchSlideOver.js';
import { useRecentSearches } from './useRecentSearches.js';
import { useErrorText } from '../shared/error-text.js';

export type SearchPanelKind = 'users' | 'agents';

/** Someone the panel lists: a search result, or a person kept in the recent list. */
export type SearchPerson = ProfileSummary | AgentSummary | RecentPerson;

/** Where each kind keeps its recent list by default (spec §3 keys). */
export const SEARCH_PANEL_STORAGE_KEYS: Record<SearchPanelKind, string> = {
  users: STORAGE_KEYS.recentUsers,
  agents: STORAGE_KEYS.recentAgents,
};

export interface SearchPanelViewProps {
  kind: SearchPanelKind;
  query: string;
  onQueryChange: (query: string) => void;
  /** The box was submitted (Enter): the text goes first in the recent list. */
  onSubmit: (text: string) => void;
  /** Newest first: submitted texts and picked people. */
  recent: RecentEntry[];
  onClearRecent: () => void;
  onRemoveRecent?: (entry: RecentEntry) => void;
  /** The people to list under the recent searches; undefined when there is nothing to list (blank user search). */
  results: SearchPerson[] | undefined;
  /** Heading of the list: 'Results' by default. */
  resultsTitle?: string;
  /** The search is waiting for typing to pause or for the server. */
  loading?: boolean;
  error?: EstateError | Error | null;
  onSelect: (person: SearchPerson) => void;
  /** Where a person links to; `paths.profile(username)` by default, null for a button instead of a link. */
  resultHref?: (person: SearchPerson) => string | null;
  /** The panel's heading element (the slide-over passes its dialog title). */
  titleAs?: ElementType;
  /** Shows a close button in the header. */
  closeButton?: ReactNode;
  autoFocus?: boolean;
  className?: string;
}

const SKELETON_ROWS = 4;

function personName(person: SearchPerson): string {
  return person.full_name || person.username;
}

/** The content of a search slide-over (spec §2): the box, 'Recent' with 'Clear All', and the people found. */
export function SearchPanelView({
  kind,
  query,
  onQueryChange,
  onSubmit,
  recent,
  onClearRecent,
  onRemoveRecent,
  results,
  resultsTitle,
  loading = false,
  error,
  onSelect,
  resultHref,
  titleAs: Title = 'h2',
  closeButton,
  autoFocus,
  className,
}: SearchPanelViewProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const { paths, components } = useEstateUI();
  const Link = components.Link;
  const root = useRootProps('search-panel', 'est-surface', 'est-stack est-grow', className);
  const ids = useId();
  const hrefOf = resultHref ?? ((person: SearchPerson) => paths.profile(person.username));
  const isAgents = kind === 'agents';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) onSubmit(query.trim());
  };

  const personRow = (person: SearchPerson, onRemove?: () => void) => {
    const href = hrefOf(person);
    const body = (
      <>
        <Avatar src={person.profile_photo} name={personName(person)} size={40} />
        <span className="est-search-person-text est-stack est-grow">
          <span className="est-search-person-name est-truncate est-semibold">{personName(person)}</span>
          <span className="est-search-person-username est-truncate est-text-xs est-muted">
            @{person.username}
            {'agency' in person && person.agency ? ` · ${person.agency}` : ''}
          </span>
          {'active_listings' in person && <AgentFigures agent={person} />}
        </span>
        {!onRemove && <ChevronRight className="est-search-person-chevron est-flex-none" size={16} aria-hidden />}
      </>
    );
    return (
      <div className="est-search-row est-hoverable est-rounded est-relative est-row">
        {href ? (
          <Link href={href} className="est-search-person est-rounded est-row est-grow est-gap-3" onClick={() => onSelect(person)}>
            {body}
          </Link>
        ) : (
          <button type="button" className="est-search-person est-rounded est-row est-grow est-gap-3" onClick={() => onSelect(person)}>
            {body}
          </button>
        )}
        {onRemove && (
          <button type="button" className="est-search-remove est-bare est-justify-center est-flex-none est-inline est-pill est-muted" aria-label={t('searchPanelRemoveRecent', { name: personName(person) })} title={t('searchPanelRemoveRecent', { name: personName(person) })} onClick={onRemove}>
            <X size={16} aria-hidden />
          </button>
        )}
      </div>
    );
  };

  const recentTitle = isAgents ? t('recentSearches') : t('recent');
  const listTitle = resultsTitle ?? t('results');
  const announce = loading ? t('searchPanelSearching') : results && query.trim() ? (results.length ? t('searchPanelResultCount', { count: results.length }) : t('noResults')) : '';

  return (
    <div {...root} data-kind={kind}>
      <header className="est-search-panel-header est-row est-between est-gap-3">
        <Title className="est-search-panel-title est-tracking-tight est-text-2xl est-bold est-tight">{isAgents ? t('searchPanelAgentsTitle') : t('searchPanelUsersTitle')}</Title>
        {closeButton}
      </header>

      <form role="search" className="est-search-box est-relative est-row" onSubmit={submit}>
        <SearchBoxInput
          id={`${ids}-q`}
          label={isAgents ? t('searchPanelSearchAgentsLabel') : t('searchPanelSearchUsersLabel')}
          enterKeyHint="search"
          placeholder={isAgents ? t('searchAgent') : t('searchUsers')}
          value={query}
          autoFocus={autoFocus}
          onValueChange={onQueryChange}
        />
      </form>

      <div className="est-search-panel-scroll">
        <section className="est-search-section" aria-labelledby={`${ids}-recent`}>
          <div className="est-search-section-header est-row est-between">
            <h3 id={`${ids}-recent`} className="est-search-section-title est-text-base est-semibold">
              {recentTitle}
            </h3>
            {recent.length > 0 && (
              <button type="button" className="est-search-clear-all est-text-button est-text-sm" onClick={onClearRecent}>
                {t('clearAll')}
              </button>
            )}
          </div>
          {recent.length === 0 ? (
            <p className="est-search-empty est-text-sm est-muted">{t('noRecentSearches')}</p>
          ) : (
            <ul className="est-search-list est-stack est-gap-px">
              {recent.map((entry) =>
                typeof entry === 'string' ? (
                  <li key={`text:${entry}`}>
                    <div className="est-search-row est-hoverable est-rounded est-relative est-row">
                      <button type="button" className="est-search-recent-text est-rounded est-row est-grow est-gap-3" aria-label={t('searchPanelSearchAgain', { text: entry })} onClick={() => onQueryChange(entry)}>
                        <span className="est-search-recent-icon est-sunken est-flex-none est-circle est-muted" aria-hidden>
                          <Clock size={16} />
                        </span>
                        <span className="est-search-recent-label est-truncate">{entry}</span>
                      </button>
                      {onRemoveRecent && (
                        <button type="button" className="est-search-remove est-bare est-justify-center est-flex-none est-inline est-pill est-muted" aria-label={t('searchPanelRemoveRecent', { name: entry })} title={t('searchPanelRemoveRecent', { name: entry })} onClick={() => onRemoveRecent(entry)}>
                          <X size={16} aria-hidden />
                        </button>
                      )}
                    </div>
                  </li>
                ) : (
                  <li key={`person:${entry.username}`}>{personRow(entry, onRemoveRecent ? () => onRemoveRecent(entry) : undefined)}</li>
                ),
              )}
            </ul>
          )}
        </section>

        {(results !== undefined || loading || error) && (
          <section className="est-search-section" aria-labelledby={`${ids}-results`} aria-busy={loading || undefined}>
            <div className="est-search-section-header est-row est-between">
              <h3 id={`${ids}-results`} className="est-search-section-title est-text-base est-semibold">
                {listTitle}
              </h3>
            </div>
            {error ? (
              <Banner tone="danger">{errorText(error)}</Banner>
            ) : loading ? (
              <ul className="est-search-list est-stack est-gap-px" aria-hidden>
                <AvatarSkeletonRows count={SKELETON_ROWS} className="est-search-skeleton est-row est-gap-3" avatar={40} linesClassName="est-search-skeleton-lines est-stack est-gap-2" lines={[['60%', 12], ['35%', 10]]} />
              </ul>
            ) : results && results.length === 0 ? (
              <p className="est-search-empty est-text-sm est-muted">{t('noResults')}</p>
            ) : (
              <ul className="est-search-list est-stack est-gap-px">
                {results?.map((person) => <li key={person.username}>{personRow(person)}</li>)}
              </ul>
            )}
          </section>
        )}
        <p className="est-visually-hidden" aria-live="polite" aria-atomic="true">
          {announce}
        </p>
      </div>
    </div>
  );
}

export interface SearchPanelProps {
  /** `users`: the user search slide-over; `agents`: the agents slide-over (all agents until something is typed). */
  kind: SearchPanelKind;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens the panel. Guests get the registered-user popup instead (spec §4: "Guests
   * get an alert popup instead of opening search").
   */
  trigger?: ReactNode;
  /** A person was picked (after it is stored as the most recent). The panel closes. */
  onSelect?: (person: SearchPerson) => void;
  /** Where a person links to; `paths.profile(username)` by default, null for a button (e.g. to open a chat in `onSelect`). */
  resultHref?: (person: SearchPerson) => string | null;
  /** The storage key of the recent list: `recentUsers` / `recentAgents` by default (the inbox uses `recentSearchAgents`). */
  storageKey?: string;
  className?: string;
}

/** The search panel, connected: debounced search through the SDK, recent list in the client's storage. */
export function SearchPanel({ kind, open: openProp, defaultOpen = false, onOpenChange, trigger, onSelect, resultHref, storageKey, className }: SearchPanelProps) {
  const t = useTranslate();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const { guard, popup } = useGuestGate();
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  // A trigger the panel owns is guarded; an app that controls `open` decides itself.
  const handleOpenChange = (next: boolean) => {
    if (next && trigger) guard(() => setOpen(true), 'search');
    else setOpen(next);
  };

  const Content = kind === 'agents' ? ConnectedAgentsContent : ConnectedUsersContent;
  return (
    <>
      <SearchSlideOver open={open} onOpenChange={handleOpenChange} trigger={trigger}>
        <Content
          kind={kind}
          storageKey={storageKey ?? SEARCH_PANEL_STORAGE_KEYS[kind]}
          resultHref={resultHref}
          className={className}
          onSelect={(person) => {
            onSelect?.(person);
            setOpen(false);
          }}
          closeButton={
            <RadixDialog.Close className="est-search-panel-close est-justify-center est-hoverable est-sunken est-inline est-pill" aria-label={t('close')}>
              <X size={18} aria-hidden />
            </RadixDialog.Close>
          }
        />
      </SearchSlideOver>
      {popup}
    </>
  );
}

interface ConnectedContentProps {
  kind: SearchPanelKind;
  storageKey: string;
  onSelect: (person: SearchPerson) => void;
  resultHref?: (person: SearchPerson) => string | null;
  closeButton?: ReactNode;
  className?: string;
}

function toRecentPerson(person: SearchPerson): RecentPerson {
  const entry: RecentPerson = { username: person.username, full_name: person.full_name, profile_photo: person.profile_photo ?? null };
  if (typeof person.id === 'number') entry.id = person.id;
  return entry;
}

interface SearchState {
  results: SearchPerson[] | undefined;
  loading: boolean;
  error: EstateError | undefined;
  resultsTitle?: string;
}

/** What the user search shows for `query`: nothing while it is blank. */
function useUserResults(query: string): SearchState {
  const search = useUserSearch(query);
  if (!query.trim()) return { results: undefined, loading: false, error: undefined };
  return { results: search.data ? search.users : undefined, loading: search.isDebouncing || search.isLoading, error: search.error };
}

/** What the agents panel shows: every agent while the box is blank, else the agents found. */
function useAgentResults(query: string): SearchState {
  const t = useTranslate();
  const search = useAgentSearch(query);
  const all = useAgents({ swr: { revalidateOnFocus: false } });
  if (!query.trim()) return { results: all.data ? all.agents : undefined, loading: all.isLoading, error: all.error, resultsTitle: t('searchPanelAllAgents') };
  return { results: search.data ? search.agents : undefined, loading: search.isDebouncing || search.isLoading, error: search.error };
}

// One component per kind, so each panel only calls (and fetches) what it shows.
function ConnectedUsersContent(props: ConnectedContentProps) {
  const [query, setQuery] = useState('');
  return <ConnectedSearchContent {...props} query={query} setQuery={setQuery} state={useUserResults(query)} />;
}

function ConnectedAgentsContent(props: ConnectedContentProps) {
  const [query, setQuery] = useState('');
  return <ConnectedSearchContent {...props} query={query} setQuery={setQuery} state={useAgentResults(query)} />;
}

function ConnectedSearchContent({ kind, storageKey, onSelect, resultHref, closeButton, className, query, setQuery, state }: ConnectedContentProps & { query: string; setQuery: (query: string) => void; state: SearchState }) {
  const recent = useRecentSearches(storageKey);
  return (
    <SearchPanelView
      kind={kind}
      query={query}
      onQueryChange={setQuery}
      onSubmit={(text) => recent.add(text)}
      recent={recent.list}
      onClearRecent={recent.clear}
      onRemoveRecent={recent.remove}
      results={state.results}
      resultsTitle={state.resultsTitle}
      loading={state.loading}
      error={state.error}
      onSelect={(person) => {
        recent.add(toRecentPerson(person));
        onSelect(person);
      }}
      resultHref={resultHref}
      titleAs={SearchSlideOverTitle}
      closeButton={closeButton}
      className={className}
    />
  );
}

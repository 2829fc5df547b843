'use client';

import { recentSearches, STORAGE_KEYS, type AgentSummary, type ProfileSummary, type RecentEntry, type RecentPerson } from '@estate/sdk';
import { useAgents, useAgentSearch, useEstateClient } from '@estate/sdk/react';
import { History, Search } from '../../icons/index.js';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Banner } from '../../primitives/Banner.js';
import { Dialog } from '../../primitives/Dialog.js';
import { AvatarSkeletonRows } from '../../primitives/Skeleton.js';
import { AgentFigures } from '../shared/AgentFigures.js';
import { useErrorText } from '../shared/error-text.js';

export interface AgentSearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Enter in the box: the text is kept as a recent search. */
  onSubmitQuery?: (query: string) => void;
  /** Newest first: search texts and picked agents. */
  recent: readonly RecentEntry[];
  onClearRecent: () => void;
  /** The agents to show: the search's results, or every agent while the box is blank (with the directory's figures when the server sends them). */
  agents: readonly (ProfileSummary | AgentSummary)[];
  /** Whether `agents` are search results ('Results') or the full list ('Agents'). */
  searching: boolean;
  loading?: boolean;
  error?: string | null;
  onPick: (agent: RecentPerson) => void;
}

/** The inside of the agent search: the 'Search Agent ...' box, Recent Searches with Clear All, and the agents. */
export function AgentSearchPanel({ query, onQueryChange, onSubmitQuery, recent, onClearRecent, agents, searching, loading = false, error, onPick }: AgentSearchPanelProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const recentHeading = useId();
  const agentsHeading = useId();
  const person = (agent: RecentPerson | ProfileSummary): RecentPerson => ({
    username: agent.username,
    full_name: agent.full_name ?? '',
    profile_photo: agent.profile_photo ?? null,
    ...(typeof agent.id === 'number' ? { id: agent.id } : {}),
  });

  let list: ReactNode;
  if (loading && agents.length === 0) {
    list = (
      <ul className="est-agent-search-list est-stack est-gap-px" aria-busy="true">
        <AvatarSkeletonRows count={4} className="est-agent-search-skeleton est-row est-gap-3" avatar={40} lines={[['50%', 12]]} />
      </ul>
    );
  } else if (error) {
    list = <Banner tone="danger">{error}</Banner>;
  } else if (agents.length === 0) {
    list = <p className="est-agent-search-none est-muted">{t('noResults')}</p>;
  } else {
    list = (
      <ul className="est-agent-search-list est-stack est-gap-px">
        {agents.map((agent) => (
          <li key={agent.username}>
            <AgentRow agent={person(agent)} stats={'active_listings' in agent ? agent : undefined} onPick={onPick} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="est-agent-search est-stack est-gap-5">
      <form
        role="search"
        className="est-agent-search-box est-relative"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) onSubmitQuery?.(query.trim());
        }}
      >
        <Search size={18} aria-hidden className="est-agent-search-icon est-absolute est-muted" />
        <input
          type="search"
          className="est-input est-agent-search-input"
          value={query}
          placeholder={t('searchAgent')}
          aria-label={t('searchAgent')}
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
          // The dialog opens to type a name: the box, not the close button, takes the focus.
          autoFocus
        />
      </form>

      {!searching && (
        <section className="est-agent-search-section est-stack est-gap-2" aria-labelledby={recentHeading}>
          <header className="est-agent-search-section-header est-row est-between">
            <h3 id={recentHeading} className="est-text-xs est-semibold est-muted">{t('recentSearches')}</h3>
            {recent.length > 0 && (
              <button type="button" className="est-agent-search-clear est-text-button est-text-xs" onClick={onClearRecent}>
                {t('clearAll')}
              </button>
            )}
          </header>
          {recent.length === 0 ? (
            <p className="est-agent-search-none est-muted">{messages.noRecentSearches}</p>
          ) : (
            <ul className="est-agent-search-list est-stack est-gap-px">
              {recent.map((entry) => (
                <li key={typeof entry === 'string' ? `text:${entry}` : `person:${entry.username}`}>
                  {typeof entry === 'string' ? (
                    <button type="button" className="est-agent-search-row est-bare est-full est-hoverable est-rounded est-row est-gap-3" onClick={() => onQueryChange(entry)}>
                      <span className="est-agent-search-row-icon est-sunken est-circle est-muted" aria-hidden>
                        <History size={16} />
                      </span>
                      <span className="est-agent-search-row-name est-semibold">{entry}</span>
                    </button>
                  ) : (
                    <AgentRow agent={entry} onPick={onPick} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="est-agent-search-section est-stack est-gap-2" aria-labelledby={agentsHeading} aria-busy={loading || undefined}>
        <header className="est-agent-search-section-header est-row est-between">
          <h3 id={agentsHeading} className="est-text-xs est-semibold est-muted">{searching ? t('results') : t('chatAgents')}</h3>
        </header>
        {list}
      </section>
    </div>
  );
}

function AgentRow({ agent, stats, onPick }: { agent: RecentPerson; stats?: AgentSummary; onPick: (agent: RecentPerson) => void }) {
  const name = agent.full_name || agent.username;
  return (
    <button type="button" className="est-agent-search-row est-bare est-full est-hoverable est-rounded est-row est-gap-3" onClick={() => onPick(agent)}>
      <Avatar src={agent.profile_photo} name={name} size={40} />
      <span className="est-agent-search-row-text est-shrink est-stack est-tight">
        <span className="est-agent-search-row-name est-semibold">{name}</span>
        <span className="est-agent-search-row-username est-text-xs est-muted">
          @{agent.username}
          {stats?.agency ? ` · ${stats.agency}` : ''}
        </span>
        {stats && <AgentFigures agent={stats} />}
      </span>
    </button>
  );
}

export interface AgentSearchDialogViewProps extends AgentSearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The agent search in its dialog, from plain props. */
export function AgentSearchDialogView({ open, onOpenChange, ...panel }: AgentSearchDialogViewProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('startChatWithAgent')} name="agent-search-dialog">
      <AgentSearchPanel {...panel} />
    </Dialog>
  );
}

export interface AgentSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent picked: already stored as the most recent search. */
  onPick: (agent: RecentPerson) => void;
}

/**
 * The agent search of the inbox (spec §2 Chat): searched 500 ms after typing stops
 * (`useAgentSearch`), every agent while the box is blank, and Recent Searches with Clear All. A
 * picked agent goes first in the recent list, without duplicates by username (spec §4). The list
 * is the client's storage under the spec's `recentSearchAgents` key (the Agents slide-over keeps
 * its own `recentAgents`), so it follows the client's storage namespace on a partner's page.
 */
export function AgentSearchDialog({ open, onOpenChange, onPick }: AgentSearchDialogProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('startChatWithAgent')} name="agent-search-dialog">
      {/* Mounted only while open, so nothing is fetched for a closed dialog. */}
      <ConnectedAgentSearch onPick={onPick} />
    </Dialog>
  );
}

function ConnectedAgentSearch({ onPick }: { onPick: (agent: RecentPerson) => void }) {
  const client = useEstateClient();
  const store = useMemo(() => recentSearches(client.storage, STORAGE_KEYS.recentSearchAgents), [client]);
  const [recent, setRecent] = useState<RecentEntry[]>(() => store.list());
  const [query, setQuery] = useState('');
  const search = useAgentSearch(query);
  const all = useAgents();
  const searching = query.trim() !== '';
  const source = searching ? search : all;
  const errorText = useErrorText();

  return (
    <AgentSearchPanel
      query={query}
      onQueryChange={setQuery}
      onSubmitQuery={(text) => setRecent(store.add(text))}
      recent={recent}
      onClearRecent={() => {
        store.clear();
        setRecent([]);
      }}
      agents={searching ? search.agents : all.agents}
      searching={searching}
      loading={searching ? search.isDebouncing || search.isLoading : all.isLoading}
      error={source.error ? errorText(source.error) : null}
      onPick={(agent) => {
        setRecent(store.add(agent));
        onPick(agent);
      }}
    />
  );
}

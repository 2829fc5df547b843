'use client';

import { checkSavedSearchUpdate, FORM_FIELDS, formatRelativeTime, MAX_SAVED_SEARCHES, type ActionResult, type SavedSearch } from '@estate/sdk';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '@estate/sdk/react';
import { Bell, BellOff, BookmarkPlus, ArrowRight, Pencil, Trash2 } from '../../icons/index.js';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Banner } from '../../primitives/Banner.js';
import { Button, IconButton } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { EmptyState } from '../../primitives/EmptyState.js';
import { TextField } from '../../primitives/Field.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { useErrorText, type CodeWording } from '../shared/error-text.js';
import { RetryBanner } from '../shared/RetryBanner.js';
import { useFormAction } from '../shared/useFormAction.js';
import { savedSearchHref, useFilterSummary } from './filter-summary.js';

export { savedSearchFilters, savedSearchHref, useFilterSummary, type SummaryFilters } from './filter-summary.js';


/** What an action of the view gives back: done, or the refusal (an `EstateError`, read by code). */
export type SavedSearchAction<Args extends unknown[]> = (...args: Args) => Promise<ActionResult<unknown>>;

/** The saved-search forms word a blank name with their own text. */
export const SAVED_SEARCH_WORDING: CodeWording = { saved_search_name_empty: 'savedSearchNameRequired' };

/** The name form of the rename dialog, checked by the SDK's `checkSavedSearchUpdate` before it is sent. */
function RenameDialog({ search, onRename, onClose }: { search: SavedSearch; onRename: SavedSearchAction<[name: string]>; onClose: () => void }) {
  const t = useTranslate();
  const [name, setName] = useState(search.name);
  const form = useFormAction((given: string) => {
    const checked = checkSavedSearchUpdate({ name: given });
    return checked.ok ? onRename(checked.value.name!) : checked;
  }, SAVED_SEARCH_WORDING);
  const { fieldErrors } = form;
  const errors = form.formError ? { name: [form.formError] } : fieldErrors;
  const busy = form.pending;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await form.run(name)).ok) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('savedSearchRenameFor', { name: search.name })} size="sm" name="saved-search-rename">
      <form className="est-saved-search-form est-stack est-gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t('savedSearchName')}
          name="name"
          value={name}
          maxLength={FORM_FIELDS.createSavedSearch.name.maxLength}
          autoFocus
          required
          hint={t('savedSearchNameHint')}
          errors={errors.name ?? errors.non_field_errors}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="est-saved-search-form-actions est-flex est-gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('savedSearchCancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('savedSearchSaveName')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Delete this saved search?" with the search's name; the destructive button is the last. */
function DeleteDialog({ search, onDelete, onClose }: { search: SavedSearch; onDelete: SavedSearchAction<[]>; onClose: () => void }) {
  const t = useTranslate();
  const form = useFormAction(() => onDelete());
  const busy = form.pending;
  const error = form.formError;
  const confirm = async () => {
    if ((await form.run(undefined)).ok) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('savedSearchDeleteTitle')} size="sm" name="saved-search-delete">
      <p className="est-saved-search-confirm est-muted">{t('savedSearchDeleteBody', { name: search.name })}</p>
      {error && <Banner tone="danger">{error}</Banner>}
      <div className="est-saved-search-form-actions est-flex est-gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('savedSearchCancel')}
        </Button>
        <Button variant="danger" loading={busy} icon={<Trash2 size={16} aria-hidden />} onClick={confirm}>
          {t('savedSearchDelete')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The alerts switch: a button with `role="switch"`, so Space and Enter flip it and its state is read. */
function AlertsSwitch({ search, onToggle }: { search: SavedSearch; onToggle?: (on: boolean) => void }) {
  const t = useTranslate();
  return (
    <button
      type="button"
      role="switch"
      className="est-switch est-text-sm est-bare est-inline est-gap-2 est-pill est-muted"
      aria-checked={search.alerts}
      aria-label={t('savedSearchAlertsFor', { name: search.name })}
      disabled={!onToggle}
      onClick={() => onToggle?.(!search.alerts)}
    >
      <span className="est-switch-track est-relative est-pill" aria-hidden>
        <span className="est-switch-thumb est-absolute est-pill" />
      </span>
      <span className="est-switch-text est-inline est-gap-1" aria-hidden>
        {search.alerts ? <Bell size={14} /> : <BellOff size={14} />}
        {search.alerts ? t('savedSearchAlertsOn') : t('savedSearchAlertsOff')}
      </span>
    </button>
  );
}

interface ItemProps {
  search: SavedSearch;
  href: string;
  onToggleAlerts?: (search: SavedSearch, on: boolean) => void;
  onRename?: (search: SavedSearch) => void;
  onDelete?: (search: SavedSearch) => void;
}

function SavedSearchItem({ search, href, onToggleAlerts, onRename, onDelete }: ItemProps) {
  const t = useTranslate();
  const { components, intlLocale, messages } = useEstateUI();
  const { Link } = components;
  const summary = useFilterSummary();
  const headingId = useId();
  const parts = summary(search);
  return (
    <li className="est-saved-search est-card-raised est-row est-between est-gap-4" aria-labelledby={headingId} data-alerts={search.alerts ? 'on' : 'off'}>
      <div className="est-saved-search-main est-stack est-grow est-gap-1">
        <h3 id={headingId} className="est-saved-search-name est-break est-row est-gap-2 est-text-base est-semibold est-tight">
          {search.name}
          {search.new_matches > 0 && (
            <span className="est-saved-search-badge est-flex-none est-text-accent est-pill est-text-xs est-semibold">{search.new_matches === 1 ? t('savedSearchNewMatchOne') : t('savedSearchNewMatches', { count: search.new_matches })}</span>
          )}
        </h3>
        <p className="est-saved-search-summary est-row est-wrap est-text-sm est-muted">
          {parts.map((part, index) => (
            <span key={index} className="est-saved-search-part est-nowrap">
              {part}
            </span>
          ))}
        </p>
        <p className="est-saved-search-meta est-text-xs est-muted">{t('savedSearchCreated', { date: formatRelativeTime(search.created_at, { locale: intlLocale, messages }) })}</p>
      </div>
      <div className="est-saved-search-actions est-flex-none est-stack est-gap-3">
        <AlertsSwitch search={search} onToggle={onToggleAlerts && ((on) => onToggleAlerts(search, on))} />
        <div className="est-saved-search-buttons est-row est-gap-1">
          <Link href={href} className="est-button" data-variant="secondary" data-size="sm">
            {t('savedSearchViewResults')}
            <ArrowRight size={14} aria-hidden />
          </Link>
          {onRename && <IconButton label={t('savedSearchRenameFor', { name: search.name })} icon={<Pencil size={16} />} size="sm" onClick={() => onRename(search)} />}
          {onDelete && <IconButton label={t('savedSearchDeleteFor', { name: search.name })} icon={<Trash2 size={16} />} size="sm" onClick={() => onDelete(search)} />}
        </div>
      </div>
    </li>
  );
}

export interface SavedSearchesViewProps {
  searches?: SavedSearch[];
  loading?: boolean;
  /** Why the list could not be loaded; shows with a "Try again" button. */
  error?: string;
  onRetry?: () => void;
  onToggleAlerts?: SavedSearchAction<[id: number, on: boolean]>;
  onRename?: SavedSearchAction<[id: number, name: string]>;
  onDelete?: SavedSearchAction<[id: number]>;
  /** Where "View results" goes; `savedSearchHref` by default. */
  resultsHref?: (search: SavedSearch) => string;
  /** Shown in the empty state, e.g. a link to the listings. */
  emptyAction?: ReactNode;
  /** The heading's level (h2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A person's saved searches from plain props: each with its name, a summary of its filters
 * ("Kenya · For Sale · $100K–$300K · 3+ beds"), new matches, an alerts switch, "View results",
 * rename and delete (confirmed); with loading, empty and error states.
 */
export function SavedSearchesView({
  searches,
  loading = false,
  error,
  onRetry,
  onToggleAlerts,
  onRename,
  onDelete,
  resultsHref = savedSearchHref,
  emptyAction,
  headingLevel = 2,
  className,
}: SavedSearchesViewProps) {
  const t = useTranslate();
  const root = useRootProps('saved-searches', 'est-stack est-gap-4', className);
  const headingId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const [renaming, setRenaming] = useState<SavedSearch>();
  const [deleting, setDeleting] = useState<SavedSearch>();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  const toggle =
    onToggleAlerts &&
    (async (search: SavedSearch, on: boolean) => {
      const result = await onToggleAlerts(search.id, on);
      toast(result.ok ? t(on ? 'savedSearchAlertsTurnedOn' : 'savedSearchAlertsTurnedOff') : errorText(result.error), { tone: result.ok ? 'success' : 'danger' });
    });

  let body: ReactNode;
  if (error && !searches) {
    body = <RetryBanner error={error} onRetry={onRetry} />;
  } else if (loading || !searches) {
    body = (
      <ul className="est-saved-searches-list est-stack est-gap-3" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((index) => (
          <li key={index} className="est-saved-search est-card-raised est-row est-between est-gap-4" data-skeleton>
            <div className="est-saved-search-main est-stack est-grow est-gap-1">
              <Skeleton width="40%" height={18} />
              <Skeleton width="75%" height={14} />
            </div>
            <div className="est-saved-search-actions est-flex-none est-stack est-gap-3">
              <Skeleton width={96} height={28} radius="999px" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (searches.length === 0) {
    body = (
      <EmptyState icon={<BookmarkPlus size={28} aria-hidden />} title={t('savedSearchesEmptyTitle')}>
        <p>{t('savedSearchesEmptyBody')}</p>
        {emptyAction}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="est-saved-searches-list est-stack est-gap-3">
        {searches.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            href={resultsHref(search)}
            onToggleAlerts={toggle}
            onRename={onRename && setRenaming}
            onDelete={onDelete && setDeleting}
          />
        ))}
      </ul>
    );
  }

  return (
    <section {...root} aria-labelledby={headingId}>
      <header className="est-saved-searches-header est-flex est-wrap est-between est-gap-3">
        <Heading id={headingId} className="est-saved-searches-title est-text-xl est-semibold est-tight">
          {t('savedSearchesTitle')}
        </Heading>
        {searches && searches.length > 0 && <span className="est-saved-searches-count est-text-sm est-muted">{t('savedSearchesCount', { count: searches.length, max: MAX_SAVED_SEARCHES })}</span>}
      </header>
      <p className="est-saved-searches-intro est-text-sm est-muted">{t('savedSearchesIntro')}</p>
      {body}
      {renaming && onRename && (
        <RenameDialog
          search={renaming}
          onClose={() => setRenaming(undefined)}
          onRename={async (name) => {
            const result = await onRename(renaming.id, name);
            if (result.ok) toast(t('savedSearchRenamed'), { tone: 'success' });
            return result;
          }}
        />
      )}
      {deleting && onDelete && (
        <DeleteDialog
          search={deleting}
          onClose={() => setDeleting(undefined)}
          onDelete={async () => {
            const result = await onDelete(deleting.id);
            if (result.ok) toast(t('savedSearchDeleted'), { tone: 'success' });
            return result;
          }}
        />
      )}
    </section>
  );
}

export type SavedSearchesProps = Omit<SavedSearchesViewProps, 'searches' | 'loading' | 'error' | 'onRetry' | 'onToggleAlerts' | 'onRename' | 'onDelete'>;

/** The signed-in user's saved searches, connected (`useSavedSearches` and its mutations). */
export function SavedSearches(props: SavedSearchesProps) {
  const t = useTranslate();
  const list = useSavedSearches();
  const { update } = useUpdateSavedSearch();
  const { remove } = useDeleteSavedSearch();
  return (
    <SavedSearchesView
      {...props}
      searches={list.data ? list.savedSearches : undefined}
      loading={list.isLoading}
      error={list.error ? t('savedSearchesLoadFailed') : undefined}
      onRetry={list.retry}
      onToggleAlerts={(id, on) => update(id, { alerts: on })}
      onRename={(id, name) => update(id, { name })}
      onDelete={(id) => remove(id)}
    />
  );
}

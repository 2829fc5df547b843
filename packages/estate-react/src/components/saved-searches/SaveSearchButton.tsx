'use client';

import { checkSavedSearch, FORM_FIELDS, type ListingFilters } from '@estate/sdk';
import { useSaveSearch } from '@estate/sdk/react';
import { BellRing, BookmarkPlus, Check } from '../../icons/index.js';
import { useEffect, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { TextField } from '../../primitives/Field.js';
import { useToast } from '../../primitives/Toast.js';
import { useGuestGate } from '../auth/GuestGate.js';
import { useFormAction } from '../shared/useFormAction.js';
import { SAVED_SEARCH_WORDING, savedSearchFilters, useFilterSummary, type SavedSearchAction, type SummaryFilters } from './SavedSearches.js';

/** The longest name the server takes, from the contract. */
const NAME_MAX_LENGTH = FORM_FIELDS.createSavedSearch.name.maxLength;

/** Whether any filter narrows the listings (the sort alone does not): a search of everything cannot be saved. */
export function hasSavableFilter(filters: SummaryFilters): boolean {
  const { sort: _sort, ...set } = savedSearchFilters(filters);
  return Object.keys(set).length > 0;
}

/** The name a dialog suggests: the filters' summary ("Kenya · House · 3+ beds"), cut to the longest name. */
export function useSuggestedName(): (filters: SummaryFilters) => string {
  const summary = useFilterSummary();
  return (filters) => {
    const text = summary(filters).join(' · ');
    return text.length > NAME_MAX_LENGTH ? `${text.slice(0, NAME_MAX_LENGTH - 1).trimEnd()}…` : text;
  };
}

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters of the listing page being saved. */
  filters: SummaryFilters;
  /** The name field's first value; the filters' summary by default. */
  defaultName?: string;
  onSave: SavedSearchAction<[input: { name: string; alerts: boolean }]>;
  /** Where "Manage saved searches" goes once saved (the profile's tab); no link without it. */
  manageHref?: string;
  className?: string;
}

/**
 * The "Save this search" dialog: the filters as chips, a name field prefilled with a suggestion,
 * the alerts choice (on by default); the server's refusal (a name in use, the limit) under the
 * field. Once saved it says so, with a link to manage the saved searches.
 */
export function SaveSearchDialog({ open, onOpenChange, filters, defaultName, onSave, manageHref, className }: SaveSearchDialogProps) {
  const t = useTranslate();
  const { components } = useEstateUI();
  const { Link } = components;
  const summary = useFilterSummary();
  const suggest = useSuggestedName();
  const [name, setName] = useState('');
  const [alerts, setAlerts] = useState(true);
  const [saved, setSaved] = useState(false);
  const savable = hasSavableFilter(filters);
  // The SDK's rule first (the name, the filters as the server reads them), then the action.
  const form = useFormAction((input: { name: string; alerts: boolean }) => {
    const checked = checkSavedSearch({ ...savedSearchFilters(filters), name: input.name });
    return checked.ok ? onSave({ name: checked.value.name!, alerts: input.alerts }) : checked;
  }, SAVED_SEARCH_WORDING);
  const { name: nameErrors, non_field_errors: general, ...rest } = form.fieldErrors;
  const errors = nameErrors ? { name: nameErrors } : {};
  const message = [...(general ?? []), ...Object.values(rest).flat()].join(' ') || form.formError;
  const busy = form.pending;

  // Every opening starts afresh, with the suggestion for the filters of now.
  useEffect(() => {
    if (!open) return;
    setName(defaultName ?? (savable ? suggest(filters) : ''));
    setAlerts(true);
    form.reset();
    setSaved(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await form.run({ name, alerts })).ok) setSaved(true);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('saveSearchTitle')}
      description={saved ? undefined : t('saveSearchDescription')}
      size="sm"
      name="save-search"
      className={className}
    >
      {saved ? (
        <div className="est-save-search-done est-text-center est-stack est-gap-3" role="status">
          <span className="est-save-search-done-icon est-circle" aria-hidden>
            <Check size={22} />
          </span>
          <p>{t('saveSearchSaved')}</p>
          <div className="est-saved-search-form-actions est-flex est-gap-2">
            {manageHref && (
              <Link href={manageHref} className="est-button" data-variant="secondary" data-size="md">
                {t('saveSearchManage')}
              </Link>
            )}
            <Button onClick={() => onOpenChange(false)}>{t('close')}</Button>
          </div>
        </div>
      ) : (
        <form ref={form.formRef} className="est-saved-search-form est-stack est-gap-4" onSubmit={submit} noValidate>
          <div className="est-save-search-filters est-rounded est-sunken est-stack est-gap-2">
            <span className="est-field-label">{t('saveSearchFilters')}</span>
            <p className="est-saved-search-summary est-row est-wrap est-text-sm est-muted">
              {summary(filters).map((part, index) => (
                <span key={index} className="est-saved-search-part est-nowrap">
                  {part}
                </span>
              ))}
            </p>
          </div>
          {!savable && <Banner tone="info">{t('saveSearchNoFilters')}</Banner>}
          <TextField
            label={t('savedSearchName')}
            name="name"
            value={name}
            maxLength={NAME_MAX_LENGTH}
            required
            autoFocus
            hint={t('savedSearchNameHint')}
            errors={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              form.fieldChanged('name', { name: event.target.value, alerts });
            }}
          />
          <label className="est-save-search-alerts est-row est-gap-2 est-text-sm">
            <input type="checkbox" checked={alerts} onChange={(event) => setAlerts(event.target.checked)} />
            <BellRing size={16} aria-hidden />
            <span>{t('saveSearchAlertsLabel')}</span>
          </label>
          {message && <Banner tone="danger">{message}</Banner>}
          <div className="est-saved-search-form-actions est-flex est-gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('savedSearchCancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!savable} icon={<BookmarkPlus size={16} aria-hidden />}>
              {t('saveSearchSubmit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

export interface SaveSearchButtonProps {
  /** The filters of the listing page (its country, type, advert type, status, price, rooms, area, sort). */
  filters: ListingFilters;
  /** The name to suggest instead of the filters' summary. */
  defaultName?: string;
  /** Where "Manage saved searches" goes once saved. */
  manageHref?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * "Save search" beside a listing page's filters, connected: a registered user gets the dialog
 * (`useSaveSearch`); a guest or a visitor the guest popup (`useGuestGate`).
 */
export function SaveSearchButton({ filters, defaultName, manageHref, size = 'md', className }: SaveSearchButtonProps) {
  const t = useTranslate();
  const toast = useToast();
  const { guard, popup } = useGuestGate();
  const { save } = useSaveSearch();
  const [open, setOpen] = useState(false);
  return (
    <>
      {popup}
      <Button variant="secondary" size={size} className={className} icon={<BookmarkPlus size={16} aria-hidden />} onClick={() => guard(() => setOpen(true), 'save-search')}>
        {t('saveSearchButton')}
      </Button>
      <SaveSearchDialog
        open={open}
        onOpenChange={setOpen}
        filters={filters}
        defaultName={defaultName}
        manageHref={manageHref}
        onSave={async ({ name, alerts }) => {
          const result = await save({ ...filters, name, alerts });
          if (result.ok && !manageHref) toast(t('saveSearchSaved'), { tone: 'success' });
          return result;
        }}
      />
    </>
  );
}

import { MAX_SAVED_SEARCHES } from '../generated/contract.js';
import { resolveMessages, type EstateMessages, type WithMessages } from '../messages.js';
import { checkFieldLimits } from './limits.js';
import { addInvalidSort, isListingSort, LISTING_NUMBER_FILTERS, readNumberFilters, type ListingNumberFilter } from './listing-filters.js';
import { addIssue, fail, hasIssues, pass, passUnlessIssues, type FieldIssues, type RuleResult } from './result.js';
import { trimmed } from './values.js';

/** The text filters of a saved search, beside the number filters (`LISTING_NUMBER_FILTERS`). */
export const SAVED_SEARCH_TEXT_FILTERS = ['country', 'advert_type', 'property_type', 'property_status'] as const;
type TextFilter = (typeof SAVED_SEARCH_TEXT_FILTERS)[number];
export type SavedSearchField = 'name' | TextFilter | ListingNumberFilter | 'sort' | 'alerts';

/** A saved search as a form has it: every filter optional, null or blank for "any". */
export type SavedSearchDraft = Partial<Record<SavedSearchField, unknown>>;

/** What is sent: the trimmed name, the filters that are set (null where an edit clears one), the sort and alerts. */
export type SavedSearchPayload = { name?: string; sort?: string; alerts?: boolean } & Partial<Record<TextFilter, string | null>> &
  Partial<Record<ListingNumberFilter, number | null>>;

export interface SavedSearchOptions extends WithMessages {
  /** How many searches the person keeps now, when known: at the contract's `MAX_SAVED_SEARCHES`, no other is saved. */
  count?: number;
}

export type SavedSearchResult = RuleResult<SavedSearchPayload, 'saved_search_limit' | 'invalid' | 'no_filter'>;

/** Reads the fields `draft` gives; an edit (`partial`) sends a cleared filter as null, a new search leaves it out. */
function readSavedSearch(draft: SavedSearchDraft, partial: boolean, messages: EstateMessages, errors: FieldIssues<SavedSearchField>): SavedSearchPayload {
  const payload: SavedSearchPayload = {};
  if (!partial || draft.name !== undefined) {
    const name = trimmed(draft.name);
    if (!name) addIssue(errors, 'name', messages, 'saved_search_name_empty');
    else payload.name = name;
  }
  for (const field of SAVED_SEARCH_TEXT_FILTERS) {
    if (draft[field] === undefined) continue;
    const text = trimmed(draft[field]);
    if (text) payload[field] = field === 'country' ? text.toUpperCase() : text;
    else if (partial) payload[field] = null;
  }
  const numbers = readNumberFilters(draft, errors, messages);
  for (const field of LISTING_NUMBER_FILTERS) {
    if (draft[field] === undefined || errors[field]) continue;
    if (numbers[field] !== undefined) payload[field] = numbers[field];
    else if (partial) payload[field] = null;
  }
  checkFieldLimits(partial ? 'updateSavedSearch' : 'createSavedSearch', payload, errors, messages);
  const sort = trimmed(draft.sort);
  if (sort) {
    if (isListingSort(sort)) payload.sort = sort;
    else addInvalidSort(errors, messages);
  }
  if (typeof draft.alerts === 'boolean') payload.alerts = draft.alerts;
  return payload;
}

const hasFilter = (payload: SavedSearchPayload) =>
  [...SAVED_SEARCH_TEXT_FILTERS, ...LISTING_NUMBER_FILTERS].some((field) => payload[field] !== undefined && payload[field] !== null);

/**
 * A new saved search: at most the contract's `MAX_SAVED_SEARCHES` a person (when `count` is given:
 * `saved_search_limit`, 'You can keep at most 20 saved searches. Delete one to save another.'); a
 * name, trimmed, not blank ('Please name the search.', `saved_search_name_empty`) and within the
 * server's `maxLength`; the filters as a listing page takes them (`checkListingFilters`' checks and
 * codes, 'minimum above maximum' included), the choices within their `maxLength` (the contract's
 * `FORM_FIELDS.createSavedSearch`). Field problems all at once (`invalid`). With no filter at all,
 * `no_filter`: 'Choose at least one filter to save a search.'. The limit and the missing filter are
 * issues of `non_field_errors`, as the server gives them.
 */
export function checkSavedSearch(draft: SavedSearchDraft, options: SavedSearchOptions = {}): SavedSearchResult {
  const messages = resolveMessages(options.messages);
  const formRefusal = <Code extends 'saved_search_limit' | 'no_filter'>(code: Code, values = {}) => {
    const issues: FieldIssues = {};
    addIssue(issues, 'non_field_errors', messages, code, values);
    return fail(code, messages, issues, values);
  };
  if (options.count !== undefined && options.count >= MAX_SAVED_SEARCHES) return formRefusal('saved_search_limit', { max: MAX_SAVED_SEARCHES });
  const errors: FieldIssues<SavedSearchField> = {};
  const payload = readSavedSearch(draft, false, messages, errors);
  if (hasIssues(errors)) return fail('invalid', messages, errors);
  if (!hasFilter(payload)) return formRefusal('no_filter');
  return pass(payload);
}

/**
 * An edit of a saved search (rename, refilter, alerts on or off): only the fields given are checked
 * and sent, as `checkSavedSearch` checks them; a filter given as null or blank is sent as null, which
 * clears it. Whether the edited search keeps a filter, and a range half-changed, is the server's to
 * check against what it stores.
 */
export function checkSavedSearchUpdate(draft: SavedSearchDraft, options: WithMessages = {}): RuleResult<SavedSearchPayload, 'invalid'> {
  const messages = resolveMessages(options.messages);
  const errors: FieldIssues<SavedSearchField> = {};
  const payload = readSavedSearch(draft, true, messages, errors);
  return passUnlessIssues(errors, messages, () => payload);
}

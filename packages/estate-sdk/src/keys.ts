/**
 * The one key factory of the SWR cache. Every key is an array that starts with `'estate'` and the
 * area (`'properties'`, `'reels'`, `'profiles'`, ...), so a key filter can reach every entry of an
 * area — all the lists, pages and details that show the same property, say — with `keyStartsWith`.
 *
 * Lists that the server pages end with a `{ page, pageSize }` object (defaults filled in), so the
 * key a hook uses by default is the key this factory gives with no arguments. No React here.
 */
import type { CountryFilters, ListingFilters, ListingRange, PageParams } from './client/types.js';
import { CHAT_HISTORY_PAGE_SIZE, PAGE_SIZE } from './generated/contract.js';
import { listingSource, setListingFilters, setRange } from './listing-filters.js';

const ROOT = 'estate';

/** The server's page size when none is asked for: the contract's `PAGE_SIZE.default` (the chat history's is `CHAT_HISTORY_PAGE_SIZE`). */
// A literal checked against the contract's type, not a read of it: a bundle that never pages drops it.
export const DEFAULT_PAGE_SIZE = 20 satisfies typeof PAGE_SIZE.default;

export interface PageKey {
  page: number;
  pageSize: number;
}

export type EstateKey = readonly unknown[];

const pageKey = (params: PageParams = {}): PageKey => ({ page: params.page ?? 1, pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE });

/**
 * Only the filters that are set (trimmed; the range filters as `setRange` keeps them), so `{}` and
 * `{ property_type: '', sort: 'newest' }` share a key and a request.
 */
export function setFilters(filters: CountryFilters = {}): CountryFilters {
  const { country: _country, ...set } = setListingFilters(filters);
  return set;
}

export const estateKeys = {
  /** Every key of the SDK. */
  all: () => [ROOT] as const,
  properties: {
    /** Every property entry: lists, pages, details, the liked list. */
    root: () => [ROOT, 'properties'] as const,
    /** A page of the feed (`/properties/all`); the range filters and sort that are set come before the page. */
    all: (params?: PageParams, filters?: ListingRange) => [ROOT, 'properties', 'all', setRange(filters), pageKey(params)] as const,
    byType: (propertyType: string, params?: PageParams, filters?: ListingRange) => [ROOT, 'properties', 'type', propertyType, setRange(filters), pageKey(params)] as const,
    byAdvertType: (advertType: string, params?: PageParams, filters?: ListingRange) =>
      [ROOT, 'properties', 'advert', advertType, setRange(filters), pageKey(params)] as const,
    byStatus: (status: string, params?: PageParams, filters?: ListingRange) => [ROOT, 'properties', 'status', status, setRange(filters), pageKey(params)] as const,
    byCountry: (country: string, filters?: CountryFilters, params?: PageParams) =>
      [ROOT, 'properties', 'country', country.toUpperCase(), setFilters(filters), pageKey(params)] as const,
    /** The key of the list `filters` name (`listingSource`): the same key as that list's own factory gives. */
    list: (filters?: ListingFilters, params?: PageParams): EstateKey => {
      const source = listingSource(filters);
      switch (source.by) {
        case 'country':
          return estateKeys.properties.byCountry(source.value, source.filters, params);
        case 'type':
          return estateKeys.properties.byType(source.value, params, source.filters);
        case 'advert':
          return estateKeys.properties.byAdvertType(source.value, params, source.filters);
        case 'status':
          return estateKeys.properties.byStatus(source.value, params, source.filters);
        case 'all':
          return estateKeys.properties.all(params, source.filters);
      }
    },
    /** One property with its related listings; an id and its text form share the key. */
    details: (idOrSlug: string | number) => [ROOT, 'properties', 'details', String(idOrSlug)] as const,
    liked: (params?: PageParams) => [ROOT, 'properties', 'liked', pageKey(params)] as const,
  },
  reels: {
    root: () => [ROOT, 'reels'] as const,
    all: (params?: PageParams) => [ROOT, 'reels', 'all', pageKey(params)] as const,
    details: (idOrSlug: string | number) => [ROOT, 'reels', 'details', String(idOrSlug)] as const,
    /** The signed-in user's reels when `username` is not given. */
    ofAgent: (username?: string, params?: PageParams) => [ROOT, 'reels', 'agent', username ?? null, pageKey(params)] as const,
  },
  profiles: {
    root: () => [ROOT, 'profiles'] as const,
    me: () => [ROOT, 'profiles', 'me'] as const,
    byId: (id: number) => [ROOT, 'profiles', 'id', id] as const,
    byUsername: (username: string) => [ROOT, 'profiles', 'username', username] as const,
    agents: (params?: PageParams) => [ROOT, 'profiles', 'agents', pageKey(params)] as const,
    topAgents: (params?: PageParams) => [ROOT, 'profiles', 'top-agents', pageKey(params)] as const,
  },
  reviews: {
    root: () => [ROOT, 'reviews'] as const,
    /** Every page of one agent's reviews. */
    ofAgent: (username: string) => [ROOT, 'reviews', 'agent', username] as const,
    /** A page of one agent's reviews. */
    page: (username: string, params?: PageParams) => [ROOT, 'reviews', 'agent', username, pageKey(params)] as const,
  },
  moderation: {
    root: () => [ROOT, 'moderation'] as const,
    /** A page of the queue (`status` null: every case awaiting a decision). */
    queue: (status: string | null, params?: PageParams) => [ROOT, 'moderation', 'queue', status, pageKey(params)] as const,
    case: (id: number) => [ROOT, 'moderation', 'case', id] as const,
    licenses: (params?: PageParams) => [ROOT, 'moderation', 'licenses', pageKey(params)] as const,
    /** My items hidden on members' reports (`moderation.mine`). */
    mine: () => [ROOT, 'moderation', 'mine'] as const,
  },
  comments: {
    root: () => [ROOT, 'comments'] as const,
    property: (propertyId: number) => [ROOT, 'comments', 'property', propertyId] as const,
    clip: (reelId: number) => [ROOT, 'comments', 'clip', reelId] as const,
  },
  notifications: {
    root: () => [ROOT, 'notifications'] as const,
    all: (params?: PageParams) => [ROOT, 'notifications', 'all', pageKey(params)] as const,
    /** The unread count the events socket last told (written by `useLiveNotifications`, never fetched). */
    unread: () => [ROOT, 'notifications', 'unread'] as const,
  },
  savedSearches: {
    /** Every page of my saved searches. */
    root: () => [ROOT, 'saved-searches'] as const,
    all: (params?: PageParams) => [ROOT, 'saved-searches', 'all', pageKey(params)] as const,
  },
  dashboard: {
    root: () => [ROOT, 'dashboard'] as const,
    /** The agent dashboard over `days` (30 by default), for one listing or all (`null`). */
    get: (days = 30, propertyId: number | null = null) => [ROOT, 'dashboard', days, propertyId] as const,
  },
  search: {
    root: () => [ROOT, 'search'] as const,
    users: (query: string) => [ROOT, 'search', 'users', query] as const,
    agents: (query: string) => [ROOT, 'search', 'agents', query] as const,
  },
  chat: {
    root: () => [ROOT, 'chat'] as const,
    /** A page of the inbox (the people I have chatted with, most recent first). */
    users: (params?: PageParams) => [ROOT, 'chat', 'users', pageKey(params)] as const,
    /** The unread total of the inbox (the sidebar's badge). */
    unread: () => [ROOT, 'chat', 'unread'] as const,
    /** A page of the history with `username`: page 1 holds the newest messages (50 a page by default, as the server). */
    messages: (username: string, params?: PageParams) =>
      [ROOT, 'chat', 'messages', username, { page: params?.page ?? 1, pageSize: params?.pageSize ?? CHAT_HISTORY_PAGE_SIZE }] as const,
    /** Every cached page of the chat search. */
    searches: () => [ROOT, 'chat', 'search'] as const,
    /** A page of the chat search for `q` (trimmed), in every conversation or only the one `with` a username. */
    search: (q: string, params?: PageParams & { with?: string | null }) => [ROOT, 'chat', 'search', q.trim(), params?.with?.trim() || null, pageKey(params)] as const,
  },
  viewings: {
    /** Every viewing entry: lists and free times. */
    root: () => [ROOT, 'viewings'] as const,
    /** A page of my viewings, of one listing and one role when set. */
    list: (filters: { property?: number | null; role?: 'buyer' | 'owner' | null } = {}, params?: PageParams) =>
      [ROOT, 'viewings', 'list', { property: filters.property ?? null, role: filters.role ?? null }, pageKey(params)] as const,
    /** A listing owner's hours and free times (`null`: mine). */
    slots: (propertyId: number | null = null) => [ROOT, 'viewings', 'slots', propertyId] as const,
  },
  payments: {
    root: () => [ROOT, 'payments'] as const,
    plans: () => [ROOT, 'payments', 'plans'] as const,
    /** The payment data of the last payment this user initiated (written by `useInitiatePayment`, never fetched). */
    initiated: () => [ROOT, 'payments', 'initiated'] as const,
    /** The verification of one payment reference. */
    verification: (reference: string) => [ROOT, 'payments', 'verification', reference] as const,
    /** An M-Pesa charge's standing, asked again while it is pending. */
    mpesa: (reference: string) => [ROOT, 'payments', 'mpesa', reference] as const,
  },
  config: {
    /** Where the maps take their tiles (`config.map`). */
    map: () => [ROOT, 'config', 'map'] as const,
  },
  auth: {
    /** Whether Google sign-in is on (`auth.googleConfig`). */
    googleConfig: () => [ROOT, 'auth', 'google-config'] as const,
  },
  /** Keys of the mutation hooks (`useSWRMutation` needs one); they hold no data. */
  mutation: (name: string) => [ROOT, 'mutation', name] as const,
} as const;

/** Whether `key` is an SDK key that begins with every element of `prefix`. */
export function keyStartsWith(key: unknown, prefix: EstateKey): boolean {
  if (!Array.isArray(key) || key.length < prefix.length) return false;
  return prefix.every((part, index) => samePart(part, key[index]));
}

/**
 * Parts are equal when identical, or when both are the filter objects of a key (`setFilters`,
 * `setRange`: their keys in one order), whose copies in SWR's cache are other objects.
 */
function samePart(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && !Array.isArray(a) && JSON.stringify(a) === JSON.stringify(b);
}

/** A key filter for SWR's `mutate(filter, ...)`: every key that begins with `prefix`. */
export const keysUnder =
  (prefix: EstateKey) =>
  (key: unknown): boolean =>
    keyStartsWith(key, prefix);

/** The page part of a paged key (its last element). */
export function pageOf(key: EstateKey): PageKey {
  return key[key.length - 1] as PageKey;
}

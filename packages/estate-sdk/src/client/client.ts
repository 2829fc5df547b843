import { listingSource, setListingFilters, setRange } from '../listing-filters.js';
import type { RegistrationPayload } from '../rules/registration.js';
import { defaultStorage, namespacedStorage, STORAGE_KEYS, storageLocation, type KeyValueStorage } from '../storage.js';
import { API_PATH, checkBaseUrl } from './base-url.js';
import { EstateError, type ErrorTexts } from './errors.js';
import { REQUEST_ERROR_TEXTS } from './request-texts.js';
import { Http, type RequestOptions } from './http.js';
import { DEFAULT_AVATAR, mediaUrl } from './media.js';
import { SessionStore, type UserInfo } from './session.js';
import type {
  OwnerCase,
  Reported,
  ReportInput,
  ReportKind,
  AgentReview,
  AgentSummary,
  AgentReviewPage,
  ChatMessage,
  ChatPartner,
  ChatReactionEmoji,
  ChatImageUpload,
  ChatSearchHit,
  ChatSearchParams,
  ChatUnread,
  ClipComment,
  CountryFilters,
  CreatedReply,
  Dashboard,
  DashboardParams,
  GoogleConfig,
  GoogleLoginExtra,
  GoogleLoginResponse,
  InitiatePaymentBody,
  MpesaCharge,
  MpesaChargeBody,
  LikeState,
  MapConfig,
  ListingFilters,
  ListingRange,
  Notification,
  NotificationRead,
  Page,
  PageParams,
  PaymentData,
  Plan,
  Profile,
  ProfileSummary,
  Property,
  PropertyChanges,
  PropertyComment,
  PropertyDetail,
  Reel,
  ReelChanges,
  RegisteredUser,
  SavedSearch,
  SavedSearchInput,
  SavedSearchUpdate,
  ReviewInput,
  TokenPair,
  Unsubscribed,
  Verification,
  LicenseState,
  LicenseToVerify,
  ModerationActionInput,
  ModerationCase,
  ModerationCaseSummary,
  ModerationQueueStatus,
  Viewing,
  ViewingAnswer,
  ViewingFilters,
  ViewingHoursInput,
  ViewingProposal,
  ViewingSlots,
} from './types.js';

export interface EstateClientOptions {
  /**
   * The API's origin, e.g. `https://api.estate.example`: with its scheme, without `/api/v1` (the
   * client adds it). Anything else throws a `TypeError` that says what to write.
   */
  baseUrl: string;
  /** Where the session is kept; `localStorage` in a browser, memory elsewhere. */
  storage?: KeyValueStorage;
  /**
   * Prefixes every key the SDK stores (`{namespace}:userInfo`, `{namespace}:theme`, ...). An SDK
   * embedded on a partner's page sets one, so it never reads or overwrites the host's keys; the
   * reference app keeps the spec's plain keys.
   */
  storageNamespace?: string;
  /**
   * The `fetch` to use for every request. With one given, uploads go through it too, so they
   * report progress only when they end (see `UploadOptions`).
   */
  fetch?: typeof fetch;
  /**
   * Milliseconds a call may wait for its answer before it fails with an `EstateError` of code
   * `timeout`: `DEFAULT_TIMEOUT_MS` (15 s) by default, `0` or `Infinity` for no limit. Uploads (the
   * calls that send files) have no limit: a large file on a slow connection takes minutes.
   */
  timeoutMs?: number;
  /** Texts for errors the server does not word. */
  errorTexts?: Partial<ErrorTexts>;
  /**
   * The server's public media address before its first answer says it (`client.mediaPublicUrl`):
   * give a browser's client the one the server render's client had, so hydrating draws the same
   * srcsets. Not a setting: every successful answer replaces it with what the server says.
   */
  mediaPublicUrl?: string;
}

export const DEFAULT_ERROR_TEXTS: ErrorTexts = REQUEST_ERROR_TEXTS;

/**
 * How long a call waits for its answer by default. The spec (section 9) sets no timeout; then a
 * call to a server that never answers kept skeletons on screen for good instead of an error with
 * Retry.
 */
export const DEFAULT_TIMEOUT_MS = 15_000;

const V1 = API_PATH;
const page = ({ page, pageSize }: PageParams = {}) => ({ page, page_size: pageSize });
const segment = (value: string | number) => encodeURIComponent(String(value));

/** Where each kind of item is reported: a profile by username, the others by id. */
const REPORT_PATHS: Record<ReportKind, (target: number | string) => string> = {
  property: (id) => `/properties/${segment(id)}/report/`,
  reel: (id) => `/reels/${segment(id)}/report/`,
  profile: (username) => `/profile/user/${segment(username)}/report/`,
  message: (id) => `/chat/messages/${segment(id)}/report/`,
};

/** Options of the calls that upload files. */
export interface UploadOptions {
  /** Called with the share of the upload sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
}

export type RegisterResult =
  | { user: RegisteredUser; loggedIn: true }
  /** The account waits for its activation link (the server's default). */
  | { user: RegisteredUser; loggedIn: false; awaitingActivation: true }
  /** The account exists, but signing in right after failed (offline, a server fault): sign in later. */
  | { user: RegisteredUser; loggedIn: false; awaitingActivation: false; loginError: EstateError };

/** One typed method per call of the API (spec section 7), grouped by area. */
export function createEstateClient(options: EstateClientOptions) {
  const baseUrl = checkBaseUrl(options?.baseUrl);
  const baseStorage = options.storage ?? defaultStorage();
  const storage = options.storageNamespace ? namespacedStorage(baseStorage, options.storageNamespace) : baseStorage;
  // `adopt` renews an expired pair through `http`, made just below: the refresh call itself sends no token.
  const session: SessionStore = new SessionStore(storage, STORAGE_KEYS.userInfo, (refresh) =>
    http.request<{ access: string; refresh?: string }>('POST', `${V1}/auth/jwt/refresh/`, { json: { refresh }, auth: 'none' }),
  );
  const http: Http = new Http({
    baseUrl,
    fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
    session,
    texts: { ...DEFAULT_ERROR_TEXTS, ...options.errorTexts },
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    sessionLock: `estate-session:${storageLocation(storage, STORAGE_KEYS.userInfo).key}`,
    uploadWithXhr: options.fetch === undefined,
    mediaPublicUrl: options.mediaPublicUrl,
  });
  const get = <T>(path: string, init?: RequestOptions) => http.request<T>('GET', `${V1}${path}`, init);
  const post = <T>(path: string, init?: RequestOptions) => http.request<T>('POST', `${V1}${path}`, init);
  const patch = <T>(path: string, init?: RequestOptions) => http.request<T>('PATCH', `${V1}${path}`, init);
  const del = <T>(path: string, init?: RequestOptions) => http.request<T>('DELETE', `${V1}${path}`, init);

  const startSession = (tokens: TokenPair, isGuest: boolean): UserInfo => {
    const userInfo = { access: tokens.access, refresh: tokens.refresh, isGuest };
    session.set(userInfo);
    return userInfo;
  };

  const auth = {
    /** E-mail login; the session starts with isGuest false. */
    async login(credentials: { email: string; password: string }): Promise<UserInfo> {
      return startSession(await post<TokenPair>('/auth/jwt/create/', { json: credentials, auth: 'none' }), false);
    },
    async guestLogin(): Promise<UserInfo> {
      return startSession(await post<TokenPair>('/users/guest-login/', { auth: 'none' }), true);
    },
    /**
     * Registers, then logs in (spec section 4) when the account may already sign in; with e-mail
     * activation on (the default) it answers `loggedIn: false` and the activation link is on its way.
     */
    async register(payload: RegistrationPayload): Promise<RegisterResult> {
      const user = await post<RegisteredUser>('/auth/users/', { json: payload, auth: 'none' });
      try {
        await auth.login({ email: payload.email, password: payload.password });
        return { user, loggedIn: true };
      } catch (error) {
        if (!(error instanceof EstateError)) throw error;
        if (error.code === 'inactive_account') return { user, loggedIn: false, awaitingActivation: true };
        return { user, loggedIn: false, awaitingActivation: false, loginError: error };
      }
    },
    activate: (payload: { uid: string; token: string }) => post<undefined>('/auth/users/activation/', { json: payload, auth: 'none' }),
    resendActivation: (email: string) => post<undefined>('/auth/users/resend_activation/', { json: { email }, auth: 'none' }),
    /** Whether the server can sign in with Google, and its client id and authorization endpoint when it can. */
    googleConfig: () => get<GoogleConfig>('/dj-rest-auth/google/', { auth: 'none' }),
    /** Exchanges a Google authorization code; the server answers with the same tokens as login. */
    async googleLogin(code: string, extra: GoogleLoginExtra = {}): Promise<UserInfo> {
      return startSession(await post<GoogleLoginResponse>('/dj-rest-auth/google/', { json: { code, ...extra }, auth: 'none' }), false);
    },
    /** Refreshes the access token now; false (and the session ended) when the refresh token is spent. */
    refresh: () => http.refresh(),
    /** Ends the session here and retires its refresh token on the server (best effort). */
    async logout(): Promise<void> {
      const refresh = session.userInfo?.refresh;
      session.clear();
      if (refresh) await post('/auth/jwt/blacklist/', { json: { refresh }, auth: 'none' }).catch(() => undefined);
    },
  };

  const properties = {
    /** Every listing; `filters` narrows it by price, rooms and plot area and sorts it (newest first by default). */
    all: (params?: PageParams, filters?: ListingRange) => get<Page<Property>>('/properties/all', { query: { ...setRange(filters), ...page(params) }, auth: 'optional' }),
    byType: (propertyType: string, params?: PageParams, filters?: ListingRange) =>
      get<Page<Property>>(`/properties/property-type/${segment(propertyType)}`, { query: { ...setRange(filters), ...page(params) }, auth: 'optional' }),
    byAdvertType: (advertType: string, params?: PageParams, filters?: ListingRange) =>
      get<Page<Property>>(`/properties/advert-type/${segment(advertType)}`, { query: { ...setRange(filters), ...page(params) }, auth: 'optional' }),
    byStatus: (status: string, params?: PageParams, filters?: ListingRange) =>
      get<Page<Property>>(`/properties/property-status/${segment(status)}`, { query: { ...setRange(filters), ...page(params) }, auth: 'optional' }),
    /** A country's listings, filtered by each of type, advert type, status and the range filters only when set. */
    byCountry: (country: string, filters: CountryFilters = {}, params?: PageParams) =>
      get<Page<Property>>(`/properties/${segment(country)}/`, { query: { ...setListingFilters(filters), ...page(params) }, auth: 'optional' }),
    /**
     * The list any `ListingFilters` name (`listingSource`): a country's with every filter; without
     * one, the first set of property type, advert type and status (the server lists by one) with the
     * range filters. `estateKeys.properties.list` gives its key.
     */
    list: (filters: ListingFilters = {}, params?: PageParams): Promise<Page<Property>> => {
      const source = listingSource(filters);
      switch (source.by) {
        case 'country':
          return properties.byCountry(source.value, source.filters, params);
        case 'type':
          return properties.byType(source.value, params, source.filters);
        case 'advert':
          return properties.byAdvertType(source.value, params, source.filters);
        case 'status':
          return properties.byStatus(source.value, params, source.filters);
        case 'all':
          return properties.all(params, source.filters);
      }
    },
    details: (idOrSlug: string | number) => get<PropertyDetail>(`/properties/details/${segment(idOrSlug)}/`, { auth: 'optional' }),
    /** Multipart; `onUploadProgress` reports the share of the upload sent (XMLHttpRequest in browsers). */
    create: (form: FormData, options: UploadOptions = {}) => post<Property>('/properties/create/', { form, onUploadProgress: options.onUploadProgress }),
    /**
     * Changes my listing: any field, `availability` (`sold`, `let`...), the pin, and the photos
     * (`remove_photos`, `photo_order`, new `photos`, a new `cover_photo`). A plain object goes as
     * JSON; a `FormData` (with files) as multipart.
     */
    update: (id: number, changes: FormData | PropertyChanges) =>
      patch<Property>(`/properties/${id}/`, typeof FormData !== 'undefined' && changes instanceof FormData ? { form: changes } : { json: changes }),
    /** Deletes my listing with its media, likes and comments. */
    remove: (id: number) => del<undefined>(`/properties/${id}/`),
    like: (id: number) => post<LikeState>(`/properties/like/${id}/`),
    unlike: (id: number) => post<LikeState>(`/properties/unlike/${id}/`),
    liked: (params?: PageParams) => get<Page<Property>>('/properties/like/', { query: page(params) }),
    /** Records that I opened a chat with the listing's agent (its dashboard's "chats"); repeating it changes nothing. */
    recordLead: (id: number) => post<undefined>(`/properties/${id}/lead/`),
  };

  const reels = {
    all: (params?: PageParams) => get<Page<Reel>>('/reels/all', { query: page(params), auth: 'optional' }),
    /** My reels, or those of `username`. */
    ofAgent: (params: PageParams & { username?: string } = {}) =>
      get<Page<Reel>>('/reels/agent/', { query: { username: params.username, ...page(params) } }),
    details: (idOrSlug: string | number) => get<Reel>(`/reels/details/${segment(idOrSlug)}/`, { auth: 'optional' }),
    /** Multipart; `onUploadProgress` reports the share of the upload sent (XMLHttpRequest in browsers). */
    create: (form: FormData, options: UploadOptions = {}) => post<Reel>('/reels/create/', { form, onUploadProgress: options.onUploadProgress }),
    /** Changes my reel's caption or the listing it shows (`property_id: null` unlinks). */
    update: (id: number, changes: ReelChanges) => patch<Reel>(`/reels/${id}/`, { json: changes }),
    /** Deletes my reel with its likes and comments. */
    remove: (id: number) => del<undefined>(`/reels/${id}/`),
    like: (id: number) => post<LikeState>(`/reels/like/${id}/`),
    unlike: (id: number) => post<LikeState>(`/reels/unlike/${id}/`),
  };

  const comments = {
    forProperty: (propertyId: number, params?: PageParams) =>
      get<Page<PropertyComment>>('/comments/property-comments/', { query: { property: propertyId, ...page(params) }, auth: 'none' }),
    create: (payload: { post: number; content: string }) => post<PropertyComment>('/comments/property-comments/', { json: payload }),
    reply: (commentId: number, content: string) =>
      post<CreatedReply>(`/comments/property-comments/${commentId}/create_reply/`, { json: { comment: commentId, content } }),
    forClip: (reelId: number, params?: PageParams) =>
      get<Page<ClipComment>>('/comments/clip-comments/', { query: { reel: reelId, ...page(params) }, auth: 'none' }),
    createForClip: (payload: { post: number; content: string }) => post<ClipComment>('/comments/clip-comments/', { json: payload }),
  };

  const profiles = {
    me: () => get<{ profile: Profile }>('/profile/me/'),
    byId: (id: number) => get<{ profile: Profile }>(`/profile/${id}`, { auth: 'optional' }),
    byUsername: (username: string) => get<{ profile: Profile }>(`/profile/user/${segment(username)}/`, { auth: 'optional' }),
    /** Multipart (with an optional `profile_photo`), as the profile edit form sends it. */
    update: (id: number, form: FormData) => patch<{ profile: Profile }>(`/profile/update/${id}/`, { form }),
    agents: (params?: PageParams) => get<Page<AgentSummary>>('/profile/agents/all/', { query: page(params) }),
    topAgents: (params?: PageParams) => get<Page<AgentSummary>>('/profile/top-agents/all/', { query: page(params) }),
    searchAgents: (searchQuery: string, params?: PageParams) =>
      post<Page<AgentSummary>>('/profile/search-agent/', { json: { search_query: searchQuery }, query: page(params) }),
  };

  const reviews = {
    /** An agent's reviews, newest first, with their totals and whether I may write one (a token is sent when there is one). */
    ofAgent: (username: string, params?: PageParams) =>
      get<AgentReviewPage>(`/profile/user/${segment(username)}/reviews/`, { query: page(params), auth: 'optional' }),
    /** Rates an agent I have written to in the chat, once. */
    create: (username: string, payload: ReviewInput) => post<AgentReview>(`/profile/user/${segment(username)}/reviews/`, { json: payload }),
    /** Changes my review's rating, text or both. */
    update: (id: number, payload: Partial<ReviewInput>) => patch<AgentReview>(`/profile/reviews/${id}/`, { json: payload }),
    /** The reviewed agent's one answer. */
    reply: (id: number, reply: string) => post<AgentReview>(`/profile/reviews/${id}/reply/`, { json: { reply } }),
    /** Reports someone else's review, once; the reason is optional (at most 500 characters). */
    report: (id: number, reason = '') => post<{ detail: string }>(`/profile/reviews/${id}/report/`, { json: { reason } }),
  };

  const reports = {
    /**
     * Reports someone else's listing, reel, profile (by username) or a chat message I received,
     * once each: 201 `{ reported: true }`. Two members who are not connected reporting a listing or
     * reel hide it pending review; the answer never says so.
     */
    file: (kind: ReportKind, target: number | string, input: ReportInput) => post<Reported>(REPORT_PATHS[kind](target), { json: input }),
  };

  const moderation = {
    /** The moderation queue (moderators only): one tab (`status`), or every case awaiting a decision, hidden and appealed first. */
    queue: (status?: ModerationQueueStatus, params?: PageParams) => get<Page<ModerationCaseSummary>>('/moderation/queue/', { query: { status, ...page(params) } }),
    /** A case whole. */
    case: (id: number) => get<ModerationCase>(`/moderation/cases/${id}/`),
    /** Decides a case (dismiss, hide, remove, warn, suspend) with a reason; resolves to the case after it. */
    act: (id: number, input: ModerationActionInput) => post<ModerationCase>(`/moderation/cases/${id}/actions/`, { json: input }),
    /** Lifts an account's suspension. */
    unsuspend: (username: string, reason: string) => post<{ detail: string }>(`/moderation/users/${segment(username)}/unsuspend/`, { json: { reason } }),
    /** Agents whose licence number waits for a check against the register, oldest change first. */
    licenses: (params?: PageParams) => get<Page<LicenseToVerify>>('/moderation/licenses/', { query: page(params) }),
    /** Records that the register shows the agent's number with a certificate for `year`. */
    verifyLicense: (username: string, year: number, reason = '') => post<LicenseState>(`/moderation/licenses/${segment(username)}/verify/`, { json: { year, reason } }),
    /** Records that the register does not show it; the agent is told the reason. */
    rejectLicense: (username: string, reason: string) => post<LicenseState>(`/moderation/licenses/${segment(username)}/reject/`, { json: { reason } }),
    /** My listings and reels that reports hid, newest first, with the reasons and my appeal. */
    mine: () => get<OwnerCase[]>('/moderation/mine/'),
    /** My one appeal of a case (trimmed, 1 to 2000 characters), while it is open or hidden. */
    appeal: (caseId: number, text: string) => post<OwnerCase>(`/moderation/cases/${caseId}/appeal/`, { json: { text } }),
  };

  const users = {
    search: (searchQuery: string, params?: PageParams) =>
      post<Page<ProfileSummary>>('/users/search/', { json: { search_query: searchQuery }, query: page(params) }),
  };

  const notifications = {
    all: (params?: PageParams) => get<Page<Notification>>('/notifications/all/', { query: page(params) }),
    markAllRead: () => post<{ updated: number }>('/notifications/read/'),
    /** Marks one of mine read (it was opened): whether it was unread, and how many are unread now. */
    markRead: (id: number) => post<NotificationRead>(`/notifications/${id}/read/`),
  };

  const savedSearches = {
    /** My saved searches, newest first. */
    all: (params?: PageParams) => get<Page<SavedSearch>>('/saved-searches/', { query: page(params) }),
    /** Saves filters under a name; only the filters that are set are sent (the server needs at least one). */
    create: ({ name, alerts, ...filters }: SavedSearchInput) =>
      post<SavedSearch>('/saved-searches/', { json: { name, ...(alerts === undefined ? {} : { alerts }), ...setListingFilters(filters) } }),
    /** Renames it, changes its filters (`null` clears one) or turns its alerts on or off. */
    update: (id: number, changes: SavedSearchUpdate) => patch<SavedSearch>(`/saved-searches/${id}/`, { json: changes }),
    remove: (id: number) => del<undefined>(`/saved-searches/${id}/`),
    /** Turns a search's alerts off from its e-mail's link, signed in or not; again is the same answer. */
    unsubscribe: (token: string) => post<Unsubscribed>(`/saved-searches/unsubscribe/${segment(token)}/`, { auth: 'none' }),
  };

  const dashboard = {
    /** An agent's statistics over the last `days` UTC days (403 for buyers and sellers). */
    get: ({ days, propertyId }: DashboardParams = {}) =>
      get<Dashboard>('/dashboard/', { query: { days, property: propertyId ?? undefined } }),
  };

  const chat = {
    /** The people I have chatted with, most recent conversation first, each with the last message. */
    users: (params?: PageParams) => get<Page<ChatPartner>>('/users/chat/', { query: page(params) }),
    /** Everything unread in my inbox, for a badge: messages to me past my read marks, and in how many conversations. */
    unread: () => get<ChatUnread>('/users/chat/unread/'),
    /** The thread with `username`: page 1 holds the newest messages, `next` the older ones; each page is oldest first. */
    messages: (username: string, params?: PageParams) =>
      get<Page<ChatMessage>>(`/chat/chat-messages/${segment(username)}/`, { query: page(params) }),
    /** Changes the text of my message, within `CHAT_EDIT_MINUTES` of sending it; answers it as it is now (`edited_at` set). */
    edit: (id: number, message: string) => patch<ChatMessage>(`/chat/messages/${id}/`, { json: { message } }),
    /** Deletes my message for everyone; answers its tombstone (`deleted_at` set, text and image gone). */
    remove: (id: number) => del<ChatMessage>(`/chat/messages/${id}/`),
    /** Puts my reaction on a message of my conversation (one of `CHAT_REACTIONS`, once per emoji); answers the message. */
    react: (id: number, emoji: ChatReactionEmoji) => post<ChatMessage>(`/chat/messages/${id}/reactions/`, { json: { emoji } }),
    /** Takes my reaction off a message; answers the message. */
    unreact: (id: number, emoji: ChatReactionEmoji) => del<ChatMessage>(`/chat/messages/${id}/reactions/${segment(emoji)}/`),
    /**
     * Uploads an image for the message `clientId` (multipart), before sending it: answers the token to
     * send it with (`ChatSocket.sendImage(dataUrl, {clientId, imageUpload: token})`) and its URL.
     * `onUploadProgress` reports the share sent; `signal` cancels it (an `EstateError` of kind 'abort').
     */
    uploadImage: (image: Blob, clientId: string, options: UploadOptions & { signal?: AbortSignal } = {}) => {
      const form = new FormData();
      form.append('client_id', clientId);
      form.append('image', image, image instanceof File ? image.name : 'image');
      return post<ChatImageUpload>('/chat/images/', { form, onUploadProgress: options.onUploadProgress, signal: options.signal });
    },
    /** My messages (of one conversation with `with`) holding every word of `q`, the last as a prefix; newest first. */
    search: (q: string, params: ChatSearchParams = {}) =>
      get<Page<ChatSearchHit>>('/chat/search/', { query: { q, with: params.with ?? undefined, ...page(params) } }),
  };

  const viewings = {
    /** My viewings as buyer or owner (of one listing, in one role), the coming ones soonest first, then the past ones. */
    list: (filters: ViewingFilters = {}, params?: PageParams) => get<Page<Viewing>>('/viewings/', { query: { ...filters, ...page(params) } }),
    /** Proposes a time to view a listing: one of the owner's free times, or `own_time: true` for a time of my own. */
    propose: (proposal: ViewingProposal) => post<Viewing>('/viewings/', { json: proposal }),
    /** Accepts, declines, proposes another time (`start`) or cancels; answers the viewing after it (for `propose`, the new proposal). */
    answer: (id: number, answer: ViewingAnswer) => patch<Viewing>(`/viewings/${id}/`, { json: answer }),
    /** A listing owner's weekly hours and free times of the next 14 days; mine without `propertyId`. */
    slots: (propertyId?: number | null) => get<ViewingSlots>('/viewings/slots/', { query: { property: propertyId ?? undefined } }),
    /** Keeps my weekly viewing hours (the whole list; empty keeps none); answers them with my free times. */
    saveHours: (hours: ViewingHoursInput) => http.request<ViewingSlots>('PUT', `${V1}/viewings/slots/`, { json: hours }),
    /** The viewing as an iCalendar file's text (`text/calendar`), for a download or a calendar app. */
    ics: (id: number) => get<string>(`/viewings/${id}/ics/`),
  };

  const payments = {
    /** The paid plans, in display order (a plain list, not a page). */
    plans: () => get<Plan[]>('/payment/plans/', { auth: 'optional' }),
    /** Starts paying for a plan: a pending payment and the hosted checkout (`authorization_url`) to send the payer to. */
    initiate: (payload: InitiatePaymentBody) => post<PaymentData>('/payment/initiate_payment/', { json: payload }),
    /** Checks a payment and, once paid, upgrades the role; `licenseNumber` is for the agent plans. Safe to repeat. */
    verify: (reference: string, options: { licenseNumber?: string } = {}) =>
      get<Verification>(`/payment/verify_payment/${segment(reference)}`, { query: { license_number: options.licenseNumber } }),
    /** Pays for a plan with M-Pesa: the payer's phone asks for the PIN; `status` is `pending` until it answers. */
    mpesa: (payload: MpesaChargeBody) => post<MpesaCharge>('/payment/mpesa/', { json: payload }),
    /** Where an M-Pesa charge stands; once paid, the server has verified it and upgraded the role. Safe to repeat. */
    mpesaStatus: (reference: string) => get<MpesaCharge>(`/payment/mpesa/${segment(reference)}/`),
  };

  const config = {
    /** Where this deployment's maps take their tiles (its `MAP_TILES_URL`; OpenStreetMap's by default). */
    map: () => get<MapConfig>('/config/map/', { auth: 'none' }),
  };

  return {
    baseUrl,
    /** Where the session is kept; the React hooks keep the theme there too. */
    storage,
    session,
    http,
    auth,
    properties,
    reels,
    comments,
    profiles,
    reviews,
    reports,
    moderation,
    users,
    notifications,
    savedSearches,
    dashboard,
    chat,
    viewings,
    payments,
    config,
    /** A media path as a URL on the API's origin; absolute URLs pass through. */
    mediaUrl: (path: string | null | undefined) => mediaUrl(baseUrl, path),
    /**
     * Where the server's media are when not on its `/media/` (its `MEDIA_PUBLIC_URL`: a CDN, a
     * bucket), from the `Estate-Media-Public-Url` header of its answers; `undefined` when they are.
     * Media URLs under it have the resized variants: `mediaVariants(client, path)` gives them srcsets.
     */
    get mediaPublicUrl(): string | undefined {
      return http.mediaPublicUrl;
    },
    /** A profile photo as a URL, or the default avatar when there is none. */
    avatarUrl: (path: string | null | undefined) => mediaUrl(baseUrl, path, DEFAULT_AVATAR)!,
  };
}

export type EstateClient = ReturnType<typeof createEstateClient>;

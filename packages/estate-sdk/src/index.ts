/**
 * @estate/sdk — everything a partner site or the reference app needs to talk to the Estate API,
 * with no React: the typed client and its session, rules with the spec's messages, formatters,
 * countries and recent searches. React hooks live under `@estate/sdk/react`.
 */
export {
  createEstateClient,
  DEFAULT_ERROR_TEXTS,
  DEFAULT_TIMEOUT_MS,
  type EstateClient,
  type EstateClientOptions,
  type RegisterResult,
  type UploadOptions,
} from './client/client.js';
export {
  CHAT_IDLE_SNAPSHOT,
  CHAT_RECONNECT_DELAY_MS,
  TYPING_EXPIRY_MS,
  TYPING_IDLE_MS,
  TYPING_RESEND_MS,
  chatSocketUrl,
  createChatSocket,
  type ChatMessageChangeListener,
  type ChatSendOptions,
  type ChatSocket,
  type ChatSocketOptions,
  type ChatSocketSnapshot,
  type ChatSocketState,
  type WebSocketConstructor,
  type WebSocketLike,
} from './client/chat-socket.js';
export { compareMessages, messageKey } from './client/chat-frames.js';
export { changeOverHttp } from './client/chat-changes.js';
export { newClientId } from './client/client-id.js';
export { OUTBOX_RETRY_MS } from './client/chat-outbox.js';
export { ChatImageUploader, type ChatImageUploadState, type ChatImageUploaderDeps } from './client/chat-image-uploads.js';
export { memoryOutbox, type ChatOutboxStore, type OutboxEntry } from './client/outbox-store.js';
export {
  createEventsSocket,
  eventsSocketUrl,
  EVENTS_MAX_RECONNECT_DELAY_MS,
  EVENTS_RECONNECT_DELAY_MS,
  type BroadcastChannelConstructor,
  type BroadcastChannelLike,
  type EstateEvent,
  type EventsLockManager,
  type EventsSocket,
  type EventsSocketOptions,
  type EventsSocketSnapshot,
  type EventsSocketState,
} from './client/events-socket.js';
export {
  EstateError,
  messageFromBody,
  parseErrorCodes,
  RuleError,
  settle,
  toEstateError,
  TOKEN_NOT_VALID,
  UNKNOWN_ISSUE_CODE,
  type ActionResult,
  type ErrorCodes,
  type ErrorIssue,
  type ErrorIssues,
  type ErrorTexts,
  type ErrorValues,
  type EstateErrorKind,
} from './client/errors.js';
export { ERROR_CODES_HEADER } from './client/http.js';
/** Errors worded by code: the one table from a code to its text's key, and the lookups that use it. */
export { codeText, ERROR_MESSAGE_KEYS, errorText, fieldErrorTexts, issueText, type ErrorCode, type ServerErrorCode } from './error-codes.js';
export { DEFAULT_AVATAR, MEDIA_VARIANT_WIDTHS, mediaSrcSet, mediaUrl, mediaVariants, type MediaOrigin, type MediaVariantFormat, type MediaVariants } from './client/media.js';
export { finishGoogleSignIn, GOOGLE_CALLBACK_PATH, GOOGLE_FLOW_KEY, pkceChallenge, startGoogleSignIn, type GoogleCallback } from './client/google-flow.js';
export { isRegistered, SessionStore, userIdOf, type PairRenewer, type SessionListener, type SessionTokens, type UserInfo } from './client/session.js';
export type * from './client/types.js';
export * from './countries/index.js';
export * from './format/index.js';
/** The API's enums and limits, generated from the server's OpenAPI document. */
export * from './generated/contract.js';
/** A listing's filters and sort in a URL's query string. */
export * from './listing-filters.js';
export * from './map-area.js';
export * from './messages.js';
export { refusalMessages } from './refusal-messages.js';
export * from './mortgage.js';
export * from './recent-searches.js';
export * from './rules/index.js';
export * from './storage.js';
/** The SWR key factory is React-free, so caches can be primed or cleared outside components too. */
export * from './keys.js';

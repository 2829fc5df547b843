/**
 * The texts of the failures the server does not word (spec §5, §8): no session, no answer, an
 * answer without words. Part of the messages table (`defaultMessages`), kept here so that the
 * client's own path (`createEstateClient`) carries these and not the whole table.
 */
export const REQUEST_ERROR_TEXTS = {
  notAuthenticated: 'User is not authenticated',
  generic: 'Something went wrong. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  /** Ours: no answer to a page of another origin while online, most likely the API's CORS refusing it (code `blocked_origin`). */
  blockedOrigin: 'Could not reach the server, or it does not accept requests from this site. Please try again later.',
  timeout: 'The request timed out. Please try again.',
  aborted: 'The request was aborted.',
} as const;

/**
 * @estate/embed: the Estate kit as custom elements for any web page, in one script with React
 * inside. Loading it defines the elements and `window.EstateEmbed` (see README.md).
 */
import { endSession, startSession, STORAGE_NAMESPACE, type HostSession } from './clients.js';
import { DEFAULT_API } from './element.js';
import { EstateChatElement, EstateListingsElement, EstatePropertyElement, EstateReelsElement } from './elements.js';

const ELEMENTS = {
  'estate-listings': EstateListingsElement,
  'estate-property': EstatePropertyElement,
  'estate-reels': EstateReelsElement,
  'estate-chat': EstateChatElement,
};

// A page that loads the script twice keeps the first definitions instead of throwing.
for (const [name, element] of Object.entries(ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

/**
 * Signs every element on the page in with the host's own tokens for the API (`api` defaults as the
 * elements' does), through the SDK's `session.adopt`: resolves once they show the member; rejects
 * with an `EstateError` (`code` `token_not_valid`, `guest_forbidden`, or the server's refusal of an
 * expired pair) and the session before kept.
 */
export function signIn(session: HostSession & { api?: string }): Promise<void> {
  return startSession(session.api ?? DEFAULT_API, session);
}

export function signOut(options: { api?: string } = {}): void {
  endSession(options.api ?? DEFAULT_API);
}

export { STORAGE_NAMESPACE, EstateChatElement, EstateListingsElement, EstatePropertyElement, EstateReelsElement };
export type { HostSession };

/** The session alone, for `EstateEmbed.signIn` / `signOut`: the same clients every element uses. */
export { endSession, startSession } from '../clients.js';

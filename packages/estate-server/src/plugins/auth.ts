import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/errors.js';

export interface AuthUser {
  id: number;
  isGuest: boolean;
  /** Set from the command line (`estate-server moderator add EMAIL`); the `moderator` routes need it. */
  isModerator: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user behind a valid bearer token; null for anonymous requests. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * The user of an access token: 401 `token_not_valid` for a bad, expired or wrong-type token,
     * 401 `user_not_found` for a gone or inactive account. For tokens that do not come in the
     * `Authorization` header (a socket's `?token=`, see plugins/access.ts).
     */
    userOfAccessToken(token: string): Promise<AuthUser>;
  }
  interface FastifyContextConfig {
    /** The route reads the Authorization header itself (the Paystack sandbox checks its secret key there). */
    ownAuthorization?: boolean;
  }
}

const BEARER = /^(?:Bearer|JWT)\s+(\S+)$/i;

/**
 * Reads `Authorization: Bearer <access>` on every request, as DRF's JWT authentication does: a
 * token that is present but invalid, expired or for a gone or inactive user is a 401 at once.
 */
export default fp(
  async (app) => {
    app.decorate('userOfAccessToken', async (token: string): Promise<AuthUser> => {
      const claims = await app.tokens.verify(token, 'access');
      if (!claims) throw unauthorized('token_not_valid');
      // Accounts change state only through the API (activation), and every API write clears the
      // read cache, so the cached row is current; a change made in the database by hand shows within
      // READ_CACHE_TTL_MS.
      const user = await app.readCache.get(`account ${claims.user_id}`, async () => {
        const [row] = await app.db
          .select({ id: users.id, isActive: users.isActive, isGuest: users.isGuest, isModerator: users.isModerator, suspendedAt: users.suspendedAt })
          .from(users)
          .where(eq(users.id, claims.user_id));
        return row;
      });
      if (!user || !user.isActive) throw unauthorized('user_not_found');
      // A suspended account's tokens stop working at once (the sign-in refuses it too).
      if (user.suspendedAt) throw forbidden('account_suspended');
      return { id: user.id, isGuest: user.isGuest, isModerator: user.isModerator };
    });
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || request.routeOptions.config.ownAuthorization) return;
      const token = BEARER.exec(header)?.[1];
      if (!token) throw unauthorized('token_not_valid');
      request.user = await app.userOfAccessToken(token);
    });
  },
  { name: 'auth', dependencies: ['db', 'config', 'read-cache'] },
);

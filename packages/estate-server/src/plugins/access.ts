import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { AuthUser } from './auth.js';

/**
 * Who may call a route, from the most open:
 * - `public`: anyone; the answer does not depend on who asks.
 * - `optional`: anyone; a token, when sent, is read (for `is_liked`, the viewer's own e-mail, ...).
 * - `user`: anyone signed in, guests included: 401 without a token.
 * - `member`: a registered user: 401 without a token, 403 for a guest (guests may read, never write).
 * - `moderator`: a member with the moderator role: 403 `moderator_only` for anyone else signed in.
 */
export const ACCESS_LEVELS = ['public', 'optional', 'user', 'member', 'moderator'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; `plugins/access.ts` enforces it and writes the route's OpenAPI `security`. */
    access?: Access;
  }
}

type Security = Record<string, string[]>[];

/** The OpenAPI `security` of each level; `public` routes have none. */
export const SECURITY_OF: Record<Access, Security | undefined> = {
  public: undefined,
  optional: [{}, { bearerAuth: [] }],
  user: [{ bearerAuth: [] }],
  member: [{ bearerAuth: [] }],
  moderator: [{ bearerAuth: [] }],
};

const signedIn: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw unauthorized('not_authenticated');
};

const registered: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw unauthorized('not_authenticated');
  if (request.user.isGuest) throw forbidden('guest_forbidden');
};

const moderating: preHandlerAsyncHookHandler = async (request, reply) => {
  await registered.call(request.server, request, reply);
  if (!request.user!.isModerator) throw forbidden('moderator_only');
};

/** The check each level runs before its route's own preHandlers and handler, after validation. */
const CHECK_OF: Record<Access, preHandlerAsyncHookHandler | undefined> = {
  public: undefined,
  optional: undefined,
  user: signedIn,
  member: registered,
  moderator: moderating,
};

/**
 * The caller of a route declared `user` or `member`, whom the access check has already let in:
 * handlers read it without checking again. Any other route calling it is a programming error,
 * refused whether or not a token was sent, so it shows in the first test.
 */
export function callerOf(request: FastifyRequest): AuthUser {
  const { access } = request.routeOptions.config;
  if ((access === 'user' || access === 'member' || access === 'moderator') && request.user) return request.user;
  throw new Error(`${request.method} ${request.routeOptions.url} reads its caller but is declared '${access}', which does not guarantee one`);
}

/** `RouteOptions` as an `onRoute` hook sees it, with @fastify/websocket's flag. */
type DeclaredRoute = RouteOptions & { websocket?: boolean };

/**
 * Every route declares who may call it once, in `config.access`, and this hook, run as each
 * route is added, does the rest (as fastify/demo's `routes/api/autohooks.ts` does for its API):
 * it puts the level's check first among the route's preHandlers — after validation, so a bad body
 * is a 400 whoever sends it — and writes the level's `security` into the route's schema, so the
 * document cannot disagree with what is enforced. A route that writes `security` itself, or names
 * no known level, stops the server at start.
 *
 * Routes without `config.access` are left alone: those outside plugins add with no way to pass a
 * route config (the CORS preflight; the built app's files, from @fastify/static), all
 * public by nature. `test/access.test.ts` lists them and fails for any other route without one.
 *
 * Sockets (`websocket: true`) also take the token as `?token=`, since browsers cannot set headers
 * on a WebSocket: it is read here, before the check, so a socket is refused with an ordinary HTTP
 * answer before the upgrade.
 */
export function declareAccess(app: FastifyInstance, route: DeclaredRoute): void {
  const access = route.config?.access;
  if (access === undefined) return;
  const where = `${String(route.method)} ${route.url}`;
  if (!ACCESS_LEVELS.includes(access)) throw new Error(`${where}: config.access '${String(access)}' is none of ${ACCESS_LEVELS.join(', ')}`);
  if (route.schema?.security) throw new Error(`${where}: declare config.access and leave schema.security to it`);

  const security = SECURITY_OF[access];
  if (security) route.schema = { ...route.schema, security };

  const checks: preHandlerAsyncHookHandler[] = [];
  if (route.websocket && access !== 'public') checks.push(socketToken(app));
  const check = CHECK_OF[access];
  if (check) checks.push(check);
  if (checks.length === 0) return;
  const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
  route.preHandler = [...checks, ...own];
}

/** A socket's `?token=`, when sent, names the caller (over an `Authorization` header, if both came). */
function socketToken(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request) => {
    const { token } = request.query as { token?: unknown };
    if (typeof token === 'string' && token !== '') request.user = await app.userOfAccessToken(token);
  };
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => declareAccess(app, route));
  },
  { name: 'access' },
);

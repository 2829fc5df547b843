import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { users } from '../../db/schema.js';
import { pruneRevocations, retireRefreshToken, revokeFamily } from '../../domain/refresh-tokens.js';
import { checkRegistration, createUser, findUserByEmail, findUserById, normalizeEmail } from '../../domain/users.js';
import { fieldRefusal, forbidden, refusal, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPasswordOrDummy } from '../../lib/passwords.js';
import { ActivationTokens, familyOf } from '../../lib/tokens.js';
import { Detail, FieldErrors } from '../../schemas/common.js';
import { sendAccountExistsMail, sendActivationMail } from './activation-mail.js';

const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });
/** What registration answers, the same whether the e-mail was free or already had an account (so it tells no one which). */
const RegisteredUser = Type.Object({
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});
const loose = (description: string) => Type.Optional(Type.String({ description, maxLength: 300 }));
const tokenNotValid = () => refusal(401, 'refresh_token_not_valid', {}, 'token_not_valid');

/** How often expired revocations are deleted, at most. */
const PRUNE_EVERY_MS = 60_000;
/** Extra life for a family's revocation, for a rotation that raced it and issued one token more. */
const FAMILY_REVOCATION_MARGIN_SECONDS = 60;

/** Accounts: Djoser's and SimpleJWT's paths, so existing clients of that API work unchanged. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tag = ['auth'];

  /** Until when a family revoked now must stay revoked: every token it has issued is expired by then. */
  const familyRevokedUntil = () => new Date(Date.now() + (app.config.refreshTokenTtlSeconds + FAMILY_REVOCATION_MARGIN_SECONDS) * 1000);

  let prunedAt = 0;
  async function pruneNowAndThen() {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await pruneRevocations(app.db);
  }

  app.post(
    '/jwt/create/',
    {
      config: { ...app.authRateLimit, keepsReadCache: true, access: 'public' },
      schema: {
        tags: tag,
        summary: 'Log in with e-mail and password',
        body: Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 256 }) }),
        response: { 200: TokenPair, 400: FieldErrors, 401: Detail, 403: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Per account as well as per address: a guesser who changes address still runs out here.
      await app.limitSignInAttempts(request, reply);
      const found = await findUserByEmail(app.db, email);
      const user = found && !found.isGuest ? found : undefined;
      // Verified against a dummy hash when there is no such account: the same time either way.
      if (!(await verifyPasswordOrDummy(password, user?.passwordHash)) || !user) throw unauthorized('no_active_account');
      if (!user.isActive) {
        throw unauthorized('inactive_account');
      }
      if (user.suspendedAt) throw forbidden('account_suspended');
      await app.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
      return app.tokens.pair(user);
    },
  );

  app.post(
    '/jwt/refresh/',
    {
      config: { keepsReadCache: true, access: 'public' },
      schema: {
        tags: tag,
        summary: 'Trade a refresh token for a new pair (the old refresh token stops working)',
        body: Type.Object({ refresh: Type.String({ maxLength: 2000 }) }),
        response: { 200: TokenPair, 400: FieldErrors, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const claims = await app.tokens.verify(request.body.refresh, 'refresh');
      if (!claims) throw tokenNotValid();
      const family = familyOf(claims);
      await pruneNowAndThen();
      if (!(await retireRefreshToken(app.db, { jti: claims.jti, family, expiresAt: new Date(claims.exp * 1000) }))) {
        // Used before, or of a dead family: someone else holds this family's newest token.
        request.log.warn({ userId: claims.user_id, family }, 'refresh token reused or of a revoked family; the family is revoked');
        await revokeFamily(app.db, family, familyRevokedUntil());
        throw tokenNotValid();
      }
      const user = await findUserById(app.db, claims.user_id);
      if (!user || !user.isActive) throw tokenNotValid();
      if (user.suspendedAt) throw forbidden('account_suspended');
      return app.tokens.pair(user, family);
    },
  );

  app.post(
    '/jwt/blacklist/',
    {
      config: { keepsReadCache: true, access: 'public' },
      schema: {
        tags: tag,
        summary: 'Log out: the refresh token stops working',
        body: Type.Object({ refresh: Type.String({ maxLength: 2000 }) }),
        response: { 200: Type.Object({}), 400: FieldErrors, 401: Detail },
      },
    },
    async (request) => {
      const claims = await app.tokens.verify(request.body.refresh, 'refresh');
      if (!claims) throw tokenNotValid();
      // Idempotent: logging out twice (say, from two tabs) answers 200 both times.
      await revokeFamily(app.db, familyOf(claims), familyRevokedUntil());
      await pruneNowAndThen();
      return {};
    },
  );

  app.post(
    '/users/',
    {
      config: { ...app.authRateLimit, access: 'public' },
      schema: {
        tags: tag,
        summary: 'Register; an activation link is e-mailed (for an e-mail that has an account, its owner is told instead, and the answer is the same)',
        body: Type.Object({
          username: loose('Letters, digits and @/./+/-/_ only.'),
          first_name: loose('First name.'),
          last_name: loose('Last name.'),
          email: loose('E-mail address.'),
          password: loose('At least 8 characters, not common, not all digits.'),
          re_password: loose('The password again.'),
        }),
        response: { 201: RegisteredUser, 400: FieldErrors, 429: Detail },
      },
    },
    async (request, reply) => {
      const errors = await checkRegistration(app.db, request.body);
      errors.throwIfAny();
      const body = request.body as Required<typeof request.body>;
      reply.status(201);
      const owner = await findUserByEmail(app.db, body.email);
      if (owner) {
        // The same answer, and the same work (a hash, an e-mail), as for a new account.
        await hashPassword(body.password);
        await sendAccountExistsMail(app, owner);
        return { username: body.username.trim(), email: normalizeEmail(body.email), first_name: body.first_name.trim(), last_name: body.last_name.trim() };
      }
      const user = await createUser(app.db, body);
      await sendActivationMail(app, user);
      return { username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName };
    },
  );

  app.post(
    '/users/activation/',
    {
      config: { ...app.authRateLimit, access: 'public' },
      schema: {
        tags: tag,
        summary: 'Activate an account with the uid and token from the e-mailed link',
        body: Type.Object({ uid: Type.String({ maxLength: 64 }), token: Type.String({ maxLength: 128 }) }),
        response: { 204: Type.Null(), 400: FieldErrors, 403: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const userId = ActivationTokens.decodeUid(request.body.uid);
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user || user.isGuest) throw fieldRefusal('uid', 'invalid_uid');
      if (user.isActive) throw forbidden('stale_token');
      const verdict = app.activationTokens.check(user.id, user.isActive, request.body.token);
      if (verdict === 'expired') throw fieldRefusal('token', 'token_expired');
      if (verdict === 'invalid') throw fieldRefusal('token', 'token_invalid');
      await app.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/resend_activation/',
    {
      config: { ...app.authRateLimit, access: 'public' },
      schema: {
        tags: tag,
        summary: 'Send the activation e-mail again (answers 204 whether or not the address is known)',
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        response: { 204: Type.Null(), 400: FieldErrors, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.isActive && !user.isGuest) await sendActivationMail(app, user);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allowedRedirectUris, signInWithVerifiedEmail } from '../../domain/google.js';
import { ApiError, badRequest } from '../../lib/errors.js';
import { OidcClient } from '../../oidc/client.js';
import { Detail, FieldErrors } from '../../schemas/common.js';

const GoogleLogin = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 4096, description: 'The authorization code from the callback URL.' }),
  redirect_uri: Type.Optional(
    Type.String({ maxLength: 2048, description: 'The redirect URI of the authorization request; `{PUBLIC_URL}/google-auth-callback` when absent.' }),
  ),
  code_verifier: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$', description: 'The PKCE verifier, when the authorization request sent a code_challenge (RFC 7636).' }),
  ),
  nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: 'The nonce of the authorization request; the ID token must carry it.' })),
});

const LoginInfo = Type.Object({
  access: Type.String(),
  refresh: Type.String(),
  created: Type.Boolean({ description: 'True when this sign-in created the account.' }),
});

const notConfigured = () => new ApiError(503, { detail: 'Google sign-in is not configured on this server.' });

/** Google (any OpenID Connect issuer) sign-in, at dj-rest-auth's path. */
const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { googleClientId: clientId, googleClientSecret: clientSecret, oidcIssuer: issuer } = app.config;
  const client = clientId && clientSecret ? new OidcClient({ issuer, clientId, clientSecret }) : undefined;
  const redirectUris = allowedRedirectUris(app.config);

  app.post(
    '/google/',
    {
      config: app.authRateLimit,
      // Before the body is checked: an unconfigured server says so whatever was sent.
      preValidation: async () => {
        if (!client) throw notConfigured();
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google: trade the authorization code for the login info',
        description:
          'Exchanges the code with the OpenID Connect issuer (Google unless OIDC_ISSUER says otherwise), checks the ID token and signs in the account of its verified e-mail, creating it on first sign-in.',
        body: GoogleLogin,
        response: { 200: LoginInfo, 400: Type.Union([Detail, FieldErrors]), 401: Detail, 409: Detail, 429: Detail, 502: Detail, 503: Detail },
      },
    },
    async (request) => {
      const { code, code_verifier: codeVerifier, nonce } = request.body;
      const redirectUri = request.body.redirect_uri ?? redirectUris[0]!;
      if (!redirectUris.includes(redirectUri)) {
        throw badRequest({ redirect_uri: [`This redirect URI is not allowed. Use ${redirectUris[0]}.`] });
      }
      const identity = await client!.signIn({ code, redirectUri, codeVerifier, nonce });
      const { user, created } = await signInWithVerifiedEmail(app.db, identity);
      return { ...(await app.tokens.pair(user)), created };
    },
  );
};

export default googleRoutes;

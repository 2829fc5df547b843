import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allowedRedirectUris, signInWithVerifiedEmail } from '../../domain/google.js';
import { fieldRefusal, refusal } from '../../lib/errors.js';
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

const GoogleConfig = Type.Object(
  {
    enabled: Type.Boolean({ description: 'False when the server has no Google client id and secret: the web app shows its notice instead.' }),
    client_id: Type.Optional(Type.String({ description: 'The OAuth client id to send to the authorization endpoint (public; the secret stays on the server).' })),
    authorization_endpoint: Type.Optional(Type.String({ description: "The issuer's authorization endpoint, from its discovery document." })),
    redirect_uri: Type.Optional(Type.String({ description: 'The default redirect URI, `{PUBLIC_URL}/google-auth-callback`; a CORS origin may use its own.' })),
  },
  { additionalProperties: false },
);

const notConfigured = () => refusal(503, 'google_not_configured');

/** Google (any OpenID Connect issuer) sign-in, at dj-rest-auth's path. */
const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { googleClientId: clientId, googleClientSecret: clientSecret, oidcIssuer: issuer } = app.config;
  const client = clientId && clientSecret ? new OidcClient({ issuer, clientId, clientSecret }) : undefined;
  const redirectUris = allowedRedirectUris(app.config);

  app.get(
    '/google/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether Google sign-in is on, and where to start it',
        description:
          "Public. `{enabled: false}` when the server is not configured for Google; otherwise the client id, the issuer's authorization endpoint (from its cached discovery document) and the default redirect URI, so the web app can start the authorization-code flow (state, nonce and an S256 PKCE challenge are the app's).",
        response: { 200: GoogleConfig, 502: Detail },
      },
    },
    async () => {
      if (!client) return { enabled: false };
      const { authorization_endpoint: authorizationEndpoint } = await client.discover();
      if (!authorizationEndpoint) {
        throw refusal(502, 'issuer_error', { what: 'its OpenID configuration lacks an authorization endpoint' }, true);
      }
      return { enabled: true, client_id: clientId, authorization_endpoint: authorizationEndpoint, redirect_uri: redirectUris[0]! };
    },
  );

  app.post(
    '/google/',
    {
      config: { ...app.authRateLimit, access: 'public' },
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
        throw fieldRefusal('redirect_uri', 'redirect_uri_not_allowed', { uri: redirectUris[0]! });
      }
      const identity = await client!.signIn({ code, redirectUri, codeVerifier, nonce });
      const { user, created } = await signInWithVerifiedEmail(app.db, identity);
      return { ...(await app.tokens.pair(user)), created };
    },
  );
};

export default googleRoutes;

import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { ActivationTokens, TokenService } from '../lib/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    tokens: TokenService;
    activationTokens: ActivationTokens;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
    app.decorate('tokens', new TokenService(config.jwtSecret, { access: config.accessTokenTtlSeconds, refresh: config.refreshTokenTtlSeconds }));
    app.decorate('activationTokens', new ActivationTokens(config.jwtSecret, config.activationTokenTtlSeconds));
  },
  { name: 'config' },
);

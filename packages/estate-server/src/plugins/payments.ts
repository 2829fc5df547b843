import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { PaystackClient } from '../paystack/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Paystack client for the configured keys, or null when no secret key is configured. */
    readonly paystack: PaystackClient | null;
  }
}

/**
 * Decorates the app with a Paystack client built from the config. It is read through a getter
 * because the local sandbox's address (see `server.ts`) is only known once the server listens.
 */
export default fp(
  async (app) => {
    let cached: { key: string; client: PaystackClient } | undefined;
    const clientFor = (config: Config): PaystackClient | null => {
      if (!config.paystackSecretKey) return null;
      const key = [config.paystackSecretKey, config.paystackPublicKey, config.paystackBaseUrl].join('\n');
      if (cached?.key !== key) {
        cached = {
          key,
          client: new PaystackClient({ secretKey: config.paystackSecretKey, publicKey: config.paystackPublicKey, baseUrl: config.paystackBaseUrl }),
        };
      }
      return cached.client;
    };
    app.decorate('paystack', { getter: () => clientFor(app.config) });
  },
  { name: 'payments', dependencies: ['config'] },
);

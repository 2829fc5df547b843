import fp from 'fastify-plugin';
import { PaystackClient } from '../paystack/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Paystack client for the configured keys, or null when no secret key is configured. */
    readonly paystack: PaystackClient | null;
  }
}

/** Decorates the app with a Paystack client built from the config (the local sandbox included: see `server.ts`). */
export default fp(
  async (app) => {
    const { paystackSecretKey: secretKey, paystackPublicKey: publicKey, paystackBaseUrl: baseUrl } = app.config;
    app.decorate('paystack', secretKey ? new PaystackClient({ secretKey, publicKey, baseUrl }) : null);
  },
  { name: 'payments', dependencies: ['config'] },
);

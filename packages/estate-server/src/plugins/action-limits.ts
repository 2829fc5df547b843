import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { countOrRefuse } from './security.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` leaves a write route out of the action limits (the Paystack webhook, which Paystack
     * retries and signs); `true` puts a read under them (a search that costs the database more than
     * a page of a list: the chat search).
     */
    actionLimit?: boolean;
  }
}

/** How many more actions an address may take than one account: several members can share one (an office, a mobile network). */
export const ADDRESS_FACTOR = 4;

/** Whether a route takes the action limits: every write and search (all POST, PATCH, PUT and DELETE, and reads that opt in), but sockets, routes with a limit of their own (sign-in, registration) and those that opt out. */
function isLimited(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = route.config as { access?: string; rateLimit?: unknown; actionLimit?: boolean } | undefined;
  if (config?.actionLimit === true) return true;
  if (!methods.some((method) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method))) return false;
  return config?.access !== undefined && config.rateLimit === undefined && config.actionLimit !== false;
}

/**
 * The brakes on what one account or one address can do: every write and search route counts each
 * call per account (`actionRateLimitPerMinute` a minute) and per address (`ADDRESS_FACTOR` times
 * that), in Redis when it is configured (shared by every process on the database, as the sign-in
 * limits are), and answers 429 with `Retry-After` past either. Liking, commenting, reviewing,
 * saving searches, searching people and chat messages, guessing unsubscribe tokens and marking leads all count.
 */
export default fp(
  async (app) => {
    const max = app.config.actionRateLimitPerMinute;
    const perAccount = app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator: (request) => `action:user:${request.user!.id}` });
    const perAddress = app.createRateLimit({ max: max * ADDRESS_FACTOR, timeWindow: '1 minute', keyGenerator: (request) => `action:ip:${request.ip}` });

    const limit: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const counter of request.user ? [perAccount, perAddress] : [perAddress]) await countOrRefuse(counter, request, reply);
    };

    app.addHook('onRoute', (route) => {
      if (!isLimited(route)) return;
      const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [limit, ...own];
    });
  },
  { name: 'action-limits', dependencies: ['config', 'security'] },
);

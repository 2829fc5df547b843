import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type FieldIssues } from '../lib/errors.js';
import { collectProblems, nonFinite, nulIn, type Problem } from '../lib/unstorable.js';

function refuse(request: FastifyRequest, problem: Problem): void {
  const errors: FieldIssues = {};
  for (const part of [request.params, request.query, request.body]) collectProblems(part, problem, errors);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** A hook that refuses `problem` (synchronous: no promise for a request that passes). */
const guard = (problem: Problem) => (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
  try {
    refuse(request, problem);
  } catch (error) {
    return done(error as Error);
  }
  done();
};

/**
 * Input no route can store, refused for every route in one place, so a new route cannot forget
 * it: a NUL character in any path parameter, query value or JSON body string (before validation,
 * before any route hook reads it), and a non-finite number left by schema coercion (after
 * validation). Both are 400s; without this they reach PostgreSQL and answer 500. Multipart form
 * fields are read by `readForm`, which makes the same NUL check.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', guard(nulIn));
    app.addHook('preHandler', guard(nonFinite));
  },
  { name: 'input-guard' },
);

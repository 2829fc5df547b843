import type { FastifyRequest } from 'fastify';

/**
 * A `preValidation` hook that trims the named text fields of a JSON body, so the schema checks the
 * text as it will be stored: blank is `minLength` and the limit is `maxLength` of the trimmed
 * text, as Django REST framework's CharField trims before it checks `max_length`.
 */
export function trimFields(...names: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const name of names) {
      const value = fields[name];
      if (typeof value === 'string') fields[name] = value.trim();
    }
  };
}

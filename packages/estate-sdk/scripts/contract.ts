/**
 * Turns the server's OpenAPI document into `src/generated/contract.ts`: the enums and limits the
 * SDK's rules, formatters and types use, read from the schemas that drive the server's own
 * validation, so the SDK writes none of them by hand. `npm run openapi:types` runs it after
 * `openapi-typescript`; `test/generated-types.test.ts` fails when the committed module is stale.
 *
 * Every value is looked up at a named place in the document; when the server moves or drops one,
 * generation stops with the place it looked at rather than writing a contract without it.
 */

import type { FieldFacts } from '../src/rules/field-facts.js';

type Schema = Record<string, unknown>;

/**
 * The forms whose field limits the rules apply, by the request that sends them: a request body's
 * fields, or for a `get` its query parameters.
 */
const FORMS = {
  createProperty: ['post', '/api/v1/properties/create/'],
  createClip: ['post', '/api/v1/reels/create/'],
  updateProfile: ['patch', '/api/v1/profile/update/{id}/'],
  propertyComment: ['post', '/api/v1/comments/property-comments/'],
  clipComment: ['post', '/api/v1/comments/clip-comments/'],
  reply: ['post', '/api/v1/comments/property-comments/{id}/create_reply/'],
  createReview: ['post', '/api/v1/profile/user/{username}/reviews/'],
  updateReview: ['patch', '/api/v1/profile/reviews/{id}/'],
  reviewReply: ['post', '/api/v1/profile/reviews/{id}/reply/'],
  reviewReport: ['post', '/api/v1/profile/reviews/{id}/report/'],
  createSavedSearch: ['post', '/api/v1/saved-searches'],
  updateSavedSearch: ['patch', '/api/v1/saved-searches/{id}/'],
  listingFilters: ['get', '/api/v1/properties/all'],
  dashboard: ['get', '/api/v1/dashboard'],
} as const;


function at(value: unknown, path: readonly string[], where: string[] = []): unknown {
  let current = value;
  for (const key of path) {
    where.push(key);
    if (!current || typeof current !== 'object' || !(key in current)) {
      throw new Error(`The OpenAPI document has nothing at ${where.join(' › ')}: did the server's schema change? Update scripts/contract.ts with it.`);
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A nullable schema (`anyOf: [schema, {type: null}]`) as the schema it allows besides null. */
function nonNull(schema: Schema): Schema {
  const options = schema.anyOf;
  if (!Array.isArray(options)) return schema;
  const [only, ...more] = options.filter((option: Schema) => option.type !== 'null');
  if (!only || more.length > 0) throw new Error(`Expected a nullable schema, got ${JSON.stringify(schema)}`);
  return only as Schema;
}

function strings(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${what} is not a list of strings in the OpenAPI document: ${JSON.stringify(value)}`);
  }
  return value;
}

function integer(value: unknown, what: string): number {
  if (!Number.isInteger(value)) throw new Error(`${what} is not an integer in the OpenAPI document: ${JSON.stringify(value)}`);
  return value as number;
}

function finite(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${what} is not a number in the OpenAPI document: ${JSON.stringify(value)}`);
  return value;
}

/** The facts of one field's schema, `where` naming it in errors. */
function fieldFacts(raw: Schema, where: string): FieldFacts {
  const schema = nonNull(raw);
  const items = (schema.items ?? {}) as Schema;
  const facts: FieldFacts = {};
  if (schema.maxLength !== undefined) facts.maxLength = integer(schema.maxLength, `${where}.maxLength`);
  if (schema.maxItems !== undefined) facts.maxItems = integer(schema.maxItems, `${where}.maxItems`);
  const bytes = schema['x-max-bytes'] ?? items['x-max-bytes'];
  if (bytes !== undefined) facts.maxBytes = integer(bytes, `${where}.x-max-bytes`);
  if (schema.minimum !== undefined) facts.minimum = finite(schema.minimum, `${where}.minimum`);
  if (schema.maximum !== undefined) facts.maximum = finite(schema.maximum, `${where}.maximum`);
  if (schema['x-whole-digits'] !== undefined) facts.wholeDigits = integer(schema['x-whole-digits'], `${where}.x-whole-digits`);
  if (schema['x-decimal-places'] !== undefined) facts.places = integer(schema['x-decimal-places'], `${where}.x-decimal-places`);
  const fallback = schema.default;
  if (typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean') facts.default = fallback;
  return facts;
}

/** The schema of each field a request sends: its body's top-level fields (JSON or multipart alike), or a `get`'s query parameters. */
function requestFields(document: unknown, method: string, path: string): Record<string, Schema> {
  if (method === 'get') {
    const parameters = at(document, ['paths', path, method, 'parameters']) as { name: string; in: string; schema?: Schema }[];
    const query = parameters.filter((parameter) => parameter.in === 'query');
    if (query.length === 0) throw new Error(`${path} takes no query parameters in the OpenAPI document: did the server's schema change?`);
    return Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema ?? {}]));
  }
  const content = at(document, ['paths', path, method, 'requestBody', 'content']) as Record<string, Schema>;
  const [body] = Object.values(content);
  return at(body, ['schema', 'properties'], [path, method, 'requestBody']) as Record<string, Schema>;
}

/** The facts of each field of a request that has any. */
function formFields(document: unknown, method: string, path: string): Record<string, FieldFacts> {
  const fields: Record<string, FieldFacts> = {};
  for (const [name, schema] of Object.entries(requestFields(document, method, path))) {
    const facts = fieldFacts(schema, `${path} ${name}`);
    if (Object.keys(facts).length > 0) fields[name] = facts;
  }
  return fields;
}

const jsonAnswer = (document: unknown, method: string, path: string, status: string) =>
  at(document, ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema']) as Schema;

function queryDefault(document: unknown, path: string, name: string): number {
  const parameters = at(document, ['paths', path, 'get', 'parameters']) as { name: string; in: string; schema?: Schema }[];
  const parameter = parameters.find((each) => each.in === 'query' && each.name === name);
  return integer(parameter?.schema?.default, `${path} ?${name} default`);
}

/** The codes of the server's refusals: the keys of `info.x-estate-error-codes`, each with an English template. */
function errorCodes(document: unknown): string[] {
  const table = at(document, ['info', 'x-estate-error-codes']) as Record<string, unknown>;
  for (const [code, text] of Object.entries(table)) {
    if (!/^[a-z][a-z0-9_]*$/.test(code) || typeof text !== 'string') throw new Error(`info.x-estate-error-codes.${code} is not a snake_case code with a text: ${JSON.stringify(text)}`);
  }
  return strings(Object.keys(table), 'info.x-estate-error-codes');
}

/** Everything the generated module holds, as plain data (the test compares modules, this is what they are made of). */
export function readContract(document: unknown) {
  const property = at(jsonAnswer(document, 'get', '/api/v1/properties/all', '200'), ['properties', 'results', 'items', 'properties']) as Record<string, Schema>;
  const createForm = at(document, ['paths', '/api/v1/properties/create/', 'post', 'requestBody', 'content', 'multipart/form-data', 'schema', 'properties']) as Record<
    string,
    Schema
  >;
  const profile = at(jsonAnswer(document, 'get', '/api/v1/profile/me/', '200'), ['properties', 'profile', 'properties']) as Record<string, Schema>;
  const plan = at(jsonAnswer(document, 'get', '/api/v1/payment/plans/', '200'), ['items', 'properties']) as Record<string, Schema>;
  const payment = at(jsonAnswer(document, 'post', '/api/v1/payment/initiate_payment/', '201'), ['properties', 'payment', 'properties']) as Record<string, Schema>;
  const chatMessage = at(jsonAnswer(document, 'get', '/api/v1/chat/chat-messages/{username}/', '200'), ['properties', 'results', 'items', 'properties']) as Record<
    string,
    Schema
  >;

  const statuses = strings(at(property, ['property_status', 'enum']), 'Property.property_status');
  const aliases = at(createForm, ['property_status', 'x-aliases']) as Record<string, unknown>;
  for (const [alias, value] of Object.entries(aliases)) {
    if (typeof value !== 'string' || !statuses.includes(value)) throw new Error(`The status alias ${alias} names ${JSON.stringify(value)}, which is not a status`);
  }
  const propertyTypes = strings(at(property, ['property_type', 'enum']), 'Property.property_type');
  const defaultPropertyType = at(createForm, ['property_type', 'default']);
  if (typeof defaultPropertyType !== 'string' || !propertyTypes.includes(defaultPropertyType)) {
    throw new Error(`The create form's default property_type ${JSON.stringify(defaultPropertyType)} is not a property type`);
  }
  const limits = at(document, ['info', 'x-estate-limits', 'page_size']) as Schema;
  const listQuery = requestFields(document, 'get', '/api/v1/properties/all');

  return {
    PROPERTY_TYPES: propertyTypes,
    ADVERT_TYPES: strings(at(property, ['advert_type', 'enum']), 'Property.advert_type'),
    AVAILABILITIES: strings(at(property, ['availability', 'enum']), 'Property.availability'),
    PROPERTY_STATUSES: statuses,
    PROPERTY_STATUS_ALIASES: aliases as Record<string, string>,
    PLAN_CODES: strings(at(plan, ['plan_code', 'enum']), 'Plan.plan_code'),
    PROFILE_ROLES: strings(at(profile, ['role', 'enum']), 'Profile.role'),
    GENDERS: strings(at(profile, ['gender', 'enum']), 'Profile.gender'),
    PAYMENT_STATUSES: strings(at(payment, ['payment_status', 'enum']), 'PaymentData.payment.payment_status'),
    PAGE_SIZE: {
      default: queryDefault(document, '/api/v1/properties/all', 'page_size'),
      maximum: integer(limits.maximum, 'info.x-estate-limits.page_size.maximum'),
    },
    CHAT_HISTORY_PAGE_SIZE: queryDefault(document, '/api/v1/chat/chat-messages/{username}/', 'page_size'),
    CHAT_MESSAGE_MAX_LENGTH: integer(nonNull(at(chatMessage, ['message']) as Schema).maxLength, 'ChatMessage.message.maxLength'),
    CHAT_REACTIONS: strings(at(requestFields(document, 'post', '/api/v1/chat/messages/{id}/reactions/'), ['emoji', 'enum']), 'POST /chat/messages/{id}/reactions/ emoji'),
    CHAT_EDIT_MINUTES: integer(at(document, ['info', 'x-estate-limits', 'chat_edit', 'minutes']), 'info.x-estate-limits.chat_edit.minutes'),
    CHAT_SEARCH_MIN_LENGTH: integer(at(requestFields(document, 'get', '/api/v1/chat/search/'), ['q', 'minLength']), '/api/v1/chat/search/ ?q minLength'),
    LISTING_SORTS: strings(at(listQuery, ['sort', 'enum'], ['/api/v1/properties/all', '?']), '/api/v1/properties/all ?sort'),
    MAX_SAVED_SEARCHES: integer(at(document, ['info', 'x-estate-limits', 'saved_searches', 'maximum']), 'info.x-estate-limits.saved_searches.maximum'),
    ERROR_CODES: errorCodes(document),
    FORM_FIELDS: Object.fromEntries(Object.entries(FORMS).map(([name, [method, path]]) => [name, formFields(document, method, path)])) as Record<
      keyof typeof FORMS,
      Record<string, FieldFacts>
    >,
  };
}

/** Where each constant comes from, for its doc comment. */
const SOURCES: Record<keyof ReturnType<typeof readContract>, string> = {
  PROPERTY_TYPES: 'The values of `Property.property_type`.',
  ADVERT_TYPES: 'The values of `Property.advert_type`.',
  AVAILABILITIES: 'The values of `Property.availability`: where a listing stands on the market (sold and let leave the public lists).',
  PROPERTY_STATUSES: 'The values of `Property.property_status`, as stored and answered.',
  PROPERTY_STATUS_ALIASES:
    'Other spellings the create form and the lists take for a status, and the status each stands for (the create form\u2019s `property_status` `x-aliases`): the legacy For Rent and For Sale among them.',
  PLAN_CODES: 'The values of `Plan.plan_code`.',
  PROFILE_ROLES: 'The values of `Profile.role`, lowest first.',
  GENDERS: 'The values of `Profile.gender`.',
  PAYMENT_STATUSES: 'The values of a payment\u2019s `payment_status`.',
  PAGE_SIZE: 'Items a page: the `page_size` default of the lists, and `info.x-estate-limits.page_size.maximum` (a larger page_size is capped).',
  CHAT_HISTORY_PAGE_SIZE: 'Messages a history page by default: the `page_size` default of the chat history.',
  CHAT_MESSAGE_MAX_LENGTH: 'The longest chat text: `ChatMessage.message.maxLength`.',
  CHAT_REACTIONS: 'The emoji a chat message takes as reactions, in the order messages list them: the `enum` of `POST /chat/messages/{id}/reactions/`.',
  CHAT_EDIT_MINUTES: 'How long after sending a message its sender may edit it: `info.x-estate-limits.chat_edit.minutes`.',
  CHAT_SEARCH_MIN_LENGTH: 'The fewest characters a chat search takes: the `minLength` of `/chat/search/?q`.',
  LISTING_SORTS: 'The orders a listing page takes: the `enum` of its `?sort=` (`newest` when absent).',
  MAX_SAVED_SEARCHES: 'How many saved searches one person may keep: `info.x-estate-limits.saved_searches.maximum`.',
  ERROR_CODES:
    'Every code of the server\u2019s refusals (`info.x-estate-error-codes`, sent in the `Estate-Error-Codes` header), in the server\u2019s order: `ERROR_MESSAGE_KEYS` words each.',
  FORM_FIELDS:
    'What the server\u2019s schema says of each field of a form (a request body, or a `get`\u2019s query), by the request that sends it: `maxLength`, `maxItems`, `maxBytes` (a file\u2019s `x-max-bytes`, the defaults of a server\u2019s configuration), `minimum`, `maximum`, a decimal\u2019s `wholeDigits` and `places` (`x-whole-digits`, `x-decimal-places`) and `default`.',
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (IDENTIFIER.test(name) ? name : quote(name));
const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** A value as a TypeScript literal in the repository's style: an object of plain values on one line, others a key a line. */
function literal(value: unknown, indent = ''): string {
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    if (entries.every(([, item]) => isPlain(item))) return `{ ${entries.map(([name, item]) => `${key(name)}: ${literal(item)}`).join(', ')} }`;
    const inner = `${indent}  `;
    return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${literal(item, inner)},`).join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

/** The source of `src/generated/contract.ts` for a document. */
export function renderContract(document: unknown): string {
  const contract = readContract(document);
  const blocks = Object.entries(contract).map(([name, value]) => {
    const typed = typeof value === 'object' ? ' as const' : '';
    return `/** ${SOURCES[name as keyof typeof contract]} */\nexport const ${name} = ${literal(value)}${typed};`;
  });
  return [
    '/**',
    ' * The enums and limits of the API, generated from the server\u2019s OpenAPI document',
    ' * (packages/estate-server/openapi.json) by `npm run openapi:types` (scripts/contract.ts).',
    ' * Do not edit: change the server\u2019s schemas, run `npm run openapi` at the root, then',
    ' * `npm run openapi:types` in packages/estate-sdk.',
    ' */',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

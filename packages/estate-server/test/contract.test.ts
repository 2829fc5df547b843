/**
 * The enums and limits in the OpenAPI document are the ones the server applies: each test reads a
 * value from the served document and checks the server's behaviour at it, so a check that moves
 * without its schema (or the reverse) fails here. The SDK reads the same values from the committed
 * copy (packages/estate-sdk/src/generated/contract.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, makeUser, multipart, type TestUser } from './helper.js';
import { coverPart, insertListings, listingForm, postListing } from './properties-fixtures.js';

interface Schema {
  type?: string;
  format?: string;
  enum?: string[];
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  'x-aliases'?: Record<string, string>;
  'x-max-bytes'?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Document {
  info: { 'x-estate-limits': { page_size: { default: number; maximum: number } } };
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
}

const served = async (app: App) => (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Document;
const bodyOf = (document: Document, method: string, path: string) => Object.values(document.paths[path]![method]!.requestBody!.content)[0]!.schema.properties!;
const answerOf = (document: Document, method: string, path: string, status: string) => document.paths[path]![method]!.responses[status]!.content!['application/json']!.schema;
const limited = (fields: Record<string, Schema>) => Object.entries(fields).filter(([, schema]) => schema.maxLength !== undefined) as [string, Schema & { maxLength: number }][];

describe('the contract in the OpenAPI document', () => {
  let app: App;
  let document: Document;
  let seller: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    document = await served(app);
    seller = await makeUser(app, { role: 'seller' });
  });
  afterAll(() => app.close());

  it("create property: every text field's maxLength is where the server starts refusing", async () => {
    const fields = limited(bodyOf(document, 'post', '/api/v1/properties/create/'));
    expect(fields.map(([name]) => name).sort()).toEqual(['city', 'description', 'exterior_features', 'interior_features', 'postal_code', 'street_address', 'title']);
    const at = Object.fromEntries(fields.map(([name, schema]) => [name, 'x'.repeat(schema.maxLength)]));
    expect((await postListing(app, seller.headers, listingForm(at))).statusCode).toBe(201);
    const over = Object.fromEntries(fields.map(([name, schema]) => [name, 'x'.repeat(schema.maxLength + 1)]));
    const refused = await postListing(app, seller.headers, listingForm(over));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json()).sort()).toEqual(Object.keys(over).sort());
  });

  it('create property: the enums are what it takes and answers; x-aliases are the other spellings it stores as their values', async () => {
    const form = bodyOf(document, 'post', '/api/v1/properties/create/');
    const answer = answerOf(document, 'post', '/api/v1/properties/create/', '201').properties!;
    expect(form.advert_type!.enum).toEqual(answer.advert_type!.enum);
    expect(form.property_type!.enum).toEqual(answer.property_type!.enum);
    expect(answer.property_type!.enum).toContain(form.property_type!.default);

    const aliases = form.property_status!['x-aliases']!;
    expect(Object.keys(aliases)).toEqual(expect.arrayContaining(['For Rent', 'For Sale']));
    expect(form.property_status!.enum!.sort()).toEqual([...answer.property_status!.enum!, ...Object.keys(aliases)].sort());
    for (const [alias, value] of Object.entries(aliases)) {
      const created = await postListing(app, seller.headers, listingForm({ property_status: alias }));
      expect(created.json().property_status).toBe(value);
    }
    const withoutType = listingForm();
    delete withoutType.property_type;
    expect((await postListing(app, seller.headers, withoutType)).json().property_type).toBe(form.property_type!.default);
    expect((await postListing(app, seller.headers, listingForm({ advert_type: 'Swap' }))).statusCode).toBe(400);
  });

  it('create property: photos maxItems is the most it takes', async () => {
    const { maxItems } = bodyOf(document, 'post', '/api/v1/properties/create/').photos!;
    const photos = (count: number) => Array.from({ length: count }, (_, index) => ({ ...coverPart(), name: 'photos', filename: `p${index}.png` }));
    expect((await postListing(app, seller.headers, listingForm(), [coverPart(), ...photos(maxItems!)])).statusCode).toBe(201);
    expect((await postListing(app, seller.headers, listingForm(), [coverPart(), ...photos(maxItems! + 1)])).json()).toHaveProperty('photos');
  });

  it('comments and replies: content maxLength counts the trimmed text', async () => {
    const [property] = await insertListings(app, seller.user.id, [{}]);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: seller.headers, payload });
    const commentMax = bodyOf(document, 'post', '/api/v1/comments/property-comments/').content!.maxLength!;
    const first = await post('/api/v1/comments/property-comments/', { post: property!.id, content: ` ${'x'.repeat(commentMax)} ` });
    expect(first.statusCode).toBe(201);
    expect((await post('/api/v1/comments/property-comments/', { post: property!.id, content: 'x'.repeat(commentMax + 1) })).json()).toEqual({
      content: [`Ensure this field has no more than ${commentMax} characters.`],
    });
    const replyPath = '/api/v1/comments/property-comments/{id}/create_reply/';
    const replyMax = bodyOf(document, 'post', replyPath).content!.maxLength!;
    const replyUrl = `/api/v1/comments/property-comments/${first.json().id}/create_reply/`;
    expect((await post(replyUrl, { content: 'y'.repeat(replyMax) })).statusCode).toBe(201);
    expect((await post(replyUrl, { content: 'y'.repeat(replyMax + 1) })).statusCode).toBe(400);
    expect(bodyOf(document, 'post', '/api/v1/comments/clip-comments/').content!.maxLength).toBe(commentMax);
  });

  it("profile update: every text field's maxLength is where the server starts refusing; gender takes its enum", async () => {
    const form = bodyOf(document, 'patch', '/api/v1/profile/update/{id}/');
    const buyer = await makeUser(app);
    const save = async (fields: Record<string, string>) => {
      const body = await multipart(fields);
      return app.inject({ method: 'PATCH', url: `/api/v1/profile/update/${buyer.user.id}/`, headers: { ...buyer.headers, ...body.headers }, payload: body.payload });
    };
    const fields = limited(form).filter(([, schema]) => schema.format !== 'uri');
    const links = limited(form).filter(([, schema]) => schema.format === 'uri');
    expect(links.map(([name]) => name).sort()).toEqual(['facebook_url', 'instagram_url', 'threads_url', 'twitter_url']);
    const link = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
    const at = Object.fromEntries([...fields.map(([name, schema]) => [name, 'x'.repeat(schema.maxLength)]), ...links.map(([name, schema]) => [name, link(schema.maxLength)])]);
    expect((await save(at)).statusCode).toBe(200);
    const over = Object.fromEntries([...fields.map(([name, schema]) => [name, 'x'.repeat(schema.maxLength + 1)]), ...links.map(([name, schema]) => [name, link(schema.maxLength + 1)])]);
    expect(Object.keys((await save(over)).json()).sort()).toEqual(Object.keys(over).sort());
    for (const gender of form.gender!.enum!) expect((await save({ gender })).json().profile.gender).toBe(gender);
    const role = answerOf(document, 'get', '/api/v1/profile/me/', '200').properties!.profile!.properties!.role!;
    expect(role.enum).toEqual(['buyer', 'seller', 'agent', 'top_agent']);
  });

  it('lists: page_size defaults to its default and is capped at info.x-estate-limits.page_size.maximum', async () => {
    const { page_size: pageSize } = document.info['x-estate-limits'];
    const parameter = (document.paths['/api/v1/properties/all']!.get as unknown as { parameters: { name: string; schema: Schema }[] }).parameters.find(
      (each) => each.name === 'page_size',
    )!;
    expect(parameter.schema.default).toBe(pageSize.default);
    const owner = await makeUser(app, { role: 'seller' });
    await insertListings(app, owner.user.id, Array.from({ length: pageSize.maximum + 1 }, () => ({ country: 'UG', city: 'Kampala' })));
    const page = async (query: string) => (await app.inject({ method: 'GET', url: `/api/v1/properties/ug/${query}` })).json();
    expect((await page('')).results).toHaveLength(pageSize.default);
    expect((await page(`?page_size=${pageSize.maximum * 5}`)).results).toHaveLength(pageSize.maximum);
  });

  it('plans say whether they need a license, and so does an initiated payment', async () => {
    const plans = (await app.inject({ method: 'GET', url: '/api/v1/payment/plans/' })).json() as { plan_code: string; requires_license: boolean }[];
    const codes = answerOf(document, 'get', '/api/v1/payment/plans/', '200').items!.properties!.plan_code!.enum;
    expect(plans.map((plan) => plan.plan_code)).toEqual(codes);
    expect(Object.fromEntries(plans.map((plan) => [plan.plan_code, plan.requires_license]))).toEqual({ seller: false, agent: true, top_agent: true });
    expect(answerOf(document, 'post', '/api/v1/payment/initiate_payment/', '201').properties).toHaveProperty('requires_license');
  });
});

describe("the file size limits in the document are the app's configuration", () => {
  it('x-max-bytes of every file field follows maxImageBytes and maxVideoBytes', async () => {
    const app = await buildTestApp({ maxImageBytes: 1024, maxVideoBytes: 4096 });
    try {
      const document = await served(app);
      const property = bodyOf(document, 'post', '/api/v1/properties/create/');
      expect(property.cover_photo!['x-max-bytes']).toBe(1024);
      expect(property.photos!.items!['x-max-bytes']).toBe(1024);
      expect(bodyOf(document, 'patch', '/api/v1/profile/update/{id}/').profile_photo!['x-max-bytes']).toBe(1024);
      expect(bodyOf(document, 'post', '/api/v1/reels/create/').video!['x-max-bytes']).toBe(4096);
    } finally {
      await app.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { readContract, renderContract } from '../scripts/contract.js';
import type { AdvertType, Gender, PaymentStatus, PlanCode, ProfileRole, PropertyStatus, PropertyType } from '../src/client/types.js';
import { ADVERT_TYPES, GENDERS, PAYMENT_STATUSES, PLAN_CODES, PROFILE_ROLES, PROPERTY_STATUSES, PROPERTY_TYPES } from '../src/generated/contract.js';

const serverDocument = () => JSON.parse(readFileSync(new URL('../../estate-server/openapi.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const committedContract = () => readFileSync(new URL('../src/generated/contract.ts', import.meta.url), 'utf8');
const REGENERATE = 'run `npm run openapi:types` after a server change';

describe('the generated API types', () => {
  it(`match the server's committed OpenAPI document (${REGENERATE})`, async () => {
    const document = readFileSync(new URL('../../estate-server/openapi.json', import.meta.url), 'utf8');
    const generated = astToString(await openapiTS(document));
    const committed = readFileSync(new URL('../src/generated/openapi.ts', import.meta.url), 'utf8');
    const body = (source: string) => source.slice(source.indexOf('export'));
    expect(body(committed)).toBe(body(generated));
  });
});

describe('the generated contract (enums and limits)', () => {
  it(`matches the server's committed OpenAPI document (${REGENERATE})`, () => {
    expect(committedContract()).toBe(renderContract(serverDocument()));
  });

  it('would be stale after a change of a limit on the server alone', () => {
    const document = serverDocument();
    const content = (document as { paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { properties: { content: { maxLength: number } } } } } } } }> })
      .paths['/api/v1/comments/property-comments/']!.post.requestBody.content['application/json'].schema.properties.content;
    content.maxLength += 500;
    expect(readContract(document).FORM_FIELDS.propertyComment.content.maxLength).toBe(content.maxLength);
    expect(renderContract(document)).not.toBe(committedContract());
  });

  it('refuses to generate when the server drops or renames what the SDK reads, naming the place', () => {
    const document = serverDocument();
    delete (document.info as Record<string, unknown>)['x-estate-limits'];
    expect(() => renderContract(document)).toThrow(/nothing at info › x-estate-limits/);
  });

  it("agrees with the generated API types: each enum is its field's type", () => {
    expectTypeOf<(typeof PROPERTY_TYPES)[number]>().toEqualTypeOf<PropertyType>();
    expectTypeOf<(typeof ADVERT_TYPES)[number]>().toEqualTypeOf<AdvertType>();
    expectTypeOf<(typeof PROPERTY_STATUSES)[number]>().toEqualTypeOf<PropertyStatus>();
    expectTypeOf<(typeof PLAN_CODES)[number]>().toEqualTypeOf<PlanCode>();
    expectTypeOf<(typeof PROFILE_ROLES)[number]>().toEqualTypeOf<ProfileRole>();
    expectTypeOf<(typeof GENDERS)[number]>().toEqualTypeOf<Gender>();
    expectTypeOf<(typeof PAYMENT_STATUSES)[number]>().toEqualTypeOf<PaymentStatus>();
  });
});

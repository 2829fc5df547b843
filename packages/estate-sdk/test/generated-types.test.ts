import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

describe('the generated API types', () => {
  it("match the server's committed OpenAPI document (run `npm run openapi:types` after a server change)", async () => {
    const document = readFileSync(new URL('../../estate-server/openapi.json', import.meta.url), 'utf8');
    const generated = astToString(await openapiTS(document));
    const committed = readFileSync(new URL('../src/generated/openapi.ts', import.meta.url), 'utf8');
    const body = (source: string) => source.slice(source.indexOf('export'));
    expect(body(committed)).toBe(body(generated));
  });
});

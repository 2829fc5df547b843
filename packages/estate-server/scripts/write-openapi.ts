/** Writes the OpenAPI document generated from the route schemas to `openapi.json` (committed; the SDK's types come from it). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../test/openapi-document.js';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);

/** Writes `src/generated/contract.ts` from the server's committed OpenAPI document (see `contract.ts`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderContract } from './contract.js';

const document = JSON.parse(readFileSync(new URL('../../estate-server/openapi.json', import.meta.url), 'utf8'));
const target = fileURLToPath(new URL('../src/generated/contract.ts', import.meta.url));
writeFileSync(target, renderContract(document));
console.log(`wrote ${target}`);

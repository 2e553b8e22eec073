import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { accessOf, CONTRACT_ACCESS_FILE } from '../contract-access.ts';

/** Writes server/contract-access.gen.json from server/openapi.yaml (part of `npm run api:types`). */
const document = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as Parameters<
  typeof accessOf
>[0];
const path = fileURLToPath(CONTRACT_ACCESS_FILE);
const text = await format(JSON.stringify(accessOf(document)), {
  ...(await resolveConfig(path)),
  filepath: path,
});
writeFileSync(path, text);
console.log(`Wrote ${path}`);

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { accessOf, apiSections, CONTRACT_ACCESS_FILE } from '../contract-access.ts';

/**
 * Writes contract/contract-access.gen.json (the server's) and contract/api-sections.gen.ts (the
 * app's and the service worker's) from contract/openapi.yaml: part of `npm run api:types`.
 */
const document = parse(
  readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8'),
) as Parameters<typeof accessOf>[0];
const access = accessOf(document);

async function writeFormatted(path: string, text: string): Promise<void> {
  writeFileSync(path, await format(text, { ...(await resolveConfig(path)), filepath: path }));
  console.log(`Wrote ${path}`);
}

await writeFormatted(CONTRACT_ACCESS_FILE, JSON.stringify(access));

const sections = apiSections(access);
await writeFormatted(
  fileURLToPath(new URL('../../contract/api-sections.gen.ts', import.meta.url)),
  `// Written by \`npm run api:types\` from contract/openapi.yaml (server/contract-access.ts): do not edit.

/**
 * Sections of the API whose calls are one visitor's (the contract tags them auth, account, cart or
 * payment, or they take the access token): their answers are never kept on the device or in a cache.
 */
export const PERSONAL_API_SECTIONS: readonly string[] = ${JSON.stringify(sections.personal)};

/** Sections whose answers are the same for everyone (catalogue, content, lookups): these may be kept. */
export const PUBLIC_API_SECTIONS: readonly string[] = ${JSON.stringify(sections.public)};
`,
);

import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';

it('the committed API types match the OpenAPI document (run "npm run api:types" when this fails)', async () => {
  const document = new URL('../../contract/openapi.yaml', import.meta.url);
  const generated = astToString(await openapiTS(document));
  const committed = readFileSync(new URL('../../contract/schema.gen.ts', import.meta.url), 'utf8');
  const body = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
  expect(body(committed)).toBe(body(generated));
});

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { accessOf, apiSections } from '../../server/contract-access.ts';
import { contractAccess } from '../../server/contract-calls.ts';

it('the committed contract access facts match the OpenAPI document (run "npm run api:types" when this fails)', () => {
  const document = parse(
    readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8'),
  ) as Parameters<typeof accessOf>[0];
  expect(contractAccess).toEqual(accessOf(document));
});

it('the app\'s committed list of personal and public sections is the contract\'s (run "npm run api:types" when this fails)', async () => {
  const generated = await import('@contract/api-sections.gen.ts');
  const sections = apiSections(contractAccess);
  expect(generated.PERSONAL_API_SECTIONS).toEqual(sections.personal);
  expect(generated.PUBLIC_API_SECTIONS).toEqual(sections.public);
});

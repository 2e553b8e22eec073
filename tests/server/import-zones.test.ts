import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importZones } from '../../scripts/eslint-import-zones.ts';

const root = new URL('../../', import.meta.url).pathname;

/** The zones alone (no type-aware rules to load): what `npm run lint` reports for these imports. */
const zonesOnly = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...importZones,
  ],
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await zonesOnly.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the declared boundary between the app and the server (decision 039)', () => {
  it('is part of the repository lint config for every side', async () => {
    const lint = new ESLint({ cwd: root });
    for (const file of [
      'src/features/cart/x.ts',
      'server/web/x.ts',
      'server/api/x.ts',
      'sw/x.ts',
      'common/x.ts',
    ])
      expect((await lint.calculateConfigForFile(file)) as { rules: object }).toHaveProperty([
        'rules',
        'zones/imports',
      ]);
  });

  it('fails an import from server/ into src/, by alias or by path', async () => {
    expect(await problems('server/web/page.ts', "import { pick } from '@/shared/lib/pick';")).toEqual([
      expect.stringContaining('the server imports itself, common/ and contract/ only'),
    ]);
    expect(
      await problems('server/web/page.ts', "import { pick } from '../../src/shared/lib/pick.ts';"),
    ).toHaveLength(1);
  });

  it('fails client code in the demo backend (server/api)', async () => {
    expect(
      await problems('server/api/lib/x.ts', "export { pick } from '../../../src/shared/lib/pick.ts';"),
    ).toHaveLength(1);
  });

  it('fails an import from src/features into server/', async () => {
    expect(
      await problems('src/features/cart/x.ts', "import { readConfig } from '../../../server/config.ts';"),
    ).toEqual([expect.stringContaining('never server/ or sw/')]);
    expect(
      await problems('src/features/cart/x.ts', "const sw = () => import('../../../sw/strategies');"),
    ).toHaveLength(1);
  });

  it('fails app code in the worker and in common/', async () => {
    expect(
      await problems('sw/x.ts', "import { queueSubmission } from '@/shared/outbox/outbox';"),
    ).toHaveLength(1);
    expect(await problems('common/x.ts', "import { pick } from '@/shared/lib/pick';")).toHaveLength(1);
    expect(await problems('contract/x.ts', "import { formatPrice } from '@common/format';")).toHaveLength(1);
  });

  it('wants an alias, not a climbing path, into the shared folders', async () => {
    expect(
      await problems('server/web/page.ts', "import { formatPrice } from '../../common/format.ts';"),
    ).toEqual([expect.stringContaining('by its alias')]);
  });

  it('lets each side import itself, common/, contract/ and packages', async () => {
    const code = [
      "import type { components } from '@contract/schema.gen.ts';",
      "import { formatPrice } from '@common/format.ts';",
      "import { ApiError } from '@common/api/error';",
      "import Fastify from 'fastify';",
      "import { sendError } from '../errors.ts';",
    ].join('\n');
    expect(await problems('server/api/lib/x.ts', code)).toEqual([]);
    expect(await problems('src/features/cart/x.ts', "import { formatPrice } from '@common/format';")).toEqual(
      [],
    );
    expect(await problems('common/outbox/x.ts', "import { CSRF_HEADER } from '../api/csrf';")).toEqual([]);
  });
});

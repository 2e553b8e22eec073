import { readFileSync } from 'node:fs';

const ROOT = new URL('../', import.meta.url);

interface BaseConfig {
  compilerOptions: { paths: Record<string, [string]> };
}

/**
 * The import aliases, written once as tsconfig.base.json's `paths` (which the type checker and tsx
 * read) and handed from there to Vite, Vitest and the lint's import zones: `@/` is the app (src/),
 * `@common/` what the app, the server and the worker share, `@contract/` the API contract and
 * what is generated from it (docs/decisions/039).
 */
const { paths } = (JSON.parse(readFileSync(new URL('tsconfig.base.json', ROOT), 'utf8')) as BaseConfig)
  .compilerOptions;

/** Alias (`@common`) → absolute folder, the shape of Vite's `resolve.alias`. */
export const pathAliases: Record<string, string> = Object.fromEntries(
  Object.entries(paths).map(([alias, [folder]]) => [
    alias.replace(/\/\*$/, ''),
    new URL(folder.replace(/\/\*$/, ''), ROOT).pathname,
  ]),
);

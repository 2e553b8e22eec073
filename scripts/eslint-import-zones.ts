import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { ESLint, Linter, Rule } from 'eslint';
import { pathAliases } from './path-aliases.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** The file's path from the repository's root, with `/`; null outside the repository. */
function fromRoot(path: string): string | null {
  const rel = relative(ROOT, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? null : rel.split(sep).join('/');
}

/** Where an import points in the repository (an alias or a relative path); null for a package. */
function importedPath(importer: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return fromRoot(resolve(dirname(importer), specifier));
  for (const [alias, folder] of Object.entries(pathAliases))
    if (specifier === alias || specifier.startsWith(`${alias}/`))
      return fromRoot(folder + specifier.slice(alias.length));
  return null;
}

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

interface ZoneOptions {
  /** The folders (from the root) this zone's files may import from, besides packages. */
  allow: string[];
  message: string;
}

/**
 * `zones/imports`: a file imports only from the folders its zone allows (packages always), and
 * reaches outside its own top folder by an alias (`@common/…`), never by `../../`.
 */
const importsRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
        required: ['allow', 'message'],
        additionalProperties: false,
      },
    ],
    messages: {
      outside: '{{ target }}: {{ message }}',
      byAlias:
        'Import {{ target }} by its alias (@common/…, @contract/…), not by a path that climbs out of {{ top }}/.',
    },
  },
  create(context) {
    const { allow, message } = context.options[0] as ZoneOptions;
    const importer = context.filename;
    const own = fromRoot(importer)?.split('/')[0];
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const target = importedPath(importer, source);
      if (target === null) return;
      if (!allow.some((folder) => within(target, folder)))
        context.report({ node, messageId: 'outside', data: { target: source, message } });
      else if (source.startsWith('.') && own !== undefined && !within(target, own))
        context.report({ node, messageId: 'byAlias', data: { target: source, top: own } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
    };
  },
};

const plugin: ESLint.Plugin = { rules: { imports: importsRule } };

const zone = (files: string, allow: string[], message: string): Linter.Config => ({
  files: [`${files}/**/*.{ts,tsx,js}`],
  plugins: { zones: plugin },
  rules: { 'zones/imports': ['error', { allow, message }] },
});

/**
 * The declared boundary between the app and the server (docs/decisions/039): what both use lives in
 * common/ and contract/; the server (and the demo backend in server/api, which stands in for
 * someone else's backend) and the worker import nothing else from outside themselves, the app
 * never imports the server or the worker, and the shared folders import no side.
 */
export const importZones: Linter.Config[] = [
  zone(
    'src',
    ['src', 'common', 'contract'],
    'the app imports itself, common/ and contract/ only (never server/ or sw/).',
  ),
  zone(
    'server',
    ['server', 'common', 'contract'],
    'the server imports itself, common/ and contract/ only (no app code).',
  ),
  zone(
    'sw',
    ['sw', 'common', 'contract'],
    'the service worker imports itself, common/ and contract/ only (no app code).',
  ),
  zone(
    'common',
    ['common', 'contract'],
    'common/ is shared by the app, the server and the worker: it imports none of them.',
  ),
  zone(
    'contract',
    ['contract'],
    'contract/ is the API contract and what is generated from it: it imports nothing.',
  ),
];

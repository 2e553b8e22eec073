import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../project-root.ts';

/** What the demo backend reads of contract/openapi.yaml. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { parameters: Record<string, OpenApiParameter>; schemas: Record<string, unknown> };
}
export interface OpenApiOperation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
  [key: string]: unknown;
}
export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

const OPENAPI_PATH = join(PROJECT_ROOT, 'contract/openapi.yaml');
export const openapiDocument = parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;

/** The document's `$id` for the validators, which then resolve `openapi.json#/components/...`. */
export const DOCUMENT_ID = 'openapi.json';

/** Local references (`#/components/...`) made absolute, so a schema taken out of the document still resolves. */
export function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? [key, DOCUMENT_ID + value]
          : [key, rebase(value)],
      ),
    );
  }
  return node;
}

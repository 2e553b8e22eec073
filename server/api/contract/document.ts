import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../project-root.ts';

/** What the demo backend reads of contract/openapi.yaml. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    parameters: Record<string, OpenApiParameter>;
    schemas: Record<string, unknown>;
    'x-field-messages': FieldMessages;
    'x-limits': ContractLimits;
  };
}
/** The backend's words for a refused field, by JSON Schema keyword (`{limit}` is the keyword's number). */
export interface FieldMessages {
  required: string;
  blank: string;
  minLength: string;
  maxLength: string;
  pattern: string;
}
/** What no keyword can say: the longest searches and stays, the tourists of one cart line, a room. */
export interface ContractLimits {
  trip_search_days: number;
  hotel_stay_nights: number;
  tourists_per_item: number;
  room: { adults: number; children: number; child_age: number };
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
export const FIELD_MESSAGES = openapiDocument.components['x-field-messages'];
export const LIMITS = openapiDocument.components['x-limits'];

/** A keyword's message with its number: `withLimit(FIELD_MESSAGES.maxLength, 150)`. */
export const withLimit = (message: string, limit: unknown): string =>
  message.replace('{limit}', String(limit));

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

import { expect, it } from 'vitest';
import { openapiDocument } from '../../server/api/contract/document.ts';

/**
 * YAML reads `{ description: A, b. }` as two keys: a description with a comma must be quoted.
 * Every property of every schema must therefore be a schema made of JSON Schema keywords only.
 */
const SCHEMA_KEYWORDS = new Set([
  ...['$ref', 'type', 'format', 'description', 'title', 'default', 'example', 'examples', 'deprecated'],
  ...['enum', 'const', 'nullable', 'readOnly', 'writeOnly'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  ...['minLength', 'maxLength', 'pattern', 'contentMediaType', 'contentEncoding'],
  ...['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems'],
  ...['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames'],
  ...['minProperties', 'maxProperties', 'oneOf', 'anyOf', 'allOf', 'not', 'discriminator'],
]);

function strayKeys(node: unknown, path: string, found: string[]): string[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    node.forEach((child, index) => strayKeys(child, `${path}[${index}]`, found));
    return found;
  }
  const { properties } = node as { properties?: unknown };
  if (properties && typeof properties === 'object') {
    for (const [name, schema] of Object.entries(properties as Record<string, unknown>)) {
      if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        found.push(`${path}.properties.${name} is not a schema`);
        continue;
      }
      for (const key of Object.keys(schema)) {
        if (!SCHEMA_KEYWORDS.has(key) && !key.startsWith('x-'))
          found.push(`${path}.properties.${name}: "${key}"`);
      }
    }
  }
  for (const [key, child] of Object.entries(node)) strayKeys(child, `${path}.${key}`, found);
  return found;
}

it('every schema property in the OpenAPI document is a schema (no description split into stray keys)', () => {
  expect(strayKeys(openapiDocument, '#', [])).toEqual([]);
});

it('the check finds a description that YAML split into a stray key', () => {
  const split = {
    components: {
      schemas: {
        Order: {
          properties: {
            number: { type: 'string', description: 'Shown to people', 'e.g. "PT-000123".': null },
          },
        },
      },
    },
  };
  expect(strayKeys(split, '#', [])).toEqual([
    '#.components.schemas.Order.properties.number: "e.g. "PT-000123"."',
  ]);
});

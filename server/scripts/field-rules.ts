import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import type { ContractLimits } from '../api/contract/document.ts';

/**
 * Writes the storefront's field rules (contract/field-rules.gen.ts) and the values the contract
 * admits, its enums and limits (contract/values.gen.ts), from contract/openapi.yaml: part of
 * `npm run api:types`. The demo backend validates by the contract itself (Ajv); the forms take the
 * same limits, patterns and words from these modules, so neither side writes a rule again. The
 * values are a module of their own: every page's search validation and the booking read them, and
 * a bundle keeps a module whole, so the forms' rules would otherwise ride in every first load.
 */
export const FIELD_RULES_FILE = fileURLToPath(new URL('../../contract/field-rules.gen.ts', import.meta.url));
export const VALUES_FILE = fileURLToPath(new URL('../../contract/values.gen.ts', import.meta.url));

interface Patterned {
  pattern?: string;
  'x-pattern-message'?: string;
}
interface StringSchema extends Patterned {
  type?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  allOf?: Patterned[];
  'x-messages'?: Record<string, string>;
  'x-phone-digits'?: { russian: number; min: number; max: number };
}
interface Document {
  components: {
    'x-field-messages': Record<string, string>;
    'x-limits': ContractLimits & { description?: string };
    parameters: Record<string, { schema?: { maximum?: number; pattern?: string } }>;
    schemas: Record<string, StringSchema & Record<string, unknown>>;
  };
}

const document = parse(
  readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8'),
) as Document;
const { schemas, parameters } = document.components;

const fail = (why: string): never => {
  throw new Error(`contract/openapi.yaml: ${why}`);
};

/** A schema's patterns (its own, then those of its `allOf`), each with its words if it has them. */
function patternsOf(schema: StringSchema): { pattern: string; message?: string }[] | undefined {
  const patterns = [schema, ...(schema.allOf ?? [])]
    .filter((part) => part.pattern !== undefined)
    .map((part) => ({ pattern: part.pattern!, message: part['x-pattern-message'] }));
  return patterns.length ? patterns : undefined;
}

/**
 * Every named string schema with a limit a form can check: its lengths, its patterns with their
 * words, its own words for a refused length (`x-messages`) and, for a phone, the digits it admits.
 */
function stringRules(): Record<string, Record<string, unknown>> {
  const rules: Record<string, Record<string, unknown>> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.type !== 'string') continue;
    const rule = {
      minLength: schema.minLength,
      maxLength: schema.maxLength,
      patterns: patternsOf(schema),
      messages: schema['x-messages'],
      phoneDigits: schema['x-phone-digits'],
    };
    const defined = Object.entries(rule).filter(([, value]) => value !== undefined);
    if (defined.length) rules[name] = Object.fromEntries(defined);
  }
  return rules;
}

/** `x-phone-digits` must count what Phone's pattern admits, or the forms' words would lie. */
function checkPhoneDigits(): void {
  const phone = schemas.Phone;
  const digits = phone?.['x-phone-digits'] ?? fail('Phone has no x-phone-digits');
  const admits = new RegExp(phone!.pattern ?? fail('Phone has no pattern'), 'u');
  for (let count = 1; count <= 20; count += 1) {
    const international = `+${'1'.repeat(count)}`;
    if (admits.test(international) !== (count >= digits.min && count <= digits.max))
      fail(`Phone's pattern and x-phone-digits disagree on ${international}`);
    const russian = `+7 (${'9'.repeat(Math.max(0, count - 1))}`;
    if (admits.test(russian) !== (count === digits.russian))
      fail(`Phone's pattern and x-phone-digits disagree on ${russian}`);
  }
}

/** `x-limits` must say what the keywords say where both speak (Room's pattern, the tourists' maximum). */
function checkLimits(limits: ContractLimits): void {
  const room = new RegExp(parameters.Room?.schema?.pattern ?? fail('Room has no pattern'), 'u');
  const { adults, children, child_age } = limits.room;
  const probes: [string, boolean][] = [
    [String(adults), true],
    [String(adults + 1), false],
    ['0', false],
    [['1', ...Array<string>(children).fill(String(child_age))].join('-'), true],
    [['1', ...Array<string>(children + 1).fill('0')].join('-'), false],
    [`1-${child_age + 1}`, false],
  ];
  for (const [value, admitted] of probes)
    if (room.test(value) !== admitted) fail(`Room's pattern and x-limits.room disagree on ${value}`);
  if (parameters.Tourists?.schema?.maximum !== limits.tourists_per_item)
    fail('the Tourists parameter and x-limits.tourists_per_item disagree');
}

checkPhoneDigits();
const { description: _, ...limits } = document.components['x-limits'];
checkLimits(limits);
const { description: __, ...messages } = document.components['x-field-messages'];

/** Every named schema's `enum`: the values a form may offer or send. */
const enums = Object.fromEntries(
  Object.entries(schemas)
    .filter(([, schema]) => Array.isArray(schema.enum))
    .map(([name, schema]) => [name, schema.enum]),
);

const text = `// Written by \`npm run api:types\` from contract/openapi.yaml (server/scripts/field-rules.ts): do not edit.

/** The backend's words for a refused field, by keyword (\`components.x-field-messages\`); \`{limit}\` is its number. */
export const FIELD_MESSAGES = ${JSON.stringify(messages)} as const;

/** Each named string schema's limits (\`components.schemas\`): patterns are JSON Schema's, read with the \`u\` flag. */
export const FIELD_RULES = ${JSON.stringify(stringRules())} as const;

`;

const valuesText = `// Written by \`npm run api:types\` from contract/openapi.yaml (server/scripts/field-rules.ts): do not edit.

/** Each named schema's \`enum\`: the values a form may offer or send. */
export const CONTRACT_ENUMS = ${JSON.stringify(enums)} as const;

/** Limits no keyword can say (\`components.x-limits\`). */
export const CONTRACT_LIMITS = ${JSON.stringify(limits)} as const;
`;

for (const [file, body] of [
  [FIELD_RULES_FILE, text],
  [VALUES_FILE, valuesText],
] as const) {
  writeFileSync(file, await format(body, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`Wrote ${file}`);
}

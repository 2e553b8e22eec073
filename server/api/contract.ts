import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { components, operations } from '../../src/shared/api/schema.gen.ts';
import { badRequest, type FieldErrors } from './errors.ts';

/**
 * Requests are checked against server/openapi.yaml itself, so the demo backend accepts exactly what the
 * contract says. Bodies are strict JSON types (no coercion); query strings are coerced and get defaults.
 */

export type Schemas = components['schemas'];
export type QueryOf<Op extends keyof operations> = operations[Op]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { operationId?: string; parameters?: unknown[] } & Record<string, unknown>>
  >;
  components: { parameters: Record<string, Parameter> };
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

const DOC_ID = 'openapi.json';
export const OPENAPI_PATH = new URL('../openapi.yaml', import.meta.url);
export const openapiDocument = parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
  });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...openapiDocument, $id: DOC_ID });
  return ajv;
}
const bodyAjv = makeAjv(false);
const queryAjv = makeAjv(true);

const bodyValidators = new Map<string, ValidateFunction>();
const queryValidators = new Map<string, ValidateFunction>();

const rebase = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? [key, DOC_ID + value]
          : [key, rebase(value)],
      ),
    );
  }
  return node;
};

function findOperation(operationId: string): { path: string; parameters: Parameter[] } {
  for (const [path, item] of Object.entries(openapiDocument.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters' || operation.operationId !== operationId) continue;
      const all = [...((item.parameters as unknown[] | undefined) ?? []), ...(operation.parameters ?? [])];
      return { path, parameters: all.map(resolveParameter) };
    }
  }
  throw new Error(`No operation ${operationId} in openapi.yaml`);
}

function resolveParameter(raw: unknown): Parameter {
  const ref = (raw as { $ref?: string }).$ref;
  if (!ref) return raw as Parameter;
  const name = ref.replace('#/components/parameters/', '');
  const parameter = openapiDocument.components.parameters[name];
  if (!parameter) throw new Error(`Unknown parameter ${ref}`);
  return parameter;
}

/** Russian messages for the JSON Schema keywords the contract uses. */
function message(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Обязательное поле.';
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? 'Требуется число.'
        : params.type === 'string'
          ? 'Требуется строка.'
          : params.type === 'object'
            ? 'Требуется объект.'
            : 'Неверный тип значения.';
    case 'format':
      return params.format === 'date' ? 'Неверный формат даты, нужен ГГГГ-ММ-ДД.' : 'Неверный формат.';
    case 'enum':
    case 'const':
      return 'Недопустимое значение.';
    case 'pattern':
      return 'Неверный формат.';
    case 'minimum':
      return `Значение должно быть не меньше ${String(params.limit)}.`;
    case 'maximum':
      return `Значение должно быть не больше ${String(params.limit)}.`;
    case 'minLength':
      return params.limit === 1
        ? 'Это поле не может быть пустым.'
        : `Не короче ${String(params.limit)} символов.`;
    case 'maxLength':
      return `Не длиннее ${String(params.limit)} символов.`;
    case 'additionalProperties':
      return 'Неизвестное поле.';
    default:
      return 'Некорректное значение.';
  }
}

export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const details: FieldErrors = {};
  for (const error of errors ?? []) {
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    const segments = error.instancePath.split('/').filter(Boolean);
    const field =
      params.missingProperty ??
      (segments.length ? segments.join('.') : params.additionalProperty) ??
      'non_field_errors';
    const list = (details[field] ??= []);
    const text = message(error);
    if (!list.includes(text)) list.push(text);
  }
  if (Object.keys(details).length === 0) details.non_field_errors = ['Некорректный запрос.'];
  return details;
}

/** The body checked against `components.schemas[name]`, or a 400 with per-field lists. */
export function parseBody<K extends keyof Schemas>(name: K, body: unknown): Schemas[K] {
  let validate = bodyValidators.get(name);
  if (!validate) {
    validate = bodyAjv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` });
    bodyValidators.set(name, validate);
  }
  if (body === undefined || body === null)
    throw badRequest({ non_field_errors: ['Ожидается JSON-объект в теле запроса.'] });
  if (!validate(body)) throw badRequest(toFieldErrors(validate.errors));
  return body as Schemas[K];
}

/** The query string of an operation, coerced, with the contract's defaults, or a 400. */
export function parseQuery<Op extends keyof operations>(operationId: Op, query: unknown): QueryOf<Op> {
  let validate = queryValidators.get(operationId);
  if (!validate) {
    const { parameters } = findOperation(operationId);
    const inQuery = parameters.filter((parameter) => parameter.in === 'query');
    validate = queryAjv.compile({
      type: 'object',
      properties: Object.fromEntries(
        inQuery.map((parameter) => [parameter.name, rebase(parameter.schema ?? {})]),
      ),
      required: inQuery.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    });
    queryValidators.set(operationId, validate);
  }
  const copy = { ...(query as Record<string, unknown>) };
  if (!validate(copy)) throw badRequest(toFieldErrors(validate.errors));
  return copy as QueryOf<Op>;
}

/** A positive integer path id, or null (the caller answers 404, as Django's URL patterns would). */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

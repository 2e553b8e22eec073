import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { DOCUMENT_ID, openapiDocument } from './document.ts';
import { messagesOf, NO_BODY, requestErrors } from './field-errors.ts';
import { OPTIONAL_BODY } from './route-schemas.ts';
import type { Schemas } from './types.ts';

/**
 * Requests are checked against contract/openapi.yaml itself, so the demo backend accepts exactly what
 * the contract says. Bodies are strict JSON types (no coercion: `"1"` is not an integer); query
 * strings are text, so they are coerced and get the contract's defaults.
 */
function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    // Each error carries the schema it failed, whose `x-pattern-message` words a refused pattern.
    verbose: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
  });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...openapiDocument, $id: DOCUMENT_ID });
  return ajv;
}
const bodies = makeAjv(false);
const queries = makeAjv(true);

type RequestValidator = ReturnType<FastifySchemaCompiler<unknown>>;

function bodyValidator(validate: ValidateFunction, optional: boolean): RequestValidator {
  const check: RequestValidator = (data: unknown) => {
    // A body left out reaches the validator as null (as a JSON `null` does).
    if (data === null) {
      check.errors = optional ? null : [{ ...NO_BODY, schemaPath: '#' }];
      return optional;
    }
    const valid = validate(data);
    check.errors = validate.errors ?? null;
    return valid;
  };
  return check;
}

/** Fastify's validator compiler for the demo backend's routes: bodies and query strings only. */
export const compileRequestSchema: FastifySchemaCompiler<Record<string, unknown>> = ({
  schema,
  httpPart,
  method,
  url,
}) => {
  if (httpPart === 'querystring') return queries.compile(schema);
  if (httpPart !== 'body') throw new Error(`${method} ${url}: a ${httpPart} schema is not checked here.`);
  const { [OPTIONAL_BODY]: optional, ...body } = schema;
  return bodyValidator(bodies.compile(body), optional === true);
};

const schemaValidators = new Map<string, ValidateFunction>();

function schemaValidator(name: string): ValidateFunction {
  let validate = schemaValidators.get(name);
  if (!validate) {
    validate = bodies.compile({ $ref: `${DOCUMENT_ID}#/components/schemas/${name}` });
    schemaValidators.set(name, validate);
  }
  return validate;
}

/** A form its handler has read (multipart), checked against `components.schemas[name]`, or a 400. */
export function checkForm<K extends keyof Schemas>(name: K, form: object): Schemas[K] {
  const validate = schemaValidator(name);
  if (!validate(form)) throw requestErrors(validate.errors ?? []);
  return form as Schemas[K];
}

/** Why a value is not `components.schemas[name]` (a field of a form the server defines), or none. */
export function valueProblems(name: string, value: unknown): string[] {
  const validate = schemaValidator(name);
  return validate(value) ? [] : messagesOf(validate.errors ?? []);
}

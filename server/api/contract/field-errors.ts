import { badRequest, HttpError, type FieldErrors } from '../errors.ts';
import { FIELD_MESSAGES, withLimit } from './document.ts';

/** One failed JSON Schema check, as Ajv and Fastify report it. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  /** The schema that holds the failed keyword (Ajv's `verbose`). */
  parentSchema?: unknown;
}

/** The check a body that is not there fails (Fastify hands a missing body to the validator as null). */
export const NO_BODY: SchemaError = { keyword: 'jsonBody', instancePath: '', params: {} };

interface Worded {
  'x-pattern-message'?: unknown;
  'x-messages'?: Record<string, unknown>;
}

/** What the contract says a value refused by its pattern should be (`x-pattern-message`), if it says. */
function patternMessage(schema: unknown): string | undefined {
  const words = (schema as Worded | undefined)?.['x-pattern-message'];
  return typeof words === 'string' ? words : undefined;
}

/** A schema's own words for a refused keyword (`x-messages`), if it has them. */
function ownMessage(schema: unknown, keyword: string, limit: unknown): string | undefined {
  const words = (schema as Worded | undefined)?.['x-messages']?.[keyword];
  return typeof words === 'string' ? withLimit(words, limit) : undefined;
}

/** Russian messages for the JSON Schema keywords the contract uses; the forms' own are the contract's. */
function message({ keyword, params, parentSchema }: SchemaError): string {
  const own = ownMessage(parentSchema, keyword, params.limit);
  if (own) return own;
  switch (keyword) {
    case 'jsonBody':
      return 'Ожидается JSON-объект в теле запроса.';
    case 'required':
      return FIELD_MESSAGES.required;
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
      return patternMessage(parentSchema) ?? FIELD_MESSAGES.pattern;
    case 'minimum':
      return `Значение должно быть не меньше ${String(params.limit)}.`;
    case 'maximum':
      return `Значение должно быть не больше ${String(params.limit)}.`;
    case 'minLength':
      return params.limit === 1 ? FIELD_MESSAGES.blank : withLimit(FIELD_MESSAGES.minLength, params.limit);
    case 'maxLength':
      return withLimit(FIELD_MESSAGES.maxLength, params.limit);
    case 'additionalProperties':
      return 'Неизвестное поле.';
    default:
      return 'Некорректное значение.';
  }
}

/** The messages of a value's failed checks, each once. */
export const messagesOf = (errors: readonly SchemaError[]): string[] => [...new Set(errors.map(message))];

/** Failed checks as DRF lists them: messages per field (dotted path), `non_field_errors` for the whole. */
function toFieldErrors(errors: readonly SchemaError[] | null | undefined): FieldErrors {
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

/** The one formatter of failed request checks: the contract's 400 with per-field Russian messages. */
export const requestErrors = (errors: readonly SchemaError[]): HttpError => badRequest(toFieldErrors(errors));

/**
 * The contract's refusals of a request whose route checks more itself and answers every problem at
 * once (`attachValidation`): per field, for the route to add its own to.
 */
export function refusalsOf(request: { validationError?: Error }): FieldErrors {
  const refusal = request.validationError;
  if (!refusal) return {};
  if (!(refusal instanceof HttpError)) throw refusal;
  return structuredClone(refusal.body.details as FieldErrors);
}

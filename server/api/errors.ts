import type { FastifyError, FastifyInstance } from 'fastify';

/** An error that already knows its contract-shaped answer (docs/product.md#errors, docs/decisions/backend-001). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${statusCode}`);
  }
}

export type FieldErrors = Record<string, string[]>;

export const notFound = (detail = 'Не найдено.'): HttpError => new HttpError(404, { detail });

export const badRequest = (details: FieldErrors): HttpError => new HttpError(400, { details });

/** 429 in the contract's `Throttled` shape, with `Retry-After`. */
export const throttled = (detail: string, retryAfterSeconds: number): HttpError =>
  new HttpError(
    429,
    { detail, retry_after: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** Turns every failure under /api into the contract's JSON shape; nothing escapes as a bare 500. */
export function registerApiErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: 'Не найдено.' });
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 400) {
      // Malformed JSON, an empty JSON body, a bad multipart stream…: the contract's 400 shape.
      return reply.code(400).send({ details: { non_field_errors: [clientErrorMessage(error)] } });
    }
    if (status > 400 && status < 500) {
      return reply.code(status).send({ detail: statusMessage(status) });
    }
    request.log.error(error);
    return reply.code(500).send({ detail: 'Внутренняя ошибка сервера.' });
  });
}

function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'Некорректный JSON.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Пустое тело запроса.';
  return 'Некорректный запрос.';
}

function statusMessage(status: number): string {
  switch (status) {
    case 401:
      return 'Учетные данные не были предоставлены.';
    case 404:
      return 'Не найдено.';
    case 405:
      return 'Метод не разрешен.';
    case 406:
      return 'Не удалось удовлетворить условию в заголовке Accept.';
    case 413:
      return 'Слишком большой запрос.';
    case 415:
      return 'Неподдерживаемый тип данных в запросе.';
    case 429:
      return 'Слишком много запросов.';
    default:
      return 'Некорректный запрос.';
  }
}

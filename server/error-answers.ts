import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The server's own failures in the contract's error shape, with Russian words
 * (docs/product.md#errors): a client's bad request, a backend that does not answer or answers
 * badly, and whatever else goes wrong. No answer carries an error's own message, a stack, a
 * library's English or an address: those go to the log.
 */

/** A 4xx the server gives itself (the framework's, not a backend's), in words a visitor reads. */
export function statusMessage(status: number): string {
  switch (status) {
    case 401:
      return 'Учетные данные не были предоставлены.';
    case 403:
      return 'У вас недостаточно прав для выполнения данного действия.';
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

/** A 400 the framework raised while reading the request (malformed JSON, an empty body…). */
export function clientErrorMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'Некорректный JSON.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Пустое тело запроса.';
  return 'Некорректный запрос.';
}

/** The statuses that tell a proxy (nginx) and a visitor that the backend, not this page, failed. */
export type BackendFailureStatus = 502 | 503 | 504;

const BACKEND_FAILURE: Record<BackendFailureStatus, string> = {
  502: 'Сервер агентства сейчас не отвечает. Попробуйте через минуту.',
  503: 'Сервер агентства временно недоступен. Попробуйте через минуту.',
  504: 'Сервер агентства не ответил вовремя. Попробуйте через минуту.',
};

/**
 * What a backend's failing answer becomes: its 503 or 504 stays what it is (the backend's own proxy
 * said so), any other 5xx is a bad answer (502).
 */
export const backendFailureStatus = (status: number): BackendFailureStatus =>
  status === 503 || status === 504 ? status : 502;

/**
 * Answers that the agency's backend failed: never kept by a cache (nginx serves the copy it holds
 * of a page or a public call instead, `proxy_cache_use_stale`), with a minute to wait.
 */
export function sendBackendFailure(reply: FastifyReply, status: BackendFailureStatus): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('retry-after', '60')
    .type('application/json; charset=utf-8')
    .send({ detail: BACKEND_FAILURE[status] });
}

/**
 * Any error no route answered itself, in the contract's shape: a request the framework refused is
 * its 4xx, anything else is logged and answered 500.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status === 400)
    return reply.code(400).send({ details: { non_field_errors: [clientErrorMessage(error)] } });
  if (status > 400 && status < 500) return reply.code(status).send({ detail: statusMessage(status) });
  request.log.error(error);
  return reply.code(500).header('cache-control', 'no-store').send({ detail: 'Внутренняя ошибка сервера.' });
}

/** An address nothing answers. */
export const answerNotFound = (_request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  reply.code(404).send({ detail: statusMessage(404) });

/**
 * The server's last word on any request no route of its own answers in the contract's shape: an
 * unknown address, a request the framework refused, an error nobody caught. (The demo backend adds
 * its own errors to this, server/api/errors.ts.)
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setNotFoundHandler(answerNotFound);
  app.setErrorHandler(answerError);
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { answerError, answerNotFound } from '../error-answers.ts';

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
  app.setNotFoundHandler(answerNotFound);
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) =>
    error instanceof HttpError
      ? reply.code(error.statusCode).headers(error.headers).send(error.body)
      : answerError(error, request, reply),
  );
}

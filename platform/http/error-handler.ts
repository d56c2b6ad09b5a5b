import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody } from '#domain/api-error.ts';
import type { Logger } from '../logger.ts';
import { AppError } from './app-error.ts';
import { validationError } from './parse-request.ts';

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  // A schema parsed in a service (not through parseBody) answers as a route's would.
  if (error instanceof ZodError) return validationError(error);
  // body-parser marks its own failures with a status and a type.
  const parserError = error as { type?: string; status?: number };
  if (parserError.type === 'entity.parse.failed') {
    return new AppError('BAD_REQUEST', { message: 'O corpo da requisição não é um JSON válido.' });
  }
  if (parserError.type === 'entity.too.large') {
    return new AppError('PAYLOAD_TOO_LARGE', { message: 'O corpo da requisição é grande demais.' });
  }
  if (parserError.status === 404) return new AppError('NOT_FOUND', { message: 'Arquivo não encontrado.' });
  if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
    return new AppError('BAD_REQUEST', { message: 'Requisição inválida.' });
  }
  return undefined;
}

export function apiNotFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).json({ error: 'Rota não encontrada.', code: 'NOT_FOUND' } satisfies ErrorBody);
  };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toAppError(error);
    if (known) {
      const body: ErrorBody = {
        error: known.message,
        code: known.code,
        ...(known.fields ? { fields: known.fields } : {}),
      };
      res.status(known.status).json(body);
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'erro não tratado na requisição');
    if (res.headersSent) return;
    res
      .status(500)
      .json({ error: 'Erro interno. Tente novamente em instantes.', code: 'INTERNAL' } satisfies ErrorBody);
  };
}

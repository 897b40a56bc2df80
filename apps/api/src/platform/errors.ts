// Typed application errors and the one error handler that maps them (and everything else) to HTTP.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from 'pino';
import { redactUrl } from './logger';

export type ErrorCode =
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_FAILED'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_FAILED: 402,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (what = 'You do not have access to this') => new AppError('FORBIDDEN', what);
export const unauthenticated = (what = 'Missing authentication credentials') => new AppError('UNAUTHENTICATED', what);
export const conflict = (what: string, fields?: Record<string, string>, extra?: Record<string, unknown>) =>
  new AppError('CONFLICT', what, fields, extra);
export const badRequest = (what: string, fields?: Record<string, string>) => new AppError('BAD_REQUEST', what, fields);

/** One message per field: the first issue of each path, keyed by the dotted path ('tickets.0.email'). */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  [k: string]: unknown;
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound('No such API route'));

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let body: ErrorBody;
    let status: number;
    if (err instanceof AppError) {
      status = err.status;
      body = {
        error: err.message,
        code: err.code,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.extra ?? {}),
      };
    } else if (err instanceof ZodError) {
      status = 400;
      const fields = zodFieldErrors(err);
      body = { error: Object.values(fields)[0] ?? 'Invalid request', code: 'VALIDATION', fields };
    } else if (
      err &&
      typeof err === 'object' &&
      'type' in err &&
      (err as { type: string }).type === 'entity.parse.failed'
    ) {
      status = 400;
      body = { error: 'Malformed JSON in request body', code: 'BAD_REQUEST' };
    } else if (
      err &&
      typeof err === 'object' &&
      'type' in err &&
      (err as { type: string }).type === 'entity.too.large'
    ) {
      status = 413;
      body = { error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' };
    } else if (
      err &&
      typeof err === 'object' &&
      'status' in err &&
      typeof (err as { status: unknown }).status === 'number' &&
      (err as { status: number }).status < 500
    ) {
      status = (err as { status: number }).status;
      body = { error: (err as Error).message || 'Bad request', code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' };
    } else {
      status = 500;
      body = { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
    }
    if (status >= 500) logger.error({ err, method: req.method, url: redactUrl(req.originalUrl) }, 'request failed');
    else logger.debug({ status, code: body.code, url: redactUrl(req.originalUrl) }, 'request rejected');
    if (res.headersSent) return;
    if (status === 429 && typeof body.retryAfterSeconds === 'number')
      res.setHeader('Retry-After', String(body.retryAfterSeconds));
    res.status(status).json(body);
  };
}

// Typed application errors and the one error handler that maps them (and everything else) to HTTP.
import { messageKeyOf } from './i18n';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from 'pino';
import {
  API_ERROR_STATUS,
  MESSAGES,
  toApiErrorBody,
  toValidationErrorBody,
  type TApiErrorBody,
  type TApiErrorCode,
  UI_TEXT,
} from '@pavilion/domain';
import { isRetryableConflict } from './db-errors';
import { redactUrl } from './logger';
import { requestIdOf } from './request-id';
import { API_TEXT } from './messages';

/** The largest JSON body a route reads (platform/body.ts parses with it). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.status = API_ERROR_STATUS[code];
  }
}

export const notFound = (what: string = API_TEXT.notFound) => new AppError('NOT_FOUND', what);
export const forbidden = (what: string = API_TEXT.forbidden) => new AppError('FORBIDDEN', what);
export const unauthenticated = (what: string = UI_TEXT.missingCredentials) => new AppError('UNAUTHENTICATED', what);
export const conflict = (what: string, fields?: Record<string, string>, extra?: Record<string, unknown>) =>
  new AppError('CONFLICT', what, fields, extra);
export const badRequest = (what: string, fields?: Record<string, string>) => new AppError('BAD_REQUEST', what, fields);

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound(API_TEXT.noSuchRoute));

/**
 * The one error handler: every failure answers the domain's error body. A failure of ours (5xx) is
 * logged with the request's id and what the error is (its type, code and, for a database error, the
 * statement), never with its message or parameters: a failed query's would quote the values it was
 * given, a password hash or an email among them (platform/logger.ts serialises errors that way).
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let body: TApiErrorBody;
    if (err instanceof AppError) {
      body = toApiErrorBody(err.code, err.message, err.fields, err.extra);
    } else if (err instanceof ZodError) {
      body = toValidationErrorBody(err);
    } else if (hasType(err, 'entity.parse.failed')) {
      body = toApiErrorBody('BAD_REQUEST', MESSAGES.jsonMalformed);
    } else if (hasType(err, 'entity.too.large')) {
      body = toApiErrorBody(
        'PAYLOAD_TOO_LARGE',
        MESSAGES.bodyTooLarge({ megabytes: JSON_BODY_LIMIT_BYTES / 1024 / 1024 }),
      );
    } else if (hasType(err, 'charset.unsupported')) {
      body = toApiErrorBody('UNSUPPORTED_MEDIA_TYPE', MESSAGES.jsonCharset);
    } else if (hasType(err, 'encoding.unsupported')) {
      body = toApiErrorBody('UNSUPPORTED_MEDIA_TYPE', MESSAGES.jsonEncoding);
    } else if (isRetryableConflict(err)) {
      // A deadlock or serialization failure that remained after its transaction was tried again
      // (platform/locks.ts): nothing was written, and the same request a second later goes through.
      body = toApiErrorBody('BUSY', MESSAGES.busy, undefined, { retryAfterSeconds: 1 });
    } else if (clientStatus(err)) {
      // Another refusal of Express or the body parser (an aborted or mis-sized body): its status, the
      // code that goes with it, and its own words.
      body = toApiErrorBody(codeForStatus(clientStatus(err)!), (err as Error).message || API_TEXT.badRequest);
    } else {
      body = toApiErrorBody('INTERNAL', API_TEXT.internal, undefined, {
        requestId: requestIdOf(req),
      });
    }
    const status = err instanceof AppError ? err.status : (clientStatus(err) ?? API_ERROR_STATUS[body.code]);
    const requestId = requestIdOf(req);
    const where = { requestId, method: req.method, url: redactUrl(req.originalUrl) };
    if (status >= 500) logger.error({ ...where, err }, 'request failed');
    else logger.debug({ ...where, status, code: body.code }, 'request rejected');
    if (res.headersSent) return;
    if ((status === 429 || status === 503) && typeof body.retryAfterSeconds === 'number')
      res.setHeader('Retry-After', String(body.retryAfterSeconds));
    const messageKey = messageKeyOf(body.error);
    res.status(status).json(messageKey ? { ...body, messageKey } : body);
  };
}

/** The error code that goes with a 4xx status (BAD_REQUEST for one we have no code of). */
function codeForStatus(status: number): TApiErrorCode {
  const found = (Object.entries(API_ERROR_STATUS) as [TApiErrorCode, number][]).find(
    ([code, s]) => s === status && code !== 'VALIDATION',
  );
  return found ? found[0] : 'BAD_REQUEST';
}

function hasType(err: unknown, type: string): boolean {
  return !!err && typeof err === 'object' && 'type' in err && (err as { type: unknown }).type === type;
}

/** The 4xx status an Express or body-parser error carries, if any. */
function clientStatus(err: unknown): number | undefined {
  if (!err || typeof err !== 'object' || !('status' in err)) return undefined;
  const status = (err as { status: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

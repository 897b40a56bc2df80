// 'Error 404: Not Found' when an event cannot be loaded: the reason phrase for an HTTP status (fetch
// errors carry no text), or the failure in words when the request never reached the server.
import { UI_TEXT } from '@pavilion/domain';
import { errorMessage, errorStatus } from '@pavilion/api-client';
import { EVENT_TEXT, HTTP_STATUS_TEXT as T } from './messages';

/** The reason phrases the page names, read in the current language. */
const REASONS: Record<number, () => string> = {
  400: () => T.badRequest,
  401: () => T.unauthorized,
  403: () => T.forbidden,
  404: () => T.notFound,
  408: () => T.requestTimeout,
  409: () => T.conflict,
  429: () => T.tooManyRequests,
  500: () => T.internalServerError,
  502: () => T.badGateway,
  503: () => T.serviceUnavailable,
  504: () => T.gatewayTimeout,
};

export function httpStatusText(status: number): string {
  return REASONS[status]?.() ?? (status >= 500 ? T.serverError : T.requestFailed);
}

/** 'Error 404: Not Found'; a request that never reached the server says so in words. */
export function eventLoadErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (typeof status === 'number') return UI_TEXT.httpError({ status, statusText: httpStatusText(status) });
  return errorMessage(error, EVENT_TEXT.loadFailed);
}

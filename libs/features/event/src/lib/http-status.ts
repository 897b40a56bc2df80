// 'Error 404: Not Found' when an event cannot be loaded: the reason phrase for an HTTP status (fetch
// errors carry no text), or the failure in words when the request never reached the server.
import { UI_TEXT } from '@pavilion/domain';
import { errorMessage, errorStatus } from '@pavilion/api-client';
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function httpStatusText(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Request Failed');
}

/** 'Error 404: Not Found'; a request that never reached the server says so in words. */
export function eventLoadErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (typeof status === 'number') return UI_TEXT.httpError(status, httpStatusText(status));
  return errorMessage(error, 'The event could not be loaded. Please try again.');
}

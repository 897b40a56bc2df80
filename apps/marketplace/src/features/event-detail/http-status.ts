// The reason phrase for an HTTP status, for 'Error {status}: {statusText}' (fetch errors carry no text).
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

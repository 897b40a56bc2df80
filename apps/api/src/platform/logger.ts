// Structured logs (pino). Secrets never reach a log line: headers, passwords, tokens and card data are redacted.
import pino, { type Logger } from 'pino';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.cardNumber',
  '*.cvv',
  'body',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { service: 'pavilion-api' } },
    destination,
  );
}

/** Link tokens travel in some URLs (GET /api/email-confirmation/{token}, ?token=); logs keep the rest. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/email-confirmation\/)(?!resend(?:[/?#]|$))[^/?#]+/g, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

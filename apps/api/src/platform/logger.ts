// Structured logs (pino). Secrets and personal data never reach a log line: headers, passwords,
// tokens and card data are redacted by path; errors are written as what they are (type, code, the
// failed statement), never with a database error's message or parameters, which quote the values of
// the query (a new account's password hash, an email); and every text that does get written (a
// message, another error's message and stack) loses anything shaped like a hash, a token, an email
// address or a card number.
import pino, { type Logger } from 'pino';
import { traceFields } from './tracing';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.cardNumber',
  '*.cvv',
  '*.iban',
  'email',
  '*.email',
  'params',
  '*.params',
  '*.parameters',
  'body',
];

const SCRUBS: ReadonlyArray<readonly [RegExp, string | ((match: string) => string)]> = [
  // bcrypt hashes
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, '[hash]'],
  // JSON Web Tokens
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Card numbers and other long digit runs (13 to 19 digits, spaced or not)
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[number]'],
  // Link tokens, hex digests and other long opaque strings (a UUID, which names a row, stays)
  [
    /[A-Za-z0-9_-]{32,}/g,
    (match) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(match) ? match : '[token]'),
  ],
];

/** `text` without anything shaped like a password hash, a token, an email address or a card number. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SCRUBS) out = out.replace(pattern, replacement as string);
  return out;
}

/** 'insert persons', 'select sessions', 'update orders': what a failed SQL statement was, without its values. */
export function statementName(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim();
  const verb = /^(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const table = {
    insert: /^insert into ("[^"]+"|[\w.]+)/i,
    update: /^update ("[^"]+"|[\w.]+)/i,
    delete: /^delete from ("[^"]+"|[\w.]+)/i,
    select: /\bfrom ("[^"]+"|[\w.]+)/i,
    with: /\bfrom ("[^"]+"|[\w.]+)/i,
  }[verb]?.exec(text)?.[1];
  return table ? `${verb} ${table.replace(/"/g, '')}` : verb;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/** A database error of either driver, wrapped by Drizzle or not: its text quotes the query's values. */
function isDatabaseError(err: Record<string, unknown>): boolean {
  return typeof err.query === 'string' || ('severity' in err && typeof err.code === 'string');
}

/** The error's code, or the first code of its causes (Drizzle wraps the driver's error, which has the SQLSTATE). */
function codeOf(err: Record<string, unknown>): string | number | undefined {
  for (let e: unknown = err, depth = 0; isObject(e) && depth < 5; e = e.cause, depth++) {
    if (typeof e.code === 'string' || typeof e.code === 'number') return e.code;
  }
  return undefined;
}

/**
 * An error as the log keeps it: its type and code always; for a database error the statement's
 * name and the constraint, never the message (it quotes values); for other errors the message and
 * stack, scrubbed. Strings (an error's message logged on its own) are scrubbed too.
 */
export function safeError(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {
    type: value.constructor?.name && value.constructor.name !== 'Object' ? value.constructor.name : value.name,
  };
  const code = codeOf(value);
  if (code !== undefined) out.code = code;
  if (isDatabaseError(value)) {
    if (typeof value.query === 'string') out.statement = statementName(value.query);
    const constraint = value.constraint_name ?? value.constraint;
    if (typeof constraint === 'string') out.constraint = constraint;
  } else {
    if (typeof value.message === 'string') out.message = scrubText(value.message);
    if (typeof value.stack === 'string') out.stack = scrubText(value.stack);
  }
  if (value.cause !== undefined && depth < 3) out.cause = safeError(value.cause, depth + 1);
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: 'pavilion-api' },
      // The trace and span of the line, while tracing is on (platform/tracing.ts).
      mixin: traceFields,
      serializers: { err: (err: unknown) => safeError(err), error: (err: unknown) => safeError(err) },
      hooks: {
        // Every call path: an error passed alone is logged under `err` (pino would otherwise use its
        // message as the line's message), and texts are scrubbed.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          const head = first instanceof Error ? { err: first } : first;
          const out = [head, ...rest].map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
          if (isObject(head) && ('err' in head || 'error' in head) && out.length === 1) out.push('error');
          return method.apply(this, out as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/**
 * Link tokens travel in some URLs (GET /api/email-confirmation/{token}, a ticket's assign link
 * /tickets/assign/{token} and /api/ticket-assignments/{token}, ?token=); logs keep the rest.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/email-confirmation\/)(?!resend(?:[/?#]|$))[^/?#]+/g, '$1[redacted]')
    .replace(/(\/(?:tickets\/assign|ticket-assignments)\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

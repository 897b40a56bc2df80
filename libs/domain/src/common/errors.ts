// The error body every API failure answers with, and the zod-error-to-fields mapping behind it.
import { z } from 'zod';
import './zod-messages';

/** Machine codes of API errors, each with its HTTP status. */
export const API_ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  /** An administrator blocked the person's new registrations (a sanction): the words say until when. */
  REGISTRATIONS_BLOCKED: 403,
  /** An administrator blocked the account's sign-in (a sanction): said only once the password was right. */
  ACCOUNT_BLOCKED: 403,
  /** An administrator blocked the person's access to customer support, other than to appeal (a sanction). */
  SUPPORT_BLOCKED: 403,
  /** An administrator blocked the person's access to the platform (a sanction): sign-in and their API keys refused. */
  PLATFORM_BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A significant new version of a document the person must accept is in force and not accepted yet. */
  TERMS_NOT_ACCEPTED: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** Too many changes to the same order or event arrived at the same moment: try again in a second. */
  BUSY: 503,
} as const;
export type TApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [TApiErrorCode, ...TApiErrorCode[]];

/** The key under which an issue about the whole object (no field path) is reported. */
export const ROOT_ERROR_KEY = '_';

/** The first message per dotted field path ('tickets.0.email'), as forms show them. */
export function firstErrorByPath(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : ROOT_ERROR_KEY;
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}

/**
 * Every non-2xx answer: `error` is a sentence a person can read, `code` is for programs, and a
 * validation failure adds the first message per field. Extra keys are allowed (e.g. a conflict's details).
 */
export const ZApiErrorBody = z.looseObject({
  error: z.string(),
  code: z.enum(API_ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
  /** 429 and 503: seconds until the request may be sent again (also the Retry-After header). */
  retryAfterSeconds: z.number().int().positive().optional(),
  /** 500: the request's id in the server's log, for support. */
  requestId: z.string().optional(),
  /** The message's stable key ('orders.soldOut'), the same in every language, where `error` is one. */
  messageKey: z.string().optional(),
});
export type TApiErrorBody = z.infer<typeof ZApiErrorBody>;

/** An error body: `extra` carries a refusal's details (`reason`, `remaining`) and never replaces the rest. */
export function toApiErrorBody(
  code: TApiErrorCode,
  error: string,
  fields?: Record<string, string>,
  extra?: Record<string, unknown>,
): TApiErrorBody {
  return { ...extra, error, code, ...(fields ? { fields } : {}) };
}

/** The 400 body for a failed parse: the first field message doubles as the summary. */
export function toValidationErrorBody(error: z.ZodError): TApiErrorBody {
  const fields = firstErrorByPath(error);
  return toApiErrorBody('VALIDATION', Object.values(fields)[0] ?? 'Invalid request', fields);
}

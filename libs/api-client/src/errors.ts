// Turns any RTK Query error into words a person can act on.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TApiErrorBody } from '@pavilion/domain';
import { API_CLIENT_TEXT } from './messages';

function isFetchError(e: unknown): e is FetchBaseQueryError {
  return typeof e === 'object' && e !== null && 'status' in e;
}

/** The API's error body (ZApiErrorBody) of a failed request, or null when there is none (no answer, a proxy's page). */
export function errorBody(e: unknown): TApiErrorBody | null {
  if (isFetchError(e) && typeof e.data === 'object' && e.data !== null && 'error' in e.data)
    return e.data as TApiErrorBody;
  return null;
}

export function errorStatus(e: unknown): number | string | null {
  return isFetchError(e) ? e.status : null;
}

/** Field messages from a 400 answer, keyed like the form fields ('tickets.0.email'). */
export function fieldErrors(e: unknown): Record<string, string> {
  return errorBody(e)?.fields ?? {};
}

/** The words of a failed request: the API's refusal, else `fallback` (read when called, in the language of then). */
export function errorMessage(e: unknown, fallback: string = API_CLIENT_TEXT.somethingWentWrong): string {
  const body = errorBody(e);
  if (body?.error) return body.error;
  if (isFetchError(e)) {
    if (e.status === 'FETCH_ERROR') return API_CLIENT_TEXT.unreachable;
    if (e.status === 'PARSING_ERROR' || e.status === 'TIMEOUT_ERROR') return fallback;
  }
  if (e && typeof e === 'object' && 'message' in e && (e as SerializedError).message) return fallback;
  return fallback;
}

// The one email rule: a simple x@y.z shape, trimmed and lower-cased so accounts compare equal.
import { z } from 'zod';
import './zod-messages';
import { EMAIL_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { readText, type TMessageText } from './text';

/** Something, an @, something, a dot, something; no spaces. The spec's "simple x@y.z pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email field; the partner wizard passes its own message ('Invalid email address'). */
export function zEmail(message: TMessageText = () => MESSAGES.emailInvalid) {
  const error = () => readText(message);
  return z.string({ error }).trim().toLowerCase().max(EMAIL_MAX, { error }).regex(EMAIL_PATTERN, { error });
}

export const ZEmail = zEmail();
export type TEmail = z.output<typeof ZEmail>;

// Identifier schemas: JSON ids, ids typed into form selects, and ids in route params.
import { z } from 'zod';
import './zod-messages';
import { MESSAGES } from '../messages';
import { readText, type TMessageText } from './text';

/** Ids are Postgres integer keys, so they stop at the int4 maximum. */
export const ID_MAX = 2_147_483_647;

/** A positive integer id, as it travels in JSON. */
export const ZId = z
  .number({ error: () => MESSAGES.idInvalid })
  .int({ error: () => MESSAGES.idInvalid })
  .positive({ error: () => MESSAGES.idInvalid })
  .max(ID_MAX, { error: () => MESSAGES.idInvalid });
export type TId = z.infer<typeof ZId>;

function toNumberOrNaN(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * An id chosen in a form select: a numeric string from the browser or a number from JSON.
 * Output is always a number; a blank or invalid choice fails with `message`.
 */
export function zSelectId(message: TMessageText = () => MESSAGES.optionInvalid) {
  const error = () => readText(message);
  return z
    .union([z.number(), z.string()], { error })
    .transform(toNumberOrNaN)
    .pipe(z.number({ error }).int({ error }).positive({ error }).max(ID_MAX, { error }));
}

/** An optional select: '', null or undefined mean "none" and become null (so PATCH can clear it). */
export function zOptionalSelectId(message: TMessageText = () => MESSAGES.optionInvalid) {
  const error = () => readText(message);
  return z
    .union([z.number(), z.string(), z.null()], { error })
    .optional()
    .transform((value) => (value === null || value === undefined || value === '' ? null : toNumberOrNaN(value)))
    .pipe(z.number({ error }).int({ error }).positive({ error }).max(ID_MAX, { error }).nullable());
}

/** A list of ids from a multi-select or JSON; numeric strings are accepted and converted. */
export const ZIdList = z.array(
  zSelectId(() => MESSAGES.idListInvalid),
  { error: () => MESSAGES.idListInvalid },
);
export type TIdList = z.output<typeof ZIdList>;

/** A list with at most one id: the profile's single sector and job title travel this way. */
export const ZSingleIdList = ZIdList.max(1, { error: () => MESSAGES.optionInvalid });

/** A route parameter: digits only ('12'), no signs, spaces, decimals or exponents. */
export const ZIdFromString = z
  .string({ error: () => MESSAGES.idInvalid })
  .regex(/^[1-9]\d{0,9}$/, { error: () => MESSAGES.idInvalid })
  .transform(Number)
  .pipe(ZId);

export const ZIdParam = z.object({ id: ZIdFromString });
export type TIdParam = z.output<typeof ZIdParam>;

export const ZUuid = z.uuid({ error: () => MESSAGES.idInvalid });
export const ZUuidParam = z.object({ id: ZUuid });
export type TUuidParam = z.output<typeof ZUuidParam>;

/** Opaque tokens in links (email confirmation, password reset). */
export const ZToken = z
  .string({ error: () => MESSAGES.linkTokenInvalid })
  .trim()
  .min(1, { error: () => MESSAGES.linkTokenInvalid })
  .max(512, { error: () => MESSAGES.linkTokenInvalid });
export const ZTokenParam = z.object({ token: ZToken });
export type TTokenParam = z.output<typeof ZTokenParam>;

/** Turns a single select value into the one-element list the profile sends (or an empty list). */
export function toSingleIdList(value: string | number | null | undefined): number[] {
  if (value === null || value === undefined || value === '') return [];
  const id = toNumberOrNaN(value);
  return Number.isInteger(id) && id > 0 ? [id] : [];
}

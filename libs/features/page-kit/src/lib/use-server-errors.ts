// Puts a refused request's field messages (the error body's `fields`, keyed like the form's fields:
// 'email', 'tickets.0.email') on a react-hook-form form, focuses the first, and keeps the message for
// the form's alert (<FormAlert>): the messages no field shows, or the server's own words.
import { useCallback, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, fieldErrors } from '@pavilion/api-client';

export interface ServerErrorsOptions {
  /**
   * Whether the form shows a field of that name. By default every name the form has a value for
   * (`getValues(name) !== undefined`); pass a test when the form holds values it shows no field for.
   */
  isField?: (name: string) => boolean;
  /** Move focus to the first field given a message (default true). */
  focus?: boolean;
  /**
   * When the alert shows: 'always' (the server's message above the form, as well as on its fields:
   * the default), 'distinct' (the same, unless a field already shows those very words: a refusal of
   * one field says it once, at the field) or 'unplaced' (only for what no field shows, when focus on
   * the field says enough).
   */
  alert?: 'always' | 'distinct' | 'unplaced';
}

export interface ServerErrors {
  /** The form alert's message, or null. */
  message: string | null;
  /**
   * Puts a refused request's messages on the form; `fallback` when the error has no words. Answers
   * the names of the fields that got a message, first first.
   */
  apply: (error: unknown, fallback?: string) => string[];
  /** The same from messages already taken apart (a component that is handed `fields` and a message). */
  place: (fields: Record<string, string>, message: string) => string[];
  /** Sets or clears the alert's message directly (a failure that is not a refused request). */
  setMessage: (message: string | null) => void;
  /** Clears the alert (call at the start of each submit). */
  clear: () => void;
  /**
   * Sends a request the usual way: clears the alert, runs `action`, and puts a refusal on the form
   * (`fallback` when it has no words). Answers whether the request went through.
   */
  attempt: (action: () => Promise<unknown>, fallback?: string) => Promise<boolean>;
}

export function useServerErrors<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  form: Pick<UseFormReturn<TValues, TContext, TOutput>, 'setError' | 'setFocus' | 'getValues'>,
  options: ServerErrorsOptions = {},
): ServerErrors {
  const [message, setMessage] = useState<string | null>(null);
  const { setError, setFocus, getValues } = form;
  const { isField, focus = true, alert = 'always' } = options;

  const place = useCallback(
    (fields: Record<string, string>, fallbackMessage: string) => {
      const shows = isField ?? ((name: string) => getValues(name as FieldPath<TValues>) !== undefined);
      const entries = Object.entries(fields);
      const placed = entries.filter(([name]) => shows(name));
      const unplaced = entries.filter(([name]) => !shows(name));
      for (const [name, text] of placed) setError(name as FieldPath<TValues>, { type: 'server', message: text });
      if (focus && placed.length > 0) setFocus(placed[0]![0] as FieldPath<TValues>);
      if (unplaced.length > 0) setMessage(unplaced[0]![1]);
      else if (placed.length === 0 || alert === 'always') setMessage(fallbackMessage);
      else if (alert === 'distinct' && !placed.some(([, text]) => text === fallbackMessage))
        setMessage(fallbackMessage);
      else setMessage(null);
      return placed.map(([name]) => name);
    },
    [isField, focus, alert, setError, setFocus, getValues],
  );

  const apply = useCallback(
    (error: unknown, fallback?: string) => place(fieldErrors(error), errorMessage(error, fallback)),
    [place],
  );
  const clear = useCallback(() => setMessage(null), []);
  const attempt = useCallback(
    async (action: () => Promise<unknown>, fallback?: string) => {
      setMessage(null);
      try {
        await action();
        return true;
      } catch (err) {
        apply(err, fallback);
        return false;
      }
    },
    [apply],
  );

  return { message, apply, place, setMessage, clear, attempt };
}

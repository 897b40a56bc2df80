// How long to wait, in words, for a refusal that says when to try again.
import { defineMessages } from '../i18n';

export const WAIT_TEXT = defineMessages('wait', {
  minutes: '{minutes, plural, one {# minute} other {# minutes}}',
  hours: '{hours, plural, one {# hour} other {# hours}}',
});

/** Milliseconds as whole minutes under an hour, else whole hours, rounded up: "1 minute", "2 hours". */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return WAIT_TEXT.minutes({ minutes });
  return WAIT_TEXT.hours({ hours: Math.ceil(minutes / 60) });
}

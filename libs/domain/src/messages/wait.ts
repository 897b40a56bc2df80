// How long to wait, in words, for a refusal that says when to try again.

/** Milliseconds as whole minutes under an hour, else whole hours, rounded up: "1 minute", "2 hours". */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

// The newsletter's links: a confirmation link naming a subscription, and an unsubscribe link naming a
// subscription ('s') or an account ('p'). Each token is signed with a key derived from the server
// secret for its purpose, so it works without signing in and cannot be made up, altered or used for
// the other purpose; it does not expire (confirming or unsubscribing twice changes nothing).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type NewsletterReader = { kind: 's'; subscriptionId: number } | { kind: 'p'; personId: number };
type Purpose = 'confirm' | 'unsubscribe';

const keyOf = (secret: string, purpose: Purpose) =>
  createHmac('sha256', secret).update(`pavilion newsletter ${purpose} link v1`).digest();

const signature = (secret: string, purpose: Purpose, body: string) =>
  createHmac('sha256', keyOf(secret, purpose)).update(body).digest('base64url');

function sign(secret: string, purpose: Purpose, reader: NewsletterReader): string {
  const body = `${reader.kind}${reader.kind === 's' ? reader.subscriptionId : reader.personId}`;
  return `${body}.${signature(secret, purpose, body)}`;
}

function read(secret: string, purpose: Purpose, token: string): NewsletterReader | null {
  const match = /^([sp])([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, purpose, `${match[1]}${match[2]}`));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return match[1] === 's' ? { kind: 's', subscriptionId: id } : { kind: 'p', personId: id };
}

export const confirmToken = (secret: string, subscriptionId: number) =>
  sign(secret, 'confirm', { kind: 's', subscriptionId });

/** The subscription a confirmation token names, or null when it is not one we signed. */
export function readConfirmToken(secret: string, token: string): number | null {
  const reader = read(secret, 'confirm', token);
  return reader?.kind === 's' ? reader.subscriptionId : null;
}

export const unsubscribeToken = (secret: string, reader: NewsletterReader) => sign(secret, 'unsubscribe', reader);

/** The reader an unsubscribe token names, or null when it is not one we signed. */
export const readUnsubscribeToken = (secret: string, token: string) => read(secret, 'unsubscribe', token);

// Test helpers for an email's language: whether an email sent to a German reader is German whole. An
// email counts as English when it holds a piece of three words or more of an English email message
// (the server's catalogue of 'email.' messages, read from the messages the code defines).
import request from 'supertest';
import type { Express } from 'express';
import { definedMessages, type TDevMail } from '@pavilion/domain';
import { CLIENT_HEADER } from '../src/platform/client-header';

/**
 * An English request, as the apps send it while they show English: the request speaks English
 * whatever the signed-in person's own setting says.
 */
export const ENGLISH_REQUEST = { 'Accept-Language': 'en', [CLIENT_HEADER]: 'XMLHttpRequest' } as const;

/** Every literal piece of three words or more of the English email messages (placeholders cut out). */
export function englishEmailPieces(): string[] {
  const pieces = new Set<string>();
  for (const [key, text] of definedMessages()) {
    if (!key.startsWith('email.')) continue;
    // A plural or select's options are pieces of their own; a placeholder ends a piece.
    for (const piece of text.split(/\{[^{}]*\{|\}[^{}]*\{|\{[^{}]*\}|[{}]/)) {
      const words = piece.trim().split(/\s+/).filter(Boolean);
      if (words.length >= 3) pieces.add(words.join(' '));
    }
  }
  return [...pieces];
}

let english: string[] | undefined;

/** The English pieces this email holds (subject and plain text). */
export function englishIn(mail: Pick<TDevMail, 'subject' | 'text'>): string[] {
  english ??= englishEmailPieces();
  const whole = `${mail.subject}\n${mail.text}`;
  return english.filter((piece) => whole.includes(piece));
}

/** The email is written in German (its <html lang>), with its German footer, and no English piece. */
export function expectGerman(mail: TDevMail): void {
  expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="de">/);
  expect(mail.text).toContain('Pavilion, der Marktplatz für Firmenveranstaltungen.');
  expect({ template: mail.template, english: englishIn(mail) }).toEqual({ template: mail.template, english: [] });
}

/** Saves German as the signed-in person's language. */
export async function speaksGerman(app: Express, auth: Record<string, string>): Promise<void> {
  await request(app).put('/api/settings/language').set(auth).send({ language: 'de' }).expect(200);
}

/** The one delivered email of this kind among `mails`. */
export function onlyOf(mails: TDevMail[], template: string): TDevMail {
  const found = mails.filter((m) => m.template === template);
  expect(found.map((m) => m.template)).toEqual([template]);
  return found[0]!;
}

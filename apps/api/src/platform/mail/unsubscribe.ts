// The one-click unsubscribe link of an optional email (RFC 8058). Its token names the person and the
// switch and is signed with a key derived from the server secret, so it works without signing in and
// cannot be made up or altered; it does not expire (turning a switch off twice changes nothing). The
// link and the headers are made when the email is delivered, from the outbox row's person and switch.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_SWITCHES, API_PATHS, type TEmailSwitch } from '@pavilion/domain';
import type { Config } from '../../config';
import { EMAIL_LAYOUT_TEXT, EMAIL_SETTING_TEXT } from './messages';
import { escapeHtml } from './templates/layout';

/** Where the layout's footer takes the unsubscribe line (an email without it gets the line at the end). */
export const UNSUBSCRIBE_SLOT = '<!--unsubscribe-->';

const keyOf = (secret: string) => createHmac('sha256', secret).update('pavilion unsubscribe link v1').digest();

function signature(secret: string, personId: number, sw: TEmailSwitch): string {
  return createHmac('sha256', keyOf(secret)).update(`${personId}.${sw}`).digest('base64url');
}

export function unsubscribeToken(secret: string, personId: number, sw: TEmailSwitch): string {
  return `${personId}.${sw}.${signature(secret, personId, sw)}`;
}

/** The person and switch a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: string): { personId: number; switch: TEmailSwitch } | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z]{1,30})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const personId = Number(match[1]);
  const sw = match[2] as TEmailSwitch;
  if (!Number.isSafeInteger(personId) || !EMAIL_SWITCHES.includes(sw)) return null;
  const expected = Buffer.from(signature(secret, personId, sw));
  const given = Buffer.from(match[3]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { personId, switch: sw } : null;
}

export function unsubscribeUrl(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, personId: number, sw: TEmailSwitch) {
  const url = new URL(`${config.publicUrl}/api${API_PATHS.unsubscribe}`);
  url.searchParams.set('token', unsubscribeToken(config.jwtSecret, personId, sw));
  return url.toString();
}

/** The RFC 8058 headers: the link a mail client POSTs to, and that it may do so in one click. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The email's words with the unsubscribe line added to the footer (HTML) and the end (text), in the current language. */
export function withUnsubscribeLine(
  content: { html: string; text: string },
  url: string,
  sw: TEmailSwitch,
): { html: string; text: string } {
  const setting = EMAIL_SETTING_TEXT.label({ setting: sw });
  const reason = EMAIL_LAYOUT_TEXT.unsubscribeReason({ setting });
  const line =
    `<p style="margin:8px 0 0;font-size:12px;line-height:18px;color:#4b5563;">${escapeHtml(reason)} ` +
    `<a href="${escapeHtml(url)}" style="color:#3730a3;">${escapeHtml(EMAIL_LAYOUT_TEXT.unsubscribeLink({ setting }))}</a></p>`;
  const html = content.html.includes(UNSUBSCRIBE_SLOT)
    ? content.html.replace(UNSUBSCRIBE_SLOT, line)
    : content.html.includes('</body>')
      ? content.html.replace('</body>', `${line}\n</body>`)
      : `${content.html}\n${line}`;
  const text = `${content.text.replace(/\n*$/, '')}\n\n${reason}\n${EMAIL_LAYOUT_TEXT.unsubscribeText({ setting, url })}\n`;
  return { html, text };
}

// The one email layout: Pavilion branding around a heading, paragraphs, an optional button and notes,
// written twice (HTML with every value escaped, and a plain-text twin with the same words and links),
// in the current language (the recipient's: build the email inside inLanguage). A link is never inside
// a sentence: in the plain text it stands alone at the end of its line ('Label: https://...'), so no
// punctuation sticks to it; a sentence that leads to one is a note with its link.
import { currentLanguage } from '@pavilion/domain';
import { EMAIL_LAYOUT_TEXT } from '../messages';

export interface EmailAction {
  label: string;
  /** An absolute http(s) address. */
  url: string;
}

export interface EmailContent {
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  /** Plain sentences; never HTML. */
  paragraphs: string[];
  /** Items after the paragraphs, each a sentence followed by its link (the newsletter's events). */
  entries?: EmailNote[];
  action?: EmailAction;
  /** A line of further links under the button, after its words: 'Add it to your calendar: Google Calendar, Outlook'. */
  links?: { intro: string; items: EmailAction[] };
  /** Small print under the button, e.g. when the link expires; a note may end with a link of its own. */
  notes?: (string | EmailNote)[];
}

/** A line of small print followed by its link ('Plans changed? ... Cancel tickets'). */
export interface EmailNote {
  text: string;
  link: EmailAction;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

// Colours follow the UI tokens (brand 700 / 900, neutral text) with contrast above 4.5:1 on white.
const BRAND = '#3730a3';
const BRAND_DARK = '#221d63';
const TEXT = '#1f2937';
const MUTED = '#4b5563';
const BACKGROUND = '#f3f4f6';
const footerLines = () => [EMAIL_LAYOUT_TEXT.footerTagline, EMAIL_LAYOUT_TEXT.footerAddress];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`Email links must be http(s): ${parsed.protocol}`);
  return parsed.toString();
}

const paragraph = (text: string, style = `margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT};`) =>
  `<p style="${style}">${escapeHtml(text)}</p>`;

export function renderEmail(content: EmailContent): RenderedEmail {
  const url = content.action ? safeUrl(content.action.url) : null;
  const button =
    content.action && url
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${BRAND};">` +
        `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>` +
        `</td></tr></table>` +
        paragraph(EMAIL_LAYOUT_TEXT.buttonFallback, `margin:0 0 4px;font-size:14px;line-height:20px;color:${MUTED};`) +
        `<p style="margin:0 0 16px;font-size:14px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(url)}" style="color:${BRAND};">${escapeHtml(url)}</a></p>`
      : '';
  const links = content.links
    ? `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${TEXT};">${escapeHtml(content.links.intro)} ` +
      content.links.items
        .map((l) => `<a href="${escapeHtml(safeUrl(l.url))}" style="color:${BRAND};">${escapeHtml(l.label)}</a>`)
        .join(' &middot; ') +
      `</p>`
    : '';
  const entries = (content.entries ?? [])
    .map(
      (e) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT};">${escapeHtml(e.text)}<br>` +
        `<a href="${escapeHtml(safeUrl(e.link.url))}" style="color:${BRAND};">${escapeHtml(e.link.label)}</a></p>`,
    )
    .join('\n');
  const notes = (content.notes ?? [])
    .map((n) =>
      typeof n === 'string'
        ? paragraph(n, `margin:0 0 8px;font-size:14px;line-height:20px;color:${MUTED};`)
        : `<p style="margin:0 0 8px;font-size:14px;line-height:20px;color:${MUTED};">${escapeHtml(n.text)} ` +
          `<a href="${escapeHtml(safeUrl(n.link.url))}" style="color:${BRAND};">${escapeHtml(n.link.label)}</a></p>`,
    )
    .join('');

  const html = `<!doctype html>
<html lang="${currentLanguage()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${BACKGROUND};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BACKGROUND};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND_DARK};padding:20px 32px;"><span style="font-size:22px;font-weight:700;letter-spacing:0.5px;color:#ffffff;">Pavilion</span></td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${TEXT};">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => paragraph(p)).join('\n')}
${entries}
${button}
${links}
${notes}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;">${footerLines()
    .map((l) => paragraph(l, `margin:0;font-size:12px;line-height:18px;color:${MUTED};`))
    .join('')}<!--unsubscribe--></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const textParts = ['Pavilion', '', content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const e of content.entries ?? [])
    textParts.push(e.text, EMAIL_LAYOUT_TEXT.actionLine({ label: e.link.label, url: safeUrl(e.link.url) }), '');
  if (content.action && url) textParts.push(EMAIL_LAYOUT_TEXT.actionLine({ label: content.action.label, url }), '');
  if (content.links)
    textParts.push(
      content.links.intro,
      ...content.links.items.map((l) => EMAIL_LAYOUT_TEXT.actionLine({ label: l.label, url: safeUrl(l.url) })),
      '',
    );
  for (const n of content.notes ?? [])
    if (typeof n === 'string') textParts.push(n);
    else textParts.push(n.text, EMAIL_LAYOUT_TEXT.actionLine({ label: n.link.label, url: safeUrl(n.link.url) }));
  if (content.notes?.length) textParts.push('');
  textParts.push('--', ...footerLines());
  return { html, text: textParts.join('\n') + '\n' };
}

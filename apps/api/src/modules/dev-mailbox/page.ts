// The dev mailbox as plain server-rendered HTML (no script): a list of messages and one message with
// clickable links, so a newcomer can follow a confirmation or reset link without an SMTP server.
import { escapeHtml } from '../../platform/mail/templates/layout';
import type { TDevMail, TDevMailSummary } from '@pavilion/domain';

export const PAGE_PATH = '/api/dev/mailbox/page';

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;color:#1f2937;background:#f9fafb}
header{background:#221d63;color:#fff;padding:16px 24px}header a{color:#fff}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:1.4rem;margin:0}h2{font-size:1.2rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top}
a{color:#3730a3}a:focus-visible{outline:3px solid #3730a3;outline-offset:2px}
form{margin:0 0 16px;display:flex;gap:8px;align-items:end}
label{display:flex;flex-direction:column;font-size:.9rem;gap:4px}
input{padding:6px 8px;border:1px solid #6b7280;border-radius:4px;min-width:280px}
button{padding:7px 14px;border:0;border-radius:4px;background:#3730a3;color:#fff;cursor:pointer}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
dt{font-weight:600}pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:16px;border:1px solid #e5e7eb}
iframe{width:100%;height:640px;border:1px solid #e5e7eb;background:#fff}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Pavilion dev mailbox</title><style>${STYLE}</style></head>
<body><header><h1><a href="${PAGE_PATH}">Pavilion dev mailbox</a></h1><p>Every email the app sent while no SMTP server is configured. Not available in production.</p></header>
<main>${body}</main></body></html>`;
}

const when = (iso: string) => escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));

export function listPage(mails: TDevMailSummary[], to: string | undefined): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${when(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="${PAGE_PATH}/${m.id}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.template ?? '')}</td></tr>`,
    )
    .join('');
  const filter = `<form method="get" action="${PAGE_PATH}" role="search"><label>Recipient<input type="email" name="to" value="${escapeHtml(to ?? '')}"></label><button type="submit">Filter</button>${to ? ` <a href="${PAGE_PATH}">Show all</a>` : ''}</form>`;
  const table = mails.length
    ? `<table><caption class="visually-hidden">Messages, newest first</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page('Messages', `<h2>Messages</h2>${filter}${table}`);
}

/** Turns http(s) addresses in escaped text into links. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function messagePage(mail: TDevMail): string {
  const attachments = mail.attachments.length
    ? `<h3>Attachments</h3><ul>${mail.attachments
        .map(
          (a, i) =>
            `<li><a href="/api/dev/mailbox/${mail.id}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`,
        )
        .join('')}</ul>`
    : '';
  return page(
    mail.subject,
    `<p><a href="${PAGE_PATH}">Back to all messages</a></p>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd>${when(mail.createdAt)}</dd><dt>Template</dt><dd>${escapeHtml(mail.template ?? '')}</dd><dt>Message-ID</dt><dd>${escapeHtml(mail.messageId)}</dd></dl>
${attachments}
<h3>Text</h3><pre>${linkify(escapeHtml(mail.text))}</pre>
<h3>HTML</h3><iframe title="HTML version of the message" src="/api/dev/mailbox/${mail.id}/html"></iframe>`,
  );
}

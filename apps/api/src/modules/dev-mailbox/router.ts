// The dev mailbox (outside production only): JSON for tests and scripts, and a page for people. Only
// this machine or an administrator may read it (./service).
import type { Response } from 'express';
import {
  ZDevMail,
  ZDevMailAttachmentParams,
  ZDevMailboxQuery,
  ZDevMailList,
  ZDevMailParams,
  API_PATHS,
  DEV_MAILBOX_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { apiModule } from '../../platform/route';
import { listPage, messagePage } from './page';
import { DevMailbox } from './read-model';
import { devMailboxAccess } from './service';

function sendHtml(res: Response, html: string, csp?: string) {
  res.type('html');
  if (csp) res.setHeader('Content-Security-Policy', csp);
  res.send(html);
}

const ACCESS = 'Answers loopback requests and signed-in administrators only (403 otherwise); absent in production.';

export function devMailboxModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Dev mailbox', access: 'public' });
  // Reset links are in here: never in production (every route then answers 404).
  if (ctx.config.isProduction) return m;
  const mailbox = new DevMailbox(ctx.db);
  const guarded = { middleware: [devMailboxAccess], errors: { 403: M.forbidden } };

  m.get(
    API_PATHS.devMailbox,
    {
      summary: 'Every email sent while no SMTP server is set, newest first',
      description: `\`to\` narrows to one recipient; \`limit\` is 50 by default, at most 200. ${ACCESS}`,
      query: ZDevMailboxQuery,
      response: ZDevMailList,
      ...guarded,
    },
    ({ query }) => mailbox.list(query),
  );

  m.get(
    API_PATHS.devMailboxPage,
    {
      summary: 'The dev mailbox page for people: every message, a recipient filter',
      description: ACCESS,
      query: ZDevMailboxQuery,
      produces: 'text/html',
      ...guarded,
    },
    async ({ query, res }) => sendHtml(res, listPage(await mailbox.list(query), query.to)),
  );

  m.get(
    API_PATHS.devMailboxPageMessage,
    {
      summary: 'One message on the dev mailbox page, its links clickable',
      description: ACCESS,
      params: ZDevMailParams,
      produces: 'text/html',
      ...guarded,
      errors: { ...guarded.errors, 404: M.messageNotFound },
    },
    async ({ params, res }) => {
      const mail = await mailbox.message(params.id);
      if (!mail) throw notFound(M.messageNotFound);
      sendHtml(res, messagePage(mail));
    },
  );

  m.get(
    API_PATHS.devMailboxMessage,
    {
      summary: 'One message with its HTML, text and attachment list',
      description: ACCESS,
      params: ZDevMailParams,
      response: ZDevMail,
      ...guarded,
      errors: { ...guarded.errors, 404: M.messageNotFound },
    },
    async ({ params }) => {
      const mail = await mailbox.message(params.id);
      if (!mail) throw notFound(M.messageNotFound);
      return mail;
    },
  );

  // The message's own HTML, framed by the message page: no script, links open in the top window.
  m.get(
    API_PATHS.devMailboxMessageHtml,
    {
      summary: "A message's HTML, as the page frames it",
      description: `Sandboxed: no script runs. ${ACCESS}`,
      params: ZDevMailParams,
      produces: 'text/html',
      ...guarded,
      errors: { ...guarded.errors, 404: M.messageNotFound },
    },
    async ({ params, res }) => {
      const mail = await mailbox.message(params.id);
      if (!mail) throw notFound(M.messageNotFound);
      sendHtml(
        res,
        mail.html.replace(/<head>/i, '<head><base target="_top">'),
        "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-top-navigation-by-user-activation allow-popups",
      );
    },
  );

  m.get(
    API_PATHS.devMailboxAttachment,
    {
      summary: 'Downloads one attachment of a message',
      description: ACCESS,
      params: ZDevMailAttachmentParams,
      produces: 'application/octet-stream',
      ...guarded,
      errors: { ...guarded.errors, 404: M.attachmentNotFound },
    },
    async ({ params, res }) => {
      const attachment = await mailbox.attachment(params.id, params.index);
      if (!attachment) throw notFound(M.attachmentNotFound);
      res.setHeader('Content-Type', attachment.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${attachment.filename.replace(/["\r\n]/g, '')}"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(attachment.content);
    },
  );
  return m;
}

// The dev mailbox (outside production only): JSON for tests and scripts, and a page for people.
import { Router, type Response } from 'express';
import { z } from 'zod';
import { ZEmail, ZIdFromString } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { handle } from '../../platform/http';
import { getDevMail, getDevMailAttachment, listDevMail } from '../../platform/mail/dev-mailbox';
import { validate, valid } from '../../platform/validate';
import { listPage, messagePage } from './page';

const ZListQuery = z.object({
  to: z
    .union([z.literal(''), ZEmail])
    .optional()
    .transform((v) => v || undefined),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const ZMailParams = z.object({ id: ZIdFromString });
const ZAttachmentParams = z.object({ id: ZIdFromString, index: z.coerce.number().int().min(0).max(100) });

function sendHtml(res: Response, html: string, csp?: string) {
  res.type('html');
  if (csp) res.setHeader('Content-Security-Policy', csp);
  res.send(html);
}

export function devMailboxRouter({ db, config }: ModuleContext) {
  const r = Router();
  // Reset links are in here: never in production (every route then answers 404).
  if (config.isProduction) return r;

  r.get(
    '/dev/mailbox',
    validate({ query: ZListQuery }),
    handle(async (req) => {
      const { to, limit } = valid(req, { query: ZListQuery }).query;
      return listDevMail(db, { to, limit });
    }),
  );

  r.get('/dev/mailbox/page', validate({ query: ZListQuery }), async (req, res, next) => {
    try {
      const { to, limit } = valid(req, { query: ZListQuery }).query;
      sendHtml(res, listPage(await listDevMail(db, { to, limit }), to));
    } catch (err) {
      next(err);
    }
  });

  r.get('/dev/mailbox/page/:id', validate({ params: ZMailParams }), async (req, res, next) => {
    try {
      const mail = await getDevMail(db, valid(req, { params: ZMailParams }).params.id);
      if (!mail) throw notFound('No such message');
      sendHtml(res, messagePage(mail));
    } catch (err) {
      next(err);
    }
  });

  r.get(
    '/dev/mailbox/:id',
    validate({ params: ZMailParams }),
    handle(async (req) => {
      const mail = await getDevMail(db, valid(req, { params: ZMailParams }).params.id);
      if (!mail) throw notFound('No such message');
      return mail;
    }),
  );

  // The message's own HTML, framed by the message page: no script, links open in the top window.
  r.get('/dev/mailbox/:id/html', validate({ params: ZMailParams }), async (req, res, next) => {
    try {
      const mail = await getDevMail(db, valid(req, { params: ZMailParams }).params.id);
      if (!mail) throw notFound('No such message');
      const html = mail.html.replace(/<head>/i, '<head><base target="_top">');
      sendHtml(
        res,
        html,
        "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-top-navigation-by-user-activation allow-popups",
      );
    } catch (err) {
      next(err);
    }
  });

  r.get('/dev/mailbox/:id/attachments/:index', validate({ params: ZAttachmentParams }), async (req, res, next) => {
    try {
      const { id, index } = valid(req, { params: ZAttachmentParams }).params;
      const attachment = await getDevMailAttachment(db, id, index);
      if (!attachment) throw notFound('No such attachment');
      res.setHeader('Content-Type', attachment.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${attachment.filename.replace(/["\r\n]/g, '')}"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(attachment.content);
    } catch (err) {
      next(err);
    }
  });
  return r;
}

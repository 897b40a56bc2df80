// Checkout and the attendee's purchases: POST/GET /api/orders/, GET /api/orders/{orderId}/,
// POST /api/orders/{orderId}/complete-order, GET /api/tickets/ and each ticket's QR code and PDF.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { createPaymentFormSchema, ZCreateOrderBody, ZOrderIdParams, ZUuidParam } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { authOf, requireAttendee } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { handle } from '../../platform/http';
import { validate, valid } from '../../platform/validate';
import { CHECKOUT_MESSAGES as M } from './messages';
import { AttendeeOrders, OrderService } from './orders.service';
import { PaymentsService } from './payments.service';
import { AttendeeTickets, renderTicketPdf, ticketCode, ticketCodeKey, ticketQrSvg } from './tickets.service';

const ZIdempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/);

function idempotencyKeyOf(req: Request): string {
  const raw = req.get('idempotency-key');
  if (raw === undefined || raw.trim() === '')
    throw badRequest(M.idempotencyKeyRequired, { idempotencyKey: M.idempotencyKeyRequired });
  const parsed = ZIdempotencyKey.safeParse(raw);
  if (!parsed.success) throw badRequest(M.idempotencyKeyInvalid, { idempotencyKey: M.idempotencyKeyInvalid });
  return parsed.data;
}

export function checkoutRouter({ db, now, config, logger, paymentGateway }: ModuleContext) {
  const r = Router();
  const orderService = new OrderService(db, now, config.paymentStaleAfterMs);
  const paymentsService = new PaymentsService({ db, gateway: paymentGateway, now, logger, config });
  // The same schema as the browser's form; 'Card is expired' judged by the server's clock.
  const ZPaymentBody = createPaymentFormSchema(now);
  const codeKey = ticketCodeKey(config.jwtSecret);

  r.post(
    '/orders',
    requireAttendee,
    validate({ body: ZCreateOrderBody }),
    handle(async (req, res) => {
      const auth = authOf(req);
      const created = await orderService.create(auth, valid(req, { body: ZCreateOrderBody }).body);
      res.status(201);
      return created;
    }),
  );

  r.get(
    '/orders',
    requireAttendee,
    handle((req) => new AttendeeOrders(db, authOf(req).personId, now).list()),
  );

  r.get(
    '/orders/:orderId',
    requireAttendee,
    validate({ params: ZOrderIdParams }),
    handle((req) =>
      new AttendeeOrders(db, authOf(req).personId, now).get(valid(req, { params: ZOrderIdParams }).params.orderId),
    ),
  );

  r.post(
    '/orders/:orderId/complete-order',
    requireAttendee,
    validate({ params: ZOrderIdParams }),
    (req, _res, next) => {
      // The key before the body, so a client bug is named even when the form is also wrong.
      try {
        idempotencyKeyOf(req);
        next();
      } catch (err) {
        next(err);
      }
    },
    validate({ body: ZPaymentBody }),
    handle((req) => {
      const { params, body } = valid(req, { params: ZOrderIdParams, body: ZPaymentBody });
      return paymentsService.complete(authOf(req).personId, params.orderId, idempotencyKeyOf(req), body);
    }),
  );

  r.get(
    '/tickets',
    requireAttendee,
    handle((req) => new AttendeeTickets(db, authOf(req).personId).list()),
  );

  r.get(
    '/tickets/:id/qr.svg',
    requireAttendee,
    validate({ params: ZUuidParam }),
    handle(async (req, res) => {
      const ticket = await new AttendeeTickets(db, authOf(req).personId).document(
        valid(req, { params: ZUuidParam }).params.id,
      );
      res.type('image/svg+xml').send(await ticketQrSvg(ticketCode(codeKey, ticket.id)));
    }),
  );

  r.get(
    '/tickets/:id/ticket.pdf',
    requireAttendee,
    validate({ params: ZUuidParam }),
    handle(async (req, res) => {
      const ticket = await new AttendeeTickets(db, authOf(req).personId).document(
        valid(req, { params: ZUuidParam }).params.id,
      );
      const pdf = await renderTicketPdf(ticket, ticketCode(codeKey, ticket.id));
      res
        .type('application/pdf')
        .setHeader('Content-Disposition', `inline; filename="ticket-${ticket.id.slice(0, 8)}.pdf"`);
      res.send(pdf);
    }),
  );
  return r;
}

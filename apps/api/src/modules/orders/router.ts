// The attendee's orders: POST /api/orders/ (seats held for 15 minutes), GET /api/orders/ and
// GET /api/orders/{orderId}/. Paying is modules/payments.
import {
  COMPANY_MESSAGES,
  SANCTION_MESSAGES,
  ZCreatedOrder,
  ZCreateOrderBody,
  ZOrder,
  ZOrderIdParams,
  ZOrdersPage,
  ZOrdersQuery,
  API_PATHS,
  ORDER_MESSAGES as M,
  WAITING_LIST_MESSAGES,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { clientIp } from '../../platform/http';
import { limitRefusals } from '../../platform/rate-limit';
import { apiModule } from '../../platform/route';
import { assertMayRegister } from '../sanctions';
import { ORDER_LIMITS, OrderLimits } from './limits';
import { AttendeeOrders } from './read-model';
import { OrderService } from './service';
import { orderCompanyColumns } from './company';
import { ViesChecker } from '../../platform/vies';
import { ticketAssignKey } from '../tickets';
import { LegalDocuments } from '../legal';

export function ordersModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Orders', access: 'attendee' });
  const limits = new OrderLimits(db, now, config.checkoutRateLimits);
  // One service per process: it batches the orders of a ticket type that arrive together (placements.ts).
  const orderService = new OrderService(db, now, {
    paymentStaleAfterMs: config.paymentStaleAfterMs,
    maxHeldPerPerson: config.maxHeldTicketsPerPerson,
    links: config,
  });
  const vatChecker = config.vies.check ? new ViesChecker(config.vies) : null;
  // The buyer reads the assign link of each ticket of theirs that is to be named later.
  const assignKey = ticketAssignKey(config.jwtSecret);

  m.post(
    API_PATHS.orders,
    {
      summary: 'Creates an order: one entry per ticket, each with its attendee or to be named later',
      description: `Body: eventId and tickets [ticketTypeId, subEventIds and the attendee: firstName, surname, email, company and jobTitle, or \`nameLater: true\` and none of them for a ticket the buyer names later; a row with both, or with only some of the fields, is refused with 400 in words on its fields]. Once the order is paid, each ticket named later has an assign link on the buyer's order (\`assignPath\`) to send to the colleague who will come. The seats (and extras with a capacity) are held for 15 minutes; the answer is the new order's id, when the hold ends, the total (major units) and its currency. Refused with 409 when the event was cancelled by its organiser or has started, a ticket type is outside its sales dates, currencies are mixed, too few seats are left (the message says how many remain), or the person would hold more than ${config.maxHeldTicketsPerPerson} tickets of the event at once in unpaid orders; with 429 past ${ORDER_LIMITS.perAccount.limit} orders per account or ${ORDER_LIMITS.perAddress.limit} per address in 10 minutes (Retry-After says when to try again). A person whose registrations an administrator blocked gets 403 \`code: REGISTRATIONS_BLOCKED\` with the words (until when, and how to reach support); nothing is held or counted. With \`offerId\` (a waiting-list offer of the buyer) the order takes the seats held for the offer instead of holding new ones: every ticket of the offer's ticket type, at most as many as it holds (seats it does not need go to the next in line); an offer that ran out, was used or is another's is refused with 409. With \`company\` (name, address, countryCode, vatNumber, reference) the order is bought for that company: the VAT number is required for an EU country and must have its country's format (the UK's too); the country must be on the country list; with the VIES check on (VIES_CHECK), a number VIES does not know is refused with 400 on \`company.vatNumber\` and one VIES cannot check now is taken, marked \`unavailable\`.`,
      body: ZCreateOrderBody,
      response: ZCreatedOrder,
      status: 201,
      errors: {
        400: `${COMPANY_MESSAGES.countryUnknown}; ${COMPANY_MESSAGES.vatNumberRejected}`,
        403: `${SANCTION_MESSAGES.registrationsBlocked}; ${SANCTION_MESSAGES.registrationsBlockedUntil({ until: '…' })}`,
        404: NOT_FOUND.event,
        409: `${M.eventCancelled}; ${M.eventStarted}; ${M.onlyTicketsLeft({ remaining: 3, name: 'Standard Pass' })}; ${M.soldOut({ name: 'Standard Pass' })}; ${M.mixedCurrencies}; ${M.holdLimit({ limit: config.maxHeldTicketsPerPerson })}; ${WAITING_LIST_MESSAGES.offerNotOpen}; ${WAITING_LIST_MESSAGES.offerMismatch({ count: 2, name: 'Standard Pass' })}`,
        429: limitRefusals(ORDER_LIMITS),
      },
    },
    async ({ auth, body, req }) => {
      // Before anything is counted or held: a blocked person's refusal writes nothing.
      await assertMayRegister(db, auth.personId, now());
      // The customer terms' box: recorded when ticked; without it, refused while a significant version is not accepted.
      await new LegalDocuments(db, now).assertTermsForCheckout(auth.personId, body.acceptTerms);
      const company = await orderCompanyColumns(db, vatChecker, body.company ?? null);
      await limits.countOrder({ personId: auth.personId, address: clientIp(req) });
      return orderService.create(auth, body, company);
    },
  );

  m.get(
    API_PATHS.orders,
    {
      summary: "The attendee's orders",
      description:
        'One page of orders, newest first by default (`sort`: createdAt, total, eventStart), each with its event, tickets, attendees, extras, total (amounts in major units) and, when paid, the card masked to its last 4 digits. `status` narrows to pending, paid, expired or cancelled; a pending order past its hold reads (and filters as) `expired`. `q` searches the event names.',
      query: ZOrdersQuery,
      response: ZOrdersPage,
    },
    ({ auth, query }) => new AttendeeOrders(db, auth.personId, now, assignKey).list(query),
  );

  m.get(
    API_PATHS.order,
    {
      summary: 'One order of the attendee',
      description: "The order as the payment and confirmation pages read it. Another attendee's order answers 404.",
      params: ZOrderIdParams,
      response: ZOrder,
      errors: { 404: NOT_FOUND.order },
    },
    ({ auth, params }) => new AttendeeOrders(db, auth.personId, now, assignKey).get(params.orderId),
  );
  return m;
}

import { errorsOf, parseOk } from '../spec-helpers';
import {
  isOrderHoldExpired,
  orderHoldExpiresAt,
  orderTicketAttendeeName,
  type TPartnerOrderSummary,
  ZAttendeeDetailsForm,
  ZCreateOrderBody,
  ZCreateOrderResponse,
  ZOrderIdParams,
  ZOrder,
  ZOwnedTicket,
  ZPartnerOrderSummary,
} from './order';

const attendee = {
  ticketTypeId: 100,
  firstName: 'Ann',
  surname: 'Lee',
  email: 'Ann@Example.com',
  company: 'Acme',
  jobTitle: 'CTO',
};

describe('create order', () => {
  it('passes, defaulting sub-events to none and normalising the email', () => {
    expect(parseOk(ZCreateOrderBody, { eventId: 10, tickets: [attendee] })).toEqual({
      eventId: 10,
      tickets: [{ ...attendee, email: 'ann@example.com', nameLater: false, subEventIds: [] }],
    });
  });

  it('takes a ticket to be named later without any attendee field', () => {
    expect(
      parseOk(ZCreateOrderBody, { eventId: 10, tickets: [attendee, { ticketTypeId: 100, nameLater: true }] }),
    ).toEqual({
      eventId: 10,
      tickets: [
        { ...attendee, email: 'ann@example.com', nameLater: false, subEventIds: [] },
        { ticketTypeId: 100, nameLater: true, subEventIds: [] },
      ],
    });
    // The form's empty fields of a row named later are no details.
    expect(
      parseOk(ZCreateOrderBody, {
        eventId: 10,
        tickets: [
          { ticketTypeId: 100, nameLater: true, firstName: ' ', surname: '', email: '', company: '', jobTitle: '' },
        ],
      }).tickets,
    ).toEqual([{ ticketTypeId: 100, nameLater: true, subEventIds: [] }]);
  });

  it('says in words that a ticket is named now or later, not half of each', () => {
    expect(
      errorsOf(ZCreateOrderBody, {
        eventId: 10,
        tickets: [{ ticketTypeId: 100, nameLater: true, email: 'bo@example.com' }],
      }),
    ).toEqual({
      'tickets.0.nameLater':
        'A ticket named later has no attendee details yet: leave its name, email, company and job title empty, or name the attendee now',
    });
    // Half filled and not named later: each missing field says what it needs.
    expect(
      errorsOf(ZCreateOrderBody, {
        eventId: 10,
        tickets: [{ ticketTypeId: 100, firstName: 'Bo', email: 'bo@example.com' }],
      }),
    ).toEqual({
      'tickets.0.surname': 'Surname is required',
      'tickets.0.company': 'Company is required',
      'tickets.0.jobTitle': 'Job title is required',
    });
    expect(errorsOf(ZCreateOrderBody, { eventId: 10, tickets: [{ ticketTypeId: 100, nameLater: 'yes' }] })).toEqual({
      'tickets.0.nameLater': 'Say whether this ticket is named later with true or false',
    });
  });

  it('gives the spec messages per attendee', () => {
    expect(
      errorsOf(ZCreateOrderBody, {
        eventId: 10,
        tickets: [{ ticketTypeId: 100, firstName: '', surname: '', email: 'x', company: '', jobTitle: '' }],
      }),
    ).toEqual({
      'tickets.0.firstName': 'First name is required',
      'tickets.0.surname': 'Surname is required',
      'tickets.0.email': 'Please enter a valid email address',
      'tickets.0.company': 'Company is required',
      'tickets.0.jobTitle': 'Job title is required',
    });
  });

  it("needs at least one ticket ('No tickets selected')", () => {
    expect(errorsOf(ZCreateOrderBody, { eventId: 10, tickets: [] })).toEqual({ tickets: 'No tickets selected' });
  });

  it('the attendee form strips the display fields of each row', () => {
    const form = parseOk(ZAttendeeDetailsForm, {
      tickets: [{ ...attendee, number: 1, name: 'Standard', price: 2500, currencyCode: 'USD', subEventIds: ['3'] }],
      acceptTerms: true,
    });
    expect(form.tickets[0]).toEqual({ ...attendee, email: 'ann@example.com', nameLater: false, subEventIds: [3] });
  });

  it('the attendee form asks for the customer terms box, ticked', () => {
    const tickets = [{ ...attendee, number: 1, name: 'Standard', price: 2500, currencyCode: 'USD' }];
    for (const acceptTerms of [false, undefined])
      expect(errorsOf(ZAttendeeDetailsForm, { tickets, acceptTerms })).toEqual({
        acceptTerms: 'Please confirm that you have read and agree to the customer terms of service',
      });
    expect(parseOk(ZAttendeeDetailsForm, { tickets, acceptTerms: true }).acceptTerms).toBe(true);
  });
});

describe('order params', () => {
  it('order ids are UUIDs', () => {
    expect(parseOk(ZOrderIdParams, { orderId: uuid(7) })).toEqual({ orderId: uuid(7) });
    expect(errorsOf(ZOrderIdParams, { orderId: '7' })).toEqual({ orderId: 'Invalid id' });
    expect(ZCreateOrderResponse.safeParse({ id: uuid(7) }).success).toBe(true);
  });
});

describe('order hold', () => {
  it('lasts 15 minutes', () => {
    expect(orderHoldExpiresAt('2025-01-01T10:00:00.000Z')).toBe('2025-01-01T10:15:00.000Z');
    expect(isOrderHoldExpired('2025-01-01T10:00:00.000Z', new Date('2025-01-01T10:14:59Z'))).toBe(false);
    expect(isOrderHoldExpired('2025-01-01T10:00:00.000Z', new Date('2025-01-01T10:15:00Z'))).toBe(true);
  });
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ticket = (amount: number, code: 'USD' | 'EUR') => ({
  id: uuid(Math.round(amount * 100)),
  ticketType: { id: 3, name: 'Standard', eventName: 'Summit', price: { amount, currency: { code } } },
  discount: 0,
  attendee: {
    person: { firstName: 'Ann', surname: 'Lee', email: 'ann@example.com', companyName: 'Acme', jobTitle: null },
  },
  assignPath: null,
  subEvents: [],
  status: 'valid' as const,
  cancelledAt: null,
});

/** An order of one EUR ticket to the Summit as GET /orders/{id} answers it. */
const orderOf = (status: string, amount: number) => ({
  id: uuid(1),
  createdAt: '2025-01-01T10:00:00.000Z',
  status,
  firstName: 'Ann',
  surname: 'Lee',
  purchasingUserEmail: 'ann@example.com',
  event: {
    id: 10,
    name: 'Summit',
    imageUrl: null,
    startDateTime: '2025-09-01T08:00:00.000Z',
    endDateTime: '2025-09-01T17:00:00.000Z',
    timeZone: 'Europe/London',
    venue: null,
    cancelledAt: null,
    cancellationReason: null,
  },
  eventId: 10,
  tickets: [ticket(amount, 'EUR')],
  paymentDetails: null,
  total: amount,
  currency: 'EUR',
  promoCode: null,
  holdExpiresAt: '2025-01-01T10:15:00.000Z',
  refunds: [],
  changeOffer: null,
  damageClaims: [],
  damageConsentAt: null,
  company: null,
  attendeeChangesUntil: '2025-08-31T08:00:00.000Z',
});

describe('orders as read', () => {
  it('read an order', () => {
    const order = orderOf('paid', 25);
    expect(parseOk(ZOrder, order)).toEqual(order);
  });

  it('reads a ticket to be named later: no attendee, and for its buyer its assign link', () => {
    const order = orderOf('paid', 25);
    const unnamed = { ...ticket(25, 'EUR'), attendee: null, assignPath: '/tickets/assign/abc' };
    expect(parseOk(ZOrder, { ...order, tickets: [unnamed] }).tickets[0]).toEqual(unnamed);
    expect(orderTicketAttendeeName(unnamed)).toBe('Not named yet');
    expect(orderTicketAttendeeName(ticket(25, 'EUR'))).toBe('Ann Lee');
  });

  it('carries amounts in major units: decimals allowed, never negative', () => {
    const order = orderOf('pending', 295.5);
    expect(parseOk(ZOrder, order)).toEqual(order);
    expect(ZOrder.safeParse({ ...order, total: -1 }).success).toBe(false);
  });

  it('read owned tickets', () => {
    expect(
      ZOwnedTicket.safeParse({
        id: uuid(1),
        orderId: uuid(2),
        eventId: 10,
        eventName: 'Summit',
        eventStartDateTime: '2025-09-01T08:00:00.000Z',
        eventTimeZone: 'Europe/London',
        ticketTypeName: 'Standard',
        ticketPrice: 2500,
        ticketCurrency: 'USD',
        attendeeName: 'Ann Lee',
        attendeeFirstName: 'Ann',
        attendeeSurname: 'Lee',
        attendeeJobTitle: null,
        attendeeCompany: 'Acme',
        attendeeEmail: 'ann@example.com',
        qrCodeUrl: `/api/tickets/${uuid(1)}/qr.svg`,
        pdfUrl: `/api/tickets/${uuid(1)}/ticket.pdf`,
        role: 'holder',
        attendeeChangesUntil: '2025-08-31T08:00:00.000Z',
      }).success,
    ).toBe(true);
  });
});

describe('order summaries', () => {
  it('a partner row names the event, the buyer, the tickets and the total in major units', () => {
    const row: TPartnerOrderSummary = {
      id: uuid(1),
      datetime: '2025-01-02T00:00:00Z',
      eventId: 1,
      eventName: 'E1',
      buyerName: 'Buyer 1',
      purchaserEmail: '1@x.io',
      numberOfTickets: 1,
      totalPrice: 295.5,
      currency: 'USD',
    };
    expect(parseOk(ZPartnerOrderSummary, row)).toEqual(row);
    const { buyerName: _name, ...noName } = row;
    expect(ZPartnerOrderSummary.safeParse(noName).success).toBe(false);
  });
});

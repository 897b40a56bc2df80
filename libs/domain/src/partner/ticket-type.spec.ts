import { errorsOf, parseOk } from '../spec-helpers';
import {
  newTicketTypeDraft,
  salesWindowValid,
  ticketTypeFormSchema,
  ticketTypeFormToBody,
  ZTicketTypeBody,
  ZTicketTypeForm,
  ZTicketTypePatchBody,
} from './ticket-type';

const form = {
  name: 'Standard',
  description: '',
  price: '19.99',
  quantity: '500',
  startDateTime: '2025-06-01T00:00',
  endDateTime: '2025-08-31T23:59',
  cancellationPolicyId: '7',
};

describe('ticket type form', () => {
  it('parses typed values', () => {
    expect(parseOk(ZTicketTypeForm, form)).toEqual({
      name: 'Standard',
      description: null,
      price: 19.99,
      quantity: 500,
      startDateTime: '2025-06-01T00:00',
      endDateTime: '2025-08-31T23:59',
      cancellationPolicyId: 7,
    });
  });

  it('gives the spec messages', () => {
    expect(
      errorsOf(ZTicketTypeForm, { ...form, name: '', price: '-1', quantity: '-1', cancellationPolicyId: '' }),
    ).toEqual({
      name: 'Name is required',
      price: 'Price must be non-negative',
      quantity: 'Quantity must be non-negative',
      cancellationPolicyId: 'Cancellation policy is required',
    });
  });

  it('refuses an end before the start, allowing equal', () => {
    expect(errorsOf(ZTicketTypeForm, { ...form, endDateTime: '2025-05-31T23:59' })).toEqual({
      endDateTime: 'End date must be after start date',
    });
    expect(ZTicketTypeForm.safeParse({ ...form, endDateTime: form.startDateTime }).success).toBe(true);
  });

  it('lets the end be empty (sales run until the event)', () => {
    expect(parseOk(ZTicketTypeForm, { ...form, endDateTime: '' }).endDateTime).toBeNull();
  });

  it('refuses fractional quantities', () => {
    expect(errorsOf(ZTicketTypeForm, { ...form, quantity: '1.5' })).toEqual({
      quantity: 'Quantity must be non-negative',
    });
  });
});

describe('new ticket type draft', () => {
  it('is price 0, quantity 0, starting today, and needs a name and a policy', () => {
    const draft = newTicketTypeDraft(new Date(2025, 5, 1, 15, 30));
    expect(draft).toMatchObject({ price: '0', quantity: '0', startDateTime: '2025-06-01T00:00' });
    expect(errorsOf(ZTicketTypeForm, draft)).toEqual({
      name: 'Name is required',
      cancellationPolicyId: 'Cancellation policy is required',
    });
  });
});

describe('ticket type body', () => {
  it('converts the form: price stays in major units, times read in the event zone to UTC', () => {
    const body = ticketTypeFormToBody(parseOk(ZTicketTypeForm, form), 'Europe/London');
    expect(body.price).toBe(19.99);
    expect(body.startDateTime).toBe('2025-05-31T23:00:00.000Z');
    expect(body.onSale).toBe(true);
    expect(parseOk(ZTicketTypeBody, body)).toEqual(body);
  });

  it('refuses negative prices and local times', () => {
    const body = ticketTypeFormToBody(parseOk(ZTicketTypeForm, form), 'UTC');
    expect(errorsOf(ZTicketTypeBody, { ...body, price: -1 })).toEqual({ price: 'Price must be non-negative' });
    expect(errorsOf(ZTicketTypeBody, { ...body, price: '19.99' })).toEqual({ price: 'Price must be non-negative' });
    expect(errorsOf(ZTicketTypeBody, { ...body, startDateTime: '2025-06-01T00:00' })).toEqual({
      startDateTime: 'Invalid date/time format',
    });
  });

  it('a patch may carry any field; the sales window is checked on the stored values', () => {
    expect(parseOk(ZTicketTypePatchBody, { quantity: 10 })).toEqual({ quantity: 10 });
    expect(salesWindowValid('2025-06-02T00:00:00Z', '2025-06-01T00:00:00Z')).toBe(false);
    expect(salesWindowValid('2025-06-01T00:00:00Z', null)).toBe(true);
  });
});

describe('ticket type form in the event currency', () => {
  it("refuses a price finer than the currency's minor unit, at the price, in words", () => {
    expect(errorsOf(ticketTypeFormSchema('USD'), { ...form, price: '10.005' })).toEqual({
      price: 'Enter an amount in whole cents (USD has at most 2 decimals)',
    });
    expect(errorsOf(ticketTypeFormSchema('JPY'), { ...form, price: '1500.5' })).toEqual({
      price: 'Enter an amount in whole yen (JPY has no decimals)',
    });
    expect(parseOk(ticketTypeFormSchema('JPY'), { ...form, price: '1500' }).price).toBe(1500);
    expect(parseOk(ticketTypeFormSchema('USD'), form).price).toBe(19.99);
  });

  it('shows the price rule together with the other fields', () => {
    expect(errorsOf(ticketTypeFormSchema('USD'), { ...form, name: '', price: '0.004' })).toEqual({
      name: 'Name is required',
      price: 'Enter an amount in whole cents (USD has at most 2 decimals)',
    });
  });
});

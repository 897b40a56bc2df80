import { errorsOf, parseOk } from '../spec-helpers';
import { subEventFormSchema, subEventFormToBody, ZSubEventBody, ZSubEventForm } from './sub-event';

const form = {
  name: 'Gala dinner',
  description: '',
  subEventTypeId: '4',
  startDateTime: '2025-09-01T19:00',
  price: '0',
};

describe('extra event', () => {
  it("needs name, type and start ('Please fill in all required fields')", () => {
    expect(errorsOf(ZSubEventForm, { ...form, name: '', subEventTypeId: '', startDateTime: '' })).toEqual({
      name: 'Please fill in all required fields',
      subEventTypeId: 'Please fill in all required fields',
      startDateTime: 'Please fill in all required fields',
    });
  });

  it('refuses a negative price and a malformed start', () => {
    expect(errorsOf(ZSubEventForm, { ...form, price: '-0.01', startDateTime: 'tomorrow' })).toEqual({
      price: 'Price must be non-negative',
      startDateTime: 'Invalid date/time format',
    });
  });

  it('converts to the body in the event currency', () => {
    const body = subEventFormToBody(parseOk(ZSubEventForm, { ...form, price: '45.5' }), 'EUR', 'Europe/Berlin');
    expect(body).toMatchObject({ price: 45.5, currencyCode: 'EUR', subEventTypeId: 4, description: null });
    expect(parseOk(ZSubEventBody, body)).toEqual(body);
  });
});

describe('extra event form in the event currency', () => {
  it("refuses a price finer than the currency's minor unit, at the price, in words", () => {
    expect(errorsOf(subEventFormSchema('EUR'), { ...form, price: '12.345' })).toEqual({
      price: 'Enter an amount in whole cents (EUR has at most 2 decimals)',
    });
    expect(errorsOf(subEventFormSchema('JPY'), { ...form, price: '2000.5' })).toEqual({
      price: 'Enter an amount in whole yen (JPY has no decimals)',
    });
    expect(parseOk(subEventFormSchema('EUR'), { ...form, price: '12.34' }).price).toBe(12.34);
  });
});

import { errorsOf, parseOk } from '../spec-helpers';
import { subEventFormToBody, ZSubEventBody, ZSubEventForm } from './sub-event';

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

import { errorsOf, parseOk } from '../spec-helpers';
import { agendaItemFormToBody, ZAgendaItemBody, ZAgendaItemForm } from './agenda-item';

describe('agenda item', () => {
  it("needs a name ('Name is required')", () => {
    expect(errorsOf(ZAgendaItemForm, { name: ' ' })).toEqual({ name: 'Name is required' });
  });

  it('converts to the body', () => {
    const form = parseOk(ZAgendaItemForm, { name: 'Keynote', description: '', startDateTime: '2025-09-01T09:00' });
    const body = agendaItemFormToBody(form, '2025-09-01T08:00:00.000Z', 'Europe/London');
    expect(body).toEqual({ name: 'Keynote', description: null, startDateTime: '2025-09-01T08:00:00.000Z' });
    expect(parseOk(ZAgendaItemBody, body)).toEqual(body);
  });

  it('a blank start takes the event start, because every stored item has one', () => {
    expect(
      agendaItemFormToBody(parseOk(ZAgendaItemForm, { name: 'Lunch' }), '2025-09-01T08:00:00.000Z', 'UTC')
        .startDateTime,
    ).toBe('2025-09-01T08:00:00.000Z');
    expect(errorsOf(ZAgendaItemBody, { name: 'Lunch' })).toEqual({ startDateTime: 'Invalid date/time format' });
  });
});

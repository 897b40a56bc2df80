import { sampleManagedDetail as samplePartnerEvent } from '../testing';
import { errorsOf, parseOk } from '../spec-helpers';
import {
  eventFormToCreateBody,
  eventFormToUpdateBody,
  partnerEventToFormInput,
  type TEventFormInput,
  ZEventCreateBody,
  ZEventForm,
  ZEventUpdateBody,
  ZWebsiteUrl,
} from './event-payload';

const form: TEventFormInput = {
  name: 'FinTech Summit',
  eventTypeId: '2',
  otherEventType: '',
  tagline: 'Money, meet machines',
  description: 'Two days of talks.',
  websiteUrl: 'fintech.example',
  attendanceType: '3',
  venueId: '5',
  attendeeClasses: ['1'],
  otherAttendeeClass: '',
  attendeeCountries: [],
  attendeeJobTitles: [],
  attendeeDesignations: [],
  exhibitorTypes: [],
  exhibitorCountries: [],
  numExhibitorsId: '',
  audiences: [],
  numAttendeesId: '3',
  eventSizeId: '',
  sectors: ['1'],
  sectorSubtypes: [],
  otherInformation: 'Bring ID.',
  previousNumAttendees: '1500',
  previousNumExhibitors: '',
  eventSizeMetric: 'sqm',
  startDateTime: '2025-09-01T09:00',
  endDateTime: '2025-09-02T17:00',
  agendaItems: [{ name: 'Keynote', description: '', startDateTime: '2025-09-01T09:30' }],
  ticketTypes: [
    {
      name: 'Standard',
      description: '',
      price: '199.50',
      quantity: '500',
      startDateTime: '2025-06-01T00:00',
      endDateTime: '',
      cancellationPolicyId: '7',
    },
  ],
  subEvents: [{ name: 'Gala', description: '', subEventTypeId: '4', startDateTime: '2025-09-01T19:00', price: '0' }],
  currencyCode: 'GBP',
};

describe('event form', () => {
  it('parses a complete form', () => {
    const parsed = parseOk(ZEventForm, form);
    expect(parsed).toMatchObject({
      eventTypeId: 2,
      attendanceType: 3,
      venueId: 5,
      numExhibitorsId: null,
      numAttendeesId: 3,
      otherEventType: null,
      websiteUrl: 'https://fintech.example',
      previousNumAttendees: 1500,
      previousNumExhibitors: null,
      attendeeClasses: [1],
    });
  });

  it('requires the seven spec fields', () => {
    expect(
      errorsOf(ZEventForm, {
        ...form,
        name: '',
        eventTypeId: '',
        tagline: '',
        description: '',
        websiteUrl: '',
        attendanceType: '',
        otherInformation: '',
      }),
    ).toEqual({
      name: 'Event name is required',
      eventTypeId: 'Event type is required',
      tagline: 'Tagline is required',
      description: 'Description is required',
      websiteUrl: 'Website is required',
      attendanceType: 'Attendance type is required',
      otherInformation: 'Other information is required',
    });
  });

  it('limits tagline to 95, description to 200 and the "other" texts to 80 characters', () => {
    expect(ZEventForm.safeParse({ ...form, tagline: 'x'.repeat(95), description: 'x'.repeat(200) }).success).toBe(true);
    expect(
      errorsOf(ZEventForm, {
        ...form,
        tagline: 'x'.repeat(96),
        description: 'x'.repeat(201),
        otherEventType: 'x'.repeat(81),
        otherAttendeeClass: 'x'.repeat(81),
      }),
    ).toEqual({
      tagline: 'Must be at most 95 characters',
      description: 'Must be at most 200 characters',
      otherEventType: 'Must be at most 80 characters',
      otherAttendeeClass: 'Must be at most 80 characters',
    });
    expect(ZEventForm.safeParse({ ...form, otherEventType: 'x'.repeat(80) }).success).toBe(true);
  });

  it('checks the date range with the spec messages', () => {
    expect(errorsOf(ZEventForm, { ...form, endDateTime: '2025-08-31T17:00' })).toEqual({
      endDateTime: 'End date/time cannot be before start date/time',
    });
    expect(errorsOf(ZEventForm, { ...form, startDateTime: '01/09/2025 09:00' })).toEqual({
      startDateTime: 'Invalid date/time format',
    });
    expect(ZEventForm.safeParse({ ...form, endDateTime: form.startDateTime }).success).toBe(true);
  });

  it('reports the date rule together with other errors', () => {
    expect(errorsOf(ZEventForm, { ...form, name: '', endDateTime: '2025-08-31T17:00' })).toEqual({
      name: 'Event name is required',
      endDateTime: 'End date/time cannot be before start date/time',
    });
  });

  it('refuses an unknown attendance type and a malformed website', () => {
    expect(errorsOf(ZEventForm, { ...form, attendanceType: '4', websiteUrl: 'not a site' })).toEqual({
      attendanceType: 'Attendance type is required',
      websiteUrl: 'Please enter a valid website address',
    });
  });

  it('reports nested rows by path', () => {
    const bad = { ...form, ticketTypes: [{ ...form.ticketTypes![0]!, name: '' }], agendaItems: [{ name: '' }] };
    expect(errorsOf(ZEventForm, bad)).toEqual({
      'ticketTypes.0.name': 'Name is required',
      'agendaItems.0.name': 'Name is required',
    });
  });
});

describe('ZWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['http://example.com/path?q=1', 'http://example.com/path?q=1'],
    ['https://sub.example.co.uk', 'https://sub.example.co.uk'],
  ])('accepts %p as %p', (input, output) => {
    expect(parseOk(ZWebsiteUrl, input)).toBe(output);
  });

  it.each(['example', 'http://', 'exa mple.com', 'ftp://example.com'])('refuses %p', (input) => {
    expect(ZWebsiteUrl.safeParse(input).success).toBe(false);
  });
});

describe('bodies', () => {
  it('create: local times in the event zone to UTC, major-unit prices, ticket types and sub-events in the event currency', () => {
    const body = eventFormToCreateBody(parseOk(ZEventForm, form), 'Europe/London');
    expect(body.startDateTime).toBe('2025-09-01T08:00:00.000Z');
    expect(body.currencyCode).toBe('GBP');
    expect(body.ticketTypes[0]).toMatchObject({
      price: 199.5,
      quantity: 500,
      cancellationPolicyId: 7,
      endDateTime: null,
    });
    expect(body.subEvents[0]).toMatchObject({ price: 0, currencyCode: 'GBP', subEventTypeId: 4 });
    expect(body.agendaItems[0]?.startDateTime).toBe('2025-09-01T08:30:00.000Z');
    expect(parseOk(ZEventCreateBody, body)).toEqual(body);
  });

  it('update: no ticket types, sub-events or currency', () => {
    const body = eventFormToUpdateBody(parseOk(ZEventForm, form), 'UTC');
    expect(body).not.toHaveProperty('ticketTypes');
    expect(body).not.toHaveProperty('subEvents');
    expect(body).not.toHaveProperty('currencyCode');
    expect(parseOk(ZEventUpdateBody, body)).toEqual(body);
  });

  it('the create body defaults the currency to USD', () => {
    const { currencyCode: _currency, ...rest } = eventFormToCreateBody(parseOk(ZEventForm, form), 'UTC');
    expect(parseOk(ZEventCreateBody, rest).currencyCode).toBe('USD');
  });

  it('the body applies the same rules as the form', () => {
    const body = eventFormToUpdateBody(parseOk(ZEventForm, form), 'UTC');
    expect(
      errorsOf(ZEventUpdateBody, { ...body, tagline: 'x'.repeat(96), endDateTime: '2025-08-01T00:00:00.000Z' }),
    ).toEqual({
      tagline: 'Must be at most 95 characters',
      endDateTime: 'End date/time cannot be before start date/time',
    });
    expect(errorsOf(ZEventUpdateBody, { ...body, startDateTime: '2025-09-01T09:00' })).toEqual({
      startDateTime: 'Invalid date/time format',
    });
  });

  it('only event currencies from the ticket-type list are allowed', () => {
    expect(errorsOf(ZEventForm, { ...form, currencyCode: 'NOK' })).toEqual({
      currencyCode: 'Please select a valid currency',
    });
  });
});

describe('partnerEventToFormInput', () => {
  it('prefills the edit form so it passes and round-trips prices', () => {
    const input = partnerEventToFormInput({
      ...samplePartnerEvent,
      ticketTypes: samplePartnerEvent.ticketTypes.slice(0, 1),
    });
    expect(input).toMatchObject({ eventTypeId: '2', attendanceType: '3', venueId: '5', sectorSubtypes: [11] });
    const parsed = parseOk(ZEventForm, input);
    expect(eventFormToCreateBody(parsed, samplePartnerEvent.timeZone).ticketTypes[0]?.price).toBe(199.5);
    expect(eventFormToUpdateBody(parsed, samplePartnerEvent.timeZone).startDateTime).toBe(
      samplePartnerEvent.startDateTime,
    );
    expect(eventFormToUpdateBody(parsed, samplePartnerEvent.timeZone).agendaItems[0]?.startDateTime).toBe(
      samplePartnerEvent.agendaItems[0]?.startDateTime,
    );
  });

  it('leaves gaps in stored data for the partner to fill', () => {
    expect(errorsOf(ZEventForm, partnerEventToFormInput(samplePartnerEvent))).toEqual({
      'ticketTypes.1.startDateTime': 'Invalid date/time format',
      'ticketTypes.1.cancellationPolicyId': 'Cancellation policy is required',
    });
  });
});

describe('prices in the event currency', () => {
  const pence = 'Enter an amount in whole pence (GBP has at most 2 decimals)';
  const yen = 'Enter an amount in whole yen (JPY has no decimals)';

  it("the form refuses a ticket type's or an extra's price finer than the currency allows, at the row", () => {
    const rows = {
      ticketTypes: [{ ...form.ticketTypes![0]!, price: '10.005' }],
      subEvents: [{ ...form.subEvents![0]!, price: '0.004' }],
    };
    expect(errorsOf(ZEventForm, { ...form, ...rows })).toEqual({
      'ticketTypes.0.price': pence,
      'subEvents.0.price': pence,
    });
    const inYen = { ...form, currencyCode: 'JPY', ticketTypes: [{ ...form.ticketTypes![0]!, price: '1500.5' }] };
    expect(errorsOf(ZEventForm, inYen)).toEqual({ 'ticketTypes.0.price': yen });
    expect(errorsOf(ZEventForm, { ...inYen, name: '' })).toEqual({
      name: 'Event name is required',
      'ticketTypes.0.price': yen,
    });
  });

  it("the create body refuses them too; an extra's own currency is its own", () => {
    const body = eventFormToCreateBody(parseOk(ZEventForm, form), 'UTC');
    const ticketType = body.ticketTypes[0]!;
    const extra = body.subEvents[0]!;
    expect(
      errorsOf(ZEventCreateBody, { ...body, currencyCode: 'JPY', ticketTypes: [{ ...ticketType, price: 1500.5 }] }),
    ).toEqual({
      'ticketTypes.0.price': yen,
    });
    expect(
      errorsOf(ZEventCreateBody, { ...body, subEvents: [{ ...extra, price: 45.5, currencyCode: 'JPY' }] }),
    ).toEqual({
      'subEvents.0.price': yen,
    });
    expect(
      parseOk(ZEventCreateBody, { ...body, currencyCode: 'JPY', ticketTypes: [{ ...ticketType, price: 1500 }] }),
    ).toMatchObject({ ticketTypes: [{ price: 1500 }] });
  });
});

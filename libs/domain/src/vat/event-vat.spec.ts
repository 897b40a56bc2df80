import { inLanguage } from '../testing-language';
import { VAT_MESSAGES as M } from '../messages/vat';
import { ZEventContentBody, ZEventUpdateBody } from '../partner/event-payload';
import { eventVatColumns, eventVatOfColumns, eventVatWords, ZEventVatBody, zEventVat } from './event-vat';

const messages = (value: unknown) => {
  const result = ZEventVatBody.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe("an event's VAT setting", () => {
  it('takes a rate above 0 and at most 30 with at most 2 decimals, typed or sent as a number', () => {
    expect(ZEventVatBody.parse({ mode: 'included', rate: '20' })).toEqual({ mode: 'included', rate: 20 });
    expect(ZEventVatBody.parse({ mode: 'included', rate: ' 5.5 ' })).toEqual({ mode: 'included', rate: 5.5 });
    expect(ZEventVatBody.parse({ mode: 'included', rate: 7.25 })).toEqual({ mode: 'included', rate: 7.25 });
    expect(ZEventVatBody.parse({ mode: 'included', rate: 30 })).toEqual({ mode: 'included', rate: 30 });
    for (const rate of [0, -1, 30.01, 7.125, 'abc'])
      expect(messages({ mode: 'included', rate })).toEqual([`rate: ${M.rateInvalid}`]);
    expect(messages({ mode: 'included', rate: '' })).toEqual([`rate: ${M.rateRequired}`]);
  });

  it('takes one of the reasons VAT does not apply, and nothing else', () => {
    expect(ZEventVatBody.parse({ mode: 'none', reason: 'reverse_charge' })).toEqual({
      mode: 'none',
      reason: 'reverse_charge',
    });
    expect(messages({ mode: 'none', reason: 'tax haven' })).toEqual([`reason: ${M.reasonInvalid}`]);
    expect(messages({ mode: 'maybe' })).toEqual([`mode: ${M.modeInvalid}`]);
  });

  it('is "does not apply: not stated" when a body leaves it out', () => {
    expect(zEventVat().parse(undefined)).toEqual({ mode: 'none', reason: 'not_stated' });
    expect(ZEventContentBody.shape.vat.parse(undefined)).toEqual({ mode: 'none', reason: 'not_stated' });
    // An edit that leaves it out keeps the event's own (the API fills it in).
    expect(ZEventUpdateBody.shape.vat.parse(undefined)).toBeUndefined();
  });

  it('goes to its columns and back, exactly one of them set', () => {
    expect(eventVatColumns({ mode: 'included', rate: 19 })).toEqual({ vatRate: 19, vatExemptReason: null });
    expect(eventVatColumns({ mode: 'none', reason: 'exempt' })).toEqual({ vatRate: null, vatExemptReason: 'exempt' });
    expect(eventVatColumns(null)).toEqual({ vatRate: null, vatExemptReason: 'not_stated' });
    // PostgreSQL's numeric may arrive as text.
    expect(eventVatOfColumns({ vatRate: '19.00', vatExemptReason: null })).toEqual({ mode: 'included', rate: 19 });
    expect(eventVatOfColumns({ vatRate: null, vatExemptReason: null })).toEqual({ mode: 'none', reason: 'not_stated' });
  });

  it('is said in words, in English and in German', () => {
    expect(eventVatWords({ mode: 'included', rate: 20 })).toBe('Prices include VAT at 20%');
    expect(eventVatWords({ mode: 'none', reason: 'outside_scope' })).toBe(
      'VAT does not apply: Outside the scope of VAT',
    );
  });
});

describe("an event's VAT setting in German", () => {
  inLanguage('de');

  it('is said in German, the rate written the German way', () => {
    expect(eventVatWords({ mode: 'included', rate: 5.5 })).toMatch(/^Die Preise enthalten 5,5\s%/);
    expect(eventVatWords({ mode: 'none', reason: 'reverse_charge' })).toMatch(/Steuerschuldnerschaft/);
    expect(messages({ mode: 'included', rate: 31 })[0]).toMatch(/^rate: Der Mehrwertsteuersatz/);
  });
});

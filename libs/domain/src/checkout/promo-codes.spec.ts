import { errorsOf, parseOk } from '../spec-helpers';
import {
  promoAppliesTo,
  promoCodeFormSchema,
  promoCodeFormToBody,
  promoDiscountMinor,
  ZPromoCodeBody,
  ZPromoCodeCheckQuery,
  ZPromoCodeForm,
  ZPromoCodeText,
} from './promo-codes';
import { PROMO_MESSAGES as M } from '../messages';

describe('promo codes', () => {
  it('are read in any case and kept upper case', () => {
    expect(parseOk(ZPromoCodeText, ' earlyBird ')).toBe('EARLYBIRD');
    expect(errorsOf(ZPromoCodeText, 'a')).toEqual({ _: M.codeFormat });
    expect(errorsOf(ZPromoCodeText, '')).toEqual({ _: M.codeRequired });
  });

  it('take a percentage 1-100 or a fixed amount above zero, and an end after the start', () => {
    expect(parseOk(ZPromoCodeBody, { code: 'ten', kind: 'percentage', value: 10 })).toEqual({
      code: 'TEN',
      kind: 'percentage',
      value: 10,
      ticketTypeIds: [],
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      active: true,
    });
    expect(errorsOf(ZPromoCodeBody, { code: 'TEN', kind: 'percentage', value: 0 })).toEqual({ value: M.percentRange });
    expect(errorsOf(ZPromoCodeBody, { code: 'TEN', kind: 'fixed', value: -1 })).toEqual({ value: M.amountRange });
    expect(
      errorsOf(ZPromoCodeBody, {
        code: 'TEN',
        kind: 'fixed',
        value: 5,
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      }),
    ).toEqual({ endsAt: M.endBeforeStart });
  });

  it('take off a rounded percentage, or a fixed amount never above the price', () => {
    expect(promoDiscountMinor('percentage', { percent: 15 }, 19_950)).toBe(2_993);
    expect(promoDiscountMinor('fixed', { amountMinor: 5_000 }, 1_999)).toBe(1_999);
    expect(promoDiscountMinor('fixed', { amountMinor: 5_000 }, 0)).toBe(0);
    expect(promoAppliesTo([], 4)).toBe(true);
    expect(promoAppliesTo([3], 4)).toBe(false);
  });

  it("read the checkout's ticket types and the portal's form", () => {
    expect(parseOk(ZPromoCodeCheckQuery, { ticketTypeIds: '3,4,3' })).toEqual({ ticketTypeIds: [3, 4] });
    expect(errorsOf(ZPromoCodeCheckQuery, { ticketTypeIds: 'x' })).toEqual({ ticketTypeIds: M.ticketTypesInvalid });
    const form = parseOk(ZPromoCodeForm, {
      code: 'vip',
      kind: 'fixed',
      value: '25.50',
      ticketTypeIds: ['7'],
      startsAt: '2030-06-01T09:00',
      endsAt: '',
      usageLimit: '',
    });
    expect(promoCodeFormToBody(form, 'Europe/London')).toEqual({
      code: 'VIP',
      kind: 'fixed',
      value: 25.5,
      ticketTypeIds: [7],
      startsAt: '2030-06-01T08:00:00.000Z',
      endsAt: null,
      usageLimit: null,
      active: true,
    });
    expect(errorsOf(ZPromoCodeForm, { code: 'VIP', kind: 'fixed', value: '5', usageLimit: '0' })).toEqual({
      usageLimit: M.usageLimitInvalid,
    });
  });
});

describe('the promo code form in the event currency', () => {
  const typed = {
    code: 'vip',
    kind: 'fixed',
    value: '25.50',
    ticketTypeIds: [],
    startsAt: '',
    endsAt: '',
    usageLimit: '',
  };

  it("refuses a fixed amount finer than the currency's minor unit, 0.004 included, in words", () => {
    const cents = 'Enter an amount in whole cents (USD has at most 2 decimals)';
    expect(errorsOf(promoCodeFormSchema('USD'), { ...typed, value: '0.004' })).toEqual({ value: cents });
    expect(errorsOf(promoCodeFormSchema('USD'), { ...typed, value: '10.005' })).toEqual({ value: cents });
    expect(errorsOf(promoCodeFormSchema('JPY'), { ...typed, value: '1500.5' })).toEqual({
      value: 'Enter an amount in whole yen (JPY has no decimals)',
    });
    expect(parseOk(promoCodeFormSchema('USD'), typed).value).toBe(25.5);
    expect(parseOk(promoCodeFormSchema('JPY'), { ...typed, value: '1500' }).value).toBe(1500);
  });

  it('leaves a percentage to its own rule', () => {
    expect(errorsOf(promoCodeFormSchema('JPY'), { ...typed, kind: 'percentage', value: '12.5' })).toEqual({
      value: M.percentRange,
    });
  });
});

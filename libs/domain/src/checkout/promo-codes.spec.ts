import { errorsOf, parseOk } from '../spec-helpers';
import {
  PROMO_MESSAGES as M,
  promoAppliesTo,
  promoCodeFormToBody,
  promoDiscountMinor,
  ZPromoCodeBody,
  ZPromoCodeCheckQuery,
  ZPromoCodeForm,
  ZPromoCodeText,
} from './promo-codes';

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

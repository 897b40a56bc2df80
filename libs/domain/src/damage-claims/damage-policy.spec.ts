import { z } from 'zod';
import {
  damageConsentLabel,
  damagePolicyColumns,
  damagePolicyOfColumns,
  damagePolicyWords,
  ZDamagePolicyBody,
} from './damage-policy';
import { ZEventCreateBody } from '../partner/event-payload';
import { errorsOf, parseOk } from '../spec-helpers';
import { DAMAGE_POLICY_MESSAGES as M } from '../messages';
import { DAMAGE_POLICY_TEXT_MAX } from '../constants';

describe('damage policy', () => {
  it('takes a maximum above 0 in major units and a text of at most 500 characters', () => {
    expect(parseOk(ZDamagePolicyBody, { maxAmount: '500', text: ' Pay for what you break. ' })).toEqual({
      maxAmount: 500,
      text: 'Pay for what you break.',
    });
    expect(errorsOf(ZDamagePolicyBody, { maxAmount: '', text: '' })).toEqual({
      maxAmount: M.maxRequired,
      text: M.textRequired,
    });
    expect(errorsOf(ZDamagePolicyBody, { maxAmount: 0, text: 'x'.repeat(DAMAGE_POLICY_TEXT_MAX + 1) })).toEqual({
      maxAmount: M.maxInvalid,
      text: M.textLong,
    });
  });

  it('is checked against the event currency: its decimals and the ceiling per order', () => {
    const issues = (damagePolicy: unknown, currencyCode: string) =>
      (ZEventCreateBody.safeParse({ currencyCode, damagePolicy }).error as z.ZodError).issues
        .filter((i) => i.path.join('.') === 'damagePolicy.maxAmount')
        .map((i) => i.message);
    expect(issues({ maxAmount: 5000.01, text: 'Damage' }, 'USD')).toEqual([M.maxTooHigh({ ceiling: '$5,000.00' })]);
    expect(issues({ maxAmount: 5000, text: 'Damage' }, 'USD')).toEqual([]);
    expect(issues({ maxAmount: 10.5, text: 'Damage' }, 'JPY')).toEqual([
      "The maximum per order can have at most the currency's decimals",
    ]);
  });

  it('is kept in minor units and read back in major units', () => {
    expect(damagePolicyColumns({ maxAmount: 99.5, text: 'T' }, 'EUR')).toEqual({
      damageMaxMinor: 9950,
      damagePolicyText: 'T',
    });
    expect(damagePolicyColumns(null, 'EUR')).toEqual({ damageMaxMinor: null, damagePolicyText: null });
    expect(damagePolicyOfColumns({ damageMaxMinor: 9950, damagePolicyText: 'T' }, 'EUR')).toEqual({
      maxAmount: 99.5,
      text: 'T',
    });
    expect(damagePolicyOfColumns({ damageMaxMinor: null, damagePolicyText: null }, 'EUR')).toBeNull();
  });

  it('says the maximum in the words buyers read, and in the consent label', () => {
    const policy = { maxAmount: 500, currency: 'EUR' as const, text: 'Stands are inspected after the show.' };
    expect(damagePolicyWords(policy)).toBe(
      'Damage policy: up to €500.00 per order. Stands are inspected after the show.',
    );
    expect(damageConsentLabel(policy)).toContain('up to €500.00');
  });
});

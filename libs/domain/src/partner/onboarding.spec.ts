import { buildOnboarding, ONBOARDING_STEP_KEYS, type TOnboardingFacts } from './onboarding';

const none = Object.fromEntries(ONBOARDING_STEP_KEYS.map((key) => [key, null])) as TOnboardingFacts;

describe('onboarding checklist', () => {
  it('lists the seven steps in order, none done for a new application', () => {
    const checklist = buildOnboarding(none);
    expect(checklist.steps.map((s) => s.label)).toEqual([
      'Application approved',
      'Email confirmed',
      'Company address verified',
      'Partner contract signed',
      'Customer terms accepted',
      'Bank account added',
      'First event created',
    ]);
    expect(checklist).toMatchObject({ done: 0, total: 7, complete: false });
  });

  it('marks what the data says is done, with when', () => {
    const checklist = buildOnboarding({
      ...none,
      'email-confirmed': new Date('2025-05-01T10:00:00Z'),
      'contract-signed': '2025-05-02T10:00:00.000Z',
    });
    expect(checklist.steps.filter((s) => s.done).map((s) => [s.key, s.doneAt])).toEqual([
      ['email-confirmed', '2025-05-01T10:00:00.000Z'],
      ['contract-signed', '2025-05-02T10:00:00.000Z'],
    ]);
    expect(checklist).toMatchObject({ done: 2, complete: false });
  });

  it('is complete when every step is done', () => {
    const all = Object.fromEntries(ONBOARDING_STEP_KEYS.map((key) => [key, new Date(0)])) as TOnboardingFacts;
    expect(buildOnboarding(all)).toMatchObject({ done: 7, total: 7, complete: true });
  });
});

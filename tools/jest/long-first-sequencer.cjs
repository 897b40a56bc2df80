// Jest's order for the API's tests: the files known to take longest first, then Jest's own order (the
// longest of its last run first, else the largest). Started last, a long file keeps one worker busy
// while the other has nothing left to do; on a fresh clone, as in CI, Jest has no durations of its own.
// A file missing from the list only runs in Jest's order: the list speaks of speed, never of what runs.
const Sequencer = require('@jest/test-sequencer').default;

/** Path endings, longest first (measured on two workers against PostgreSQL). */
const LONG = [
  'search/search-equivalence.spec.ts',
  'reference/fuzz.spec.ts',
  'search/search.spec.ts',
  'seed/demo-venues.spec.ts',
  'seed/demo-partners.spec.ts',
  'accounts/limits.spec.ts',
  'damage-claims/damage-claims.spec.ts',
  'refunds/races.spec.ts',
  'payments/payments.spec.ts',
  'orders/concurrency.spec.ts',
  'server.spec.ts',
  'payouts/payouts.spec.ts',
  'seed/demo-people.spec.ts',
  'db/migrations.spec.ts',
];

const rank = (test) => {
  const at = LONG.findIndex((ending) => test.path.endsWith(`/${ending}`));
  return at === -1 ? LONG.length : at;
};

class LongFirstSequencer extends Sequencer {
  async sort(tests) {
    const own = await super.sort(tests);
    // Array.prototype.sort is stable: the files not listed keep Jest's order after the listed ones.
    return [...own].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongFirstSequencer;

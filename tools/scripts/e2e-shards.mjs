// How npm test splits the journeys between its Playwright servers: each file whole (a file's journeys
// share its server's demo data as they go), the longest first, each to the server with the least time so
// far, so the servers end together. Playwright's own --shard splits by the number of tests in file order,
// which left one server 2.5 minutes longer than the other.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Seconds each journey file took in CI with two servers side by side: the sum of its journeys' times (each
 * one's first attempt) in two fresh clones' runs, their mean. With more servers every file takes longer in
 * about the same proportion, which is what the split reads. A file missing here counts as
 * DEFAULT_SECONDS. The figures speak of speed only, never of what runs: every file runs.
 */
const SECONDS = {
  'layout.spec.ts': 110.5,
  'admin.spec.ts': 51.2,
  'visual.spec.ts': 50.9,
  'marketplace.spec.ts': 49.0,
  'menus.spec.ts': 37.0,
  'partner-events.spec.ts': 36.4,
  'partner-onboarding.spec.ts': 32.5,
  'accounts.spec.ts': 26.2,
  'checkout.spec.ts': 25.0,
  'foundation.spec.ts': 18.2,
  'company-buying.spec.ts': 18.1,
  'damage-claims.spec.ts': 16.8,
  'bank-transfer.spec.ts': 16.6,
  'reviews.spec.ts': 16.2,
  'venues.spec.ts': 16.0,
  'transfer-refunds.spec.ts': 14.8,
  'waiting-lists.spec.ts': 13.1,
  'invoices.spec.ts': 12.6,
  'people.spec.ts': 12.5,
  'group-orders.spec.ts': 12.2,
  'languages.spec.ts': 12.1,
  'widget.spec.ts': 9.2,
  'company-checkout.spec.ts': 8.4,
  'subdomains.spec.ts': 7.8,
  'promo-code.spec.ts': 7.6,
  'sponsorship.spec.ts': 7.5,
  'refunds.spec.ts': 7.2,
  'favourites.spec.ts': 6.8,
  'finances.spec.ts': 6.6,
  'personal-data.spec.ts': 6.2,
  'check-in.spec.ts': 5.6,
  'newsletter.spec.ts': 5.5,
  'webhooks.spec.ts': 4.9,
  'unsubscribe.spec.ts': 3.8,
  'api-keys.spec.ts': 3.5,
};
const DEFAULT_SECONDS = 10;

/**
 * The journey files of `testsDir` in `count` groups of about equal time, as paths relative to `root`
 * (what `playwright test` takes as filters). The screenshots (visual.spec.ts) go to the first group:
 * its project runs first there, on the demo data as the server made it.
 */
export function splitJourneys(root, testsDir, count) {
  const files = readdirSync(path.join(root, testsDir))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  const secondsOf = (name) => SECONDS[name] ?? DEFAULT_SECONDS;
  const groups = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const add = (group, name) => {
    group.files.push(path.join(testsDir, name));
    group.seconds += secondsOf(name);
  };
  if (files.includes('visual.spec.ts')) add(groups[0], 'visual.spec.ts');
  const rest = files.filter((name) => name !== 'visual.spec.ts').sort((a, b) => secondsOf(b) - secondsOf(a));
  for (const name of rest)
    add(
      groups.reduce((least, group) => (group.seconds < least.seconds ? group : least)),
      name,
    );
  return groups;
}

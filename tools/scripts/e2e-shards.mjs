// How npm test splits the journeys between its Playwright servers: each file whole (a file's journeys
// share its server's demo data as they go), the longest first, each to the server with the least time so
// far, so the servers end together. Playwright's own --shard splits by the number of tests in file order,
// which left one server 2.5 minutes longer than the other.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Seconds each journey file took in a fresh clone's run (CI, two servers side by side). A file missing here
 * counts as DEFAULT_SECONDS. The figures speak of speed only, never of what runs: every file runs.
 */
const SECONDS = {
  'languages.spec.ts': 94.5,
  'layout.spec.ts': 84.3,
  'admin.spec.ts': 55.9,
  'marketplace.spec.ts': 46.3,
  'partner-events.spec.ts': 45.8,
  'menus.spec.ts': 43.0,
  'visual.spec.ts': 39.6,
  'partner-onboarding.spec.ts': 30.5,
  'accounts.spec.ts': 29.9,
  'transfer-refunds.spec.ts': 22.2,
  'checkout.spec.ts': 22.0,
  'invoices.spec.ts': 18.0,
  'damage-claims.spec.ts': 18.0,
  'waiting-lists.spec.ts': 16.2,
  'company-buying.spec.ts': 15.4,
  'venues.spec.ts': 14.3,
  'foundation.spec.ts': 13.8,
  'bank-transfer.spec.ts': 12.5,
  'widget.spec.ts': 12.4,
  'reviews.spec.ts': 11.3,
  'group-orders.spec.ts': 10.4,
  'people.spec.ts': 10.3,
  'webhooks.spec.ts': 7.3,
  'finances.spec.ts': 7.2,
  'promo-code.spec.ts': 7.2,
  'sponsorship.spec.ts': 7.0,
  'company-checkout.spec.ts': 6.8,
  'favourites.spec.ts': 6.4,
  'personal-data.spec.ts': 6.3,
  'refunds.spec.ts': 6.2,
  'check-in.spec.ts': 5.7,
  'subdomains.spec.ts': 5.4,
  'api-keys.spec.ts': 3.7,
  'unsubscribe.spec.ts': 2.7,
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

// How npm test splits the journeys between its Playwright servers: each file whole (a file's journeys
// share its server's demo data as they go), the longest first, each to the server with the least time so
// far, so the servers end together. Playwright's own --shard splits by the number of tests in file order,
// which left one server 2.5 minutes longer than the other.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Seconds each journey file takes in CI (two servers side by side): measured in a run of every journey on
 * two servers and scaled by the ratio of the files that run as they did in the last fresh clone's run to
 * their time there; a file changed since, by the CPU seconds its processes used alone after the change to
 * those before it (docs/test-run.md, "Where the journeys' time goes"). A file missing here counts as
 * DEFAULT_SECONDS. The figures speak of speed only, never of what runs: every file runs.
 */
const SECONDS = {
  'layout.spec.ts': 113.8,
  'partner-events.spec.ts': 47.8,
  'admin.spec.ts': 46.1,
  'visual.spec.ts': 41.4,
  'marketplace.spec.ts': 40.7,
  'partner-onboarding.spec.ts': 38.0,
  'transfer-refunds.spec.ts': 31.4,
  'accounts.spec.ts': 27.2,
  'checkout.spec.ts': 22.4,
  'menus.spec.ts': 18.3,
  'invoices.spec.ts': 17.5,
  'waiting-lists.spec.ts': 16.0,
  'damage-claims.spec.ts': 15.0,
  'company-buying.spec.ts': 14.9,
  'bank-transfer.spec.ts': 13.8,
  'foundation.spec.ts': 12.0,
  'reviews.spec.ts': 11.3,
  'widget.spec.ts': 11.0,
  'venues.spec.ts': 10.9,
  'people.spec.ts': 10.0,
  'group-orders.spec.ts': 8.7,
  'languages.spec.ts': 8.2,
  'company-checkout.spec.ts': 7.3,
  'webhooks.spec.ts': 7.1,
  'sponsorship.spec.ts': 6.3,
  'finances.spec.ts': 6.1,
  'favourites.spec.ts': 5.9,
  'subdomains.spec.ts': 5.4,
  'check-in.spec.ts': 5.1,
  'promo-code.spec.ts': 4.7,
  'refunds.spec.ts': 4.5,
  'api-keys.spec.ts': 4.3,
  'personal-data.spec.ts': 3.9,
  'newsletter.spec.ts': 3.7,
  'unsubscribe.spec.ts': 2.1,
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

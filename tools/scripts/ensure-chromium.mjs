// Playwright drives Debian's Chromium (/usr/bin/chromium); browser downloads are not possible here.
// Installs the package with apt when it is missing and we are root; otherwise says what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  console.log('Installing Chromium from Debian packages...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core > /dev/null',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  if (!existsSync(CHROMIUM)) throw new Error('Chromium install did not produce /usr/bin/chromium');
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();

// Playwright drives Debian's Chromium headless shell (/usr/bin/chromium-headless-shell, from the chromium
// source package: the browser in its lighter headless mode, which Playwright itself uses headless);
// browser downloads are not possible here. Installs the package with apt when it is missing and we are
// root; otherwise says what to do. The same default path is in apps/e2e/playwright.config.ts.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGES = 'chromium-headless-shell fonts-dejavu-core';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium's headless shell not found at ${CHROMIUM}. Install it with: sudo apt-get install -y ${PACKAGES} (or set CHROMIUM_PATH).`,
    );
  }
  console.log("Installing Chromium's headless shell from Debian packages...");
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES} > /dev/null`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  if (!existsSync(CHROMIUM)) throw new Error(`The install did not produce ${CHROMIUM}`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();

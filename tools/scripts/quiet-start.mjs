// A newcomer's first screen stays quiet: every package of the lockfile that has an install script is
// declared in package.json's allowScripts (allowed or denied, with the reason in docs/decisions/0243-no-dependency-runs-an-install-script.md), and the Vite configurations are ES modules Node loads as such (.mts), not ESM syntax in
// files it takes for CommonJS. Run by `npm test`; exits non-zero naming what is missing.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const problems = [];

const declared = new Set(Object.keys(pkg.allowScripts ?? {}).map((entry) => entry.replace(/(.)@[^@/]+$/, '$1')));
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  if (!entry.hasInstallScript || where === '') continue;
  const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  if (!declared.has(name))
    problems.push(`${name} has an install script that package.json's allowScripts does not declare`);
}

const configs = ['tools/vite', ...readdirSync(path.join(root, 'apps')).map((app) => `apps/${app}`)];
for (const dir of configs) {
  const full = path.join(root, dir);
  if (!existsSync(full)) continue;
  for (const file of readdirSync(full)) {
    if (/^(vite\.config|app-config)\.(ts|js)$/.test(file)) {
      problems.push(`${dir}/${file} is loaded as CommonJS: name it .mts so Node reads it as an ES module`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Install scripts declared and Vite configurations native ES modules.');

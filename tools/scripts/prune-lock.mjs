// The registry mirror lacks some foreign-platform optional packages (@swc/core-win32-*, ...), so
// `npm install` leaves optionalDependencies in package-lock.json that point at nothing, and `npm ci`
// then refuses the lockfile. This drops those dangling optional entries. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, '')));
let pruned = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const nested = `${key ? key + '/' : ''}node_modules/${name}`;
    if (!lock.packages[nested] && !present.has(name)) {
      delete entry.optionalDependencies[name];
      pruned++;
    }
  }
  if (!Object.keys(entry.optionalDependencies).length) delete entry.optionalDependencies;
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`pruned ${pruned} dangling optional dependencies from ${file}`);

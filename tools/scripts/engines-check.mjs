// Every installed package supports the Node the README names (package.json's engines.node, the lowest
// version a machine may run): npm only warns (EBADENGINE) where one does not, and the package may then
// fail at run time. Reads the lockfile, where npm records each package's engines field.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const lowest = semver.minVersion(pkg.engines.node);
// The Node this machine runs must satisfy the product's range too.
const versions = [lowest.version, process.versions.node];

const unsupported = Object.entries(lock.packages)
  .filter(([name, entry]) => name && typeof entry.engines?.node === 'string')
  .flatMap(([name, entry]) =>
    versions
      .filter((version) => !semver.satisfies(version, entry.engines.node, { includePrerelease: true }))
      .map(
        (version) =>
          `${name.replace(/^.*node_modules\//, '')}@${entry.version} requires Node ${entry.engines.node}, not ${version}`,
      ),
  );
if (!semver.satisfies(process.versions.node, pkg.engines.node)) {
  unsupported.push(`this machine runs Node ${process.versions.node}; package.json asks ${pkg.engines.node}`);
}
if (unsupported.length) {
  console.error(
    `Packages that do not support the Node this product runs on:\n  ${[...new Set(unsupported)].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Every installed package supports Node ${versions.join(' and ')}.`);

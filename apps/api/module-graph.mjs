// The API's modules as one graph (a module is a folder modules/<name>/, its files collapsed into one
// node): fails when modules import each other in a circle, which dependency-cruiser's rules cannot
// see (they look at files, and a circle of modules is usually made of different files on each side).
// Tests are left out, as in .dependency-cruiser.cjs: they sit on top and may import anything.
//   node apps/api/module-graph.mjs             check (npm run deps:check)
//   node apps/api/module-graph.mjs --report    also the figures: modules, edges, deep imports
//   ... --json <file>                          read a saved `depcruise --output-type json` instead
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const report = args.includes('--report');
const jsonAt = args.indexOf('--json');

const SRC = 'apps/api/src/';
const MODULES = `${SRC}modules/`;
const isTest = (file) =>
  /\.(spec|fixtures)\.ts$/.test(file) ||
  file.startsWith(`${SRC}testing/`) ||
  /^apps\/api\/src\/modules\/[^/]+\/testing\.ts$/.test(file);
const moduleOf = (file) =>
  file.startsWith(MODULES) ? (file.slice(MODULES.length).match(/^([^/]+)\//)?.[1] ?? null) : null;
const isEntry = (file) => /^apps\/api\/src\/modules\/[^/]+\/(index|testing)\.ts$/.test(file);

function cruise() {
  if (jsonAt >= 0) return JSON.parse(readFileSync(args[jsonAt + 1], 'utf8'));
  const bin = path.join('node_modules', '.bin', 'depcruise');
  const out = execFileSync(bin, ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'apps/api/src'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out);
}

const { modules: files } = cruise();
/** from module -> to module -> the file imports that make the edge */
const edges = new Map();
const names = new Set();
let deep = { product: 0, tests: 0 };
for (const file of files) {
  const from = moduleOf(file.source);
  if (from) names.add(from);
  for (const dep of file.dependencies) {
    const to = moduleOf(dep.resolved);
    if (!to || to === from) continue;
    if (!isEntry(dep.resolved)) deep[isTest(file.source) ? 'tests' : 'product'] += 1;
    if (!from || isTest(file.source)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const imports = edges.get(from);
    if (!imports.has(to)) imports.set(to, []);
    imports.get(to).push(`${file.source} -> ${dep.resolved}`);
  }
}

// Strongly connected components (Tarjan): every component of more than one module is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let counter = 0;
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const name of [...names].sort()) if (!index.has(name)) visit(name);

const edgeCount = [...edges.values()].reduce((n, to) => n + to.size, 0);
if (report) {
  const fileImports = [...edges.values()].flatMap((to) => [...to.values()]).flat().length;
  console.log(`modules: ${names.size}`);
  console.log(`module-level edges (product code): ${edgeCount}, made of ${fileImports} file imports`);
  console.log(
    `deep imports (into another module's files, not its index.ts/testing.ts): product ${deep.product}, tests ${deep.tests}`,
  );
  console.log(`module-level circles: ${circles.length}`);
  for (const [from, to] of [...edges].sort()) console.log(`  ${from} -> ${[...to.keys()].sort().join(', ')}`);
}
if (circles.length) {
  console.error(
    `x ${circles.length} circle(s) between modules (modules/<name>/ importing each other, tests left out):`,
  );
  for (const circle of circles) {
    console.error(`  ${circle.join(' <-> ')}`);
    for (const from of circle) {
      for (const [to, imports] of edges.get(from) ?? []) {
        if (circle.includes(to)) for (const line of imports) console.error(`    ${line}`);
      }
    }
  }
  console.error('Move what both sides need down (a lower module, platform/ or db/), or pass it in.');
  process.exit(1);
}
console.log(`✔ no circles between modules (${names.size} modules, ${edgeCount} module-level edges)`);

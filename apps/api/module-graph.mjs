// The API's modules as one graph (a module is a folder modules/<name>/, its files collapsed into one
// node): fails when modules import each other in a circle, which dependency-cruiser's rules cannot
// see (they look at files, and a circle of modules is usually made of different files on each side).
// Then apps/api/src as a picture of its parts (each module, the module list, each other folder and
// each top-level file one node): fails on a circle there too, and counts the imports that run upward
// (against the order of the parts that leaves the fewest). The specs are left out, as in
// .dependency-cruiser.cjs: they sit on top and may import anything; the test support they share is
// outside apps/api/src (apps/api/testing/), so it is not in the picture.
// One cruise of the workspace (apps, libs, tools) serves both checks: .dependency-cruiser.cjs's rules, whose
// violations this prints and fails on, and the graphs, drawn from its files in apps/api/src.
//   node apps/api/module-graph.mjs             check (npm run deps:check)
//   node apps/api/module-graph.mjs --report    also the figures: modules, edges, deep imports, the parts
//   ... --json <file>                          read a saved `depcruise --output-type json` instead
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const report = args.includes('--report');
const jsonAt = args.indexOf('--json');

const SRC = 'apps/api/src/';
const MODULES = `${SRC}modules/`;
const isTest = (file) => file.endsWith('.spec.ts') || !file.startsWith(SRC);
const moduleOf = (file) =>
  file.startsWith(MODULES) ? (file.slice(MODULES.length).match(/^([^/]+)\//)?.[1] ?? null) : null;
const isEntry = (file) => /^apps\/api\/src\/modules\/[^/]+\/index\.ts$/.test(file);

/** The part of apps/api/src a file belongs to in the picture: a module, the module list, a folder or a top-level file. */
const partOf = (file) => {
  const inside = file.slice(SRC.length);
  if (inside === 'modules/index.ts') return 'modules/index.ts';
  return inside.match(/^(modules\/[^/]+|[^/]+)\//)?.[1] ?? inside;
};

function cruise() {
  if (jsonAt >= 0) return JSON.parse(readFileSync(args[jsonAt + 1], 'utf8'));
  const bin = path.join('node_modules', '.bin', 'depcruise');
  const cli = ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'apps', 'libs', 'tools'];
  try {
    return JSON.parse(execFileSync(bin, cli, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
  } catch (err) {
    // depcruise exits with the number of rule errors; its answer is still on stdout.
    if (err.stdout) return JSON.parse(err.stdout);
    throw err;
  }
}

/** Prints .dependency-cruiser.cjs's violations (as `depcruise` does); true when one of them is an error. */
function reportRules({ summary }) {
  for (const v of summary.violations) {
    const what = v.cycle ? [v.from, ...v.cycle.map((step) => step.name ?? step)].join(' -> ') : `${v.from} -> ${v.to}`;
    console.error(`  ${v.rule.severity} ${v.rule.name}: ${what}`);
  }
  const errors = summary.violations.filter((v) => v.rule.severity === 'error').length;
  if (summary.violations.length) {
    console.error(
      `x ${summary.violations.length} dependency violation(s) (${errors} error(s)); each rule's reason is its comment in .dependency-cruiser.cjs`,
    );
  } else {
    console.log(
      `✔ no dependency violations found (${summary.totalCruised} modules, ${summary.totalDependenciesCruised} dependencies cruised)`,
    );
  }
  return errors > 0;
}

/** Adds the file import `source -> target` to the edge from -> to. */
function addEdge(graph, from, to, source, target) {
  if (!graph.has(from)) graph.set(from, new Map());
  const imports = graph.get(from);
  if (!imports.has(to)) imports.set(to, []);
  imports.get(to).push(`${source} -> ${target}`);
}

const cruised = cruise();
const rulesFailed = reportRules(cruised);
const { modules: files } = cruised;
/** from module -> to module -> the file imports that make the edge */
const edges = new Map();
/** the same for the parts of apps/api/src */
const parts = new Map();
const names = new Set();
const partNames = new Set();
let deep = { product: 0, tests: 0 };
for (const file of files) {
  const from = moduleOf(file.source);
  if (from) names.add(from);
  const product = !isTest(file.source);
  if (product) partNames.add(partOf(file.source));
  for (const dep of file.dependencies) {
    if (product && dep.resolved.startsWith(SRC) && !isTest(dep.resolved)) {
      const [a, b] = [partOf(file.source), partOf(dep.resolved)];
      if (a !== b) addEdge(parts, a, b, file.source, dep.resolved);
    }
    const to = moduleOf(dep.resolved);
    if (!to || to === from) continue;
    if (!isEntry(dep.resolved)) deep[product ? 'product' : 'tests'] += 1;
    if (from && product) addEdge(edges, from, to, file.source, dep.resolved);
  }
}

/** The circles of a graph: its strongly connected components of more than one node (Tarjan). */
function circlesOf(graph, nodes) {
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
    for (const w of graph.get(v)?.keys() ?? []) {
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
  for (const name of [...nodes].sort()) if (!index.has(name)) visit(name);
  return circles;
}

/**
 * The fewest file imports that run upward however a circle's nodes are stacked (importers above what
 * they import): the best order, found over the subsets of its nodes (a circle of the picture is small).
 */
function upwardImports(graph, circle) {
  if (circle.length > 20) return Number.NaN;
  const weight = (a, b) => graph.get(circle[a])?.get(circle[b])?.length ?? 0;
  const best = new Array(1 << circle.length).fill(Infinity);
  best[0] = 0;
  for (let placed = 0; placed < best.length; placed++) {
    if (best[placed] === Infinity) continue;
    for (let v = 0; v < circle.length; v++) {
      if (placed & (1 << v)) continue;
      // v goes below the nodes already placed: its imports of them run upward.
      let up = 0;
      for (let u = 0; u < circle.length; u++) if (placed & (1 << u)) up += weight(v, u);
      const next = placed | (1 << v);
      best[next] = Math.min(best[next], best[placed] + up);
    }
  }
  return best[best.length - 1];
}

function printCircles(graph, circles) {
  for (const circle of circles) {
    console.error(`  ${circle.join(' <-> ')}`);
    for (const from of circle) {
      for (const [to, imports] of graph.get(from) ?? []) {
        if (circle.includes(to)) for (const line of imports) console.error(`    ${line}`);
      }
    }
  }
}

const circles = circlesOf(edges, names);
const partCircles = circlesOf(parts, partNames);
const upward = partCircles.reduce((n, circle) => n + upwardImports(parts, circle), 0);
const edgeCount = [...edges.values()].reduce((n, to) => n + to.size, 0);
const partEdgeCount = [...parts.values()].reduce((n, to) => n + to.size, 0);
if (report) {
  const fileImports = [...edges.values()].flatMap((to) => [...to.values()]).flat().length;
  console.log(`modules: ${names.size}`);
  console.log(`module-level edges (product code): ${edgeCount}, made of ${fileImports} file imports`);
  console.log(
    `deep imports (into another module's files, not its index.ts): product ${deep.product}, tests ${deep.tests}`,
  );
  console.log(`module-level circles: ${circles.length}`);
  for (const [from, to] of [...edges].sort()) console.log(`  ${from} -> ${[...to.keys()].sort().join(', ')}`);
  console.log(
    `apps/api/src without its specs: ${partNames.size} parts (modules, the module list, folders, top-level files), ` +
      `${partEdgeCount} edges, ${partCircles.length} circles, ${upward} imports running upward`,
  );
}
let failed = rulesFailed;
if (circles.length) {
  console.error(
    `x ${circles.length} circle(s) between modules (modules/<name>/ importing each other, tests left out):`,
  );
  printCircles(edges, circles);
  console.error('Move what both sides need down (a lower module, platform/ or db/), or pass it in.');
  failed = true;
}
if (partCircles.length) {
  console.error(
    `x ${partCircles.length} circle(s) between the parts of apps/api/src (${upward} imports running upward, specs left out):`,
  );
  printCircles(parts, partCircles);
  console.error('Test support belongs in apps/api/testing/; product code imports only what stands below it.');
  failed = true;
}
if (failed) process.exit(1);
console.log(
  `✔ no circles between modules (${names.size} modules, ${edgeCount} module-level edges)` +
    ` nor between the parts of apps/api/src (${partNames.size} parts, ${partEdgeCount} edges)`,
);

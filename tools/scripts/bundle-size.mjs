// Prints the gzipped size of each app's initial JavaScript (the entry chunk and what index.html preloads)
// and, with --check, fails when the marketplace's initial JavaScript for / exceeds its budget or any app
// ships the ICU message parser (the build compiles the messages: tools/vite/compiled-messages.mts).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// docs/performance.md, "Bundle sizes".
const BUDGET_KB = { marketplace: 152 };
/** A text only the parser has (its error kinds): the bundle holds the parser when it holds this. */
const PARSER_MARK = 'EXPECT_ARGUMENT_CLOSING_BRACE';
const apps = ['marketplace', 'partner-portal', 'admin-console'];
let failed = false;

for (const app of apps) {
  const dir = path.join('dist/apps', app);
  if (!existsSync(path.join(dir, 'index.html'))) continue;
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const base = app === 'marketplace' ? '/' : app === 'partner-portal' ? '/partner/' : '/admin/';
  const initial = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1].replace(base, ''));
  const gz = (f) => gzipSync(readFileSync(path.join(dir, f))).length;
  const initialKb = initial.reduce((n, f) => n + gz(f), 0) / 1024;
  const all = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  const totalKb = all.reduce((n, f) => n + gz(path.join('assets', f)), 0) / 1024;
  const budget = BUDGET_KB[app];
  const verdict = budget ? (initialKb <= budget ? `within ${budget} KB budget` : `OVER ${budget} KB budget`) : '';
  console.log(
    `${app.padEnd(15)} initial JS ${initialKb.toFixed(1).padStart(7)} KB gz (${initial.length} files)   all JS ${totalKb.toFixed(1).padStart(7)} KB gz (${all.length} chunks)  ${verdict}`,
  );
  if (budget && initialKb > budget) failed = true;
  const withParser = all.filter((f) => readFileSync(path.join(dir, 'assets', f), 'utf8').includes(PARSER_MARK));
  if (withParser.length) {
    console.log(`${app.padEnd(15)} ships the ICU message parser in ${withParser.join(', ')}`);
    failed = true;
  }
}
if (process.argv.includes('--check') && failed) process.exit(1);

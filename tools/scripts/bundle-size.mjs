// Prints the gzipped size of each app's initial JavaScript (the entry chunk and what index.html preloads)
// and, with --check, fails when the marketplace's initial JavaScript for / exceeds its budget or any app
// ships the ICU message parser (the build compiles the messages: tools/vite/compiled-messages.mts), or when the
// ticket widget's script exceeds its budget or holds React.
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

// The ticket widget (apps/widget): one script on organisers' pages, so small and without a framework.
const WIDGET_BUDGET_KB = 5;
/** Texts only React's runtime has: the widget holds React when it holds one. */
const REACT_MARK = /react\.(transitional\.)?element|__CLIENT_INTERNALS/;
const widgetFile = 'dist/apps/widget/v1.js';
if (existsSync(widgetFile)) {
  const script = readFileSync(widgetFile);
  const gzKb = gzipSync(script).length / 1024;
  const verdict =
    gzKb <= WIDGET_BUDGET_KB ? `within ${WIDGET_BUDGET_KB} KB budget` : `OVER ${WIDGET_BUDGET_KB} KB budget`;
  console.log(`${'widget'.padEnd(15)} /widget/v1.js ${script.length} bytes, ${gzKb.toFixed(1)} KB gz  ${verdict}`);
  if (gzKb > WIDGET_BUDGET_KB) failed = true;
  if (REACT_MARK.test(script.toString('utf8'))) {
    console.log(`${'widget'.padEnd(15)} ships React`);
    failed = true;
  }
}
if (process.argv.includes('--check') && failed) process.exit(1);

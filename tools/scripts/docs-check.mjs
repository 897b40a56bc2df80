// The docs a newcomer reads stay short and their links lead somewhere. Fails, naming each fault, when:
// - a relative link in README.md or a Markdown file under docs/ points to a file that does not exist, or to a
//   heading (`#anchor`) its target does not have;
// - a file under docs/ is longer than 600 lines (the files in LONG_FOR_NOW aside);
// - a file of the product (code, scripts, docs) names a docs file that does not exist (`docs/api.md`), or cites a
//   heading that file does not have (`docs/architecture/data.md, "Time zones"`);
// - a decision record under docs/decisions/ is missing from the index (docs/decisions/README.md), or the
//   index lists a record that does not exist.
// Run by `npm test` with the static checks: `node tools/scripts/docs-check.mjs`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { citationKey, docsFiles, headingsOf, placeCitation, read } from './docs-headings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const MAX_LINES = 600;
/** Being rewritten to fit; this list only shrinks. */
export const LONG_FOR_NOW = [];
/** Files whose links are being rewritten with them; this list only shrinks. */
export const LINKS_FOR_NOW = [];

/** A docs file named by its path from the root, with the heading it cites when one follows in quotes. */
const CITED = /(?<![\w./-])(docs\/[\w./-]+\.md)(?:,?\s*(?:(?:\/\/|\*|--|#)\s*)?\(?"([^"]{1,240})")?/g;
const SOURCE = /\.(md|ts|tsx|mts|js|mjs|cjs|sql|json|ya?ml|sh)$|^Dockerfile|^run$/;
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'tmp',
  'coverage',
  '.data',
  '.nx',
  'test-results',
  'playwright-report',
]);

/** The files of the product that may name a docs file, as paths from the root. */
function sourceFiles(base) {
  const walk = (dir) =>
    readdirSync(path.join(base, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(rel);
      return SOURCE.test(entry.name) && entry.name !== 'package-lock.json' ? [rel] : [];
    });
  const top = ['apps', 'libs', 'tools', 'docker', 'docs', '.ci'].filter((dir) => existsSync(path.join(base, dir)));
  return ['README.md', ...top.flatMap(walk)];
}

/** Every fault of the docs under `base`, in words. */
export function docsFaults(base = root) {
  const faults = [];
  const anchors = new Map();
  const anchorsOf = (file) => {
    if (!anchors.has(file)) anchors.set(file, new Set(headingsOf(read(base, file)).map((h) => h.anchor)));
    return anchors.get(file);
  };
  const files = docsFiles(base);
  const keys = new Map();
  const keysOf = (file) => {
    if (!keys.has(file))
      keys.set(
        file,
        headingsOf(read(base, file)).map((h) => ({ level: h.level, key: citationKey(h.text) })),
      );
    return keys.get(file);
  };

  for (const file of files) {
    const text = read(base, file);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (file.startsWith('docs/') && lines > MAX_LINES && !LONG_FOR_NOW.includes(file))
      faults.push(`${file}: ${lines} lines, more than ${MAX_LINES}; split it by topic`);
    if (LINKS_FOR_NOW.includes(file)) continue;
    // Inline links and images outside code; a reference to a heading of the same file is `#anchor`.
    const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
    for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart)) : file;
      if (resolved.startsWith('..') || !existsSync(path.join(base, resolved))) {
        faults.push(`${file}: link to ${target}: no file ${resolved}`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!resolved.endsWith('.md') || statSync(path.join(base, resolved)).isDirectory())
        faults.push(`${file}: link to ${target}: an anchor into a file that is not Markdown`);
      else if (!anchorsOf(resolved).has(decodeURIComponent(anchor)))
        faults.push(`${file}: link to ${target}: ${resolved} has no heading #${anchor}`);
    }
  }

  for (const file of sourceFiles(base)) {
    if (LINKS_FOR_NOW.includes(file)) continue;
    for (const [, cited, quoted] of read(base, file).matchAll(CITED)) {
      if (!existsSync(path.join(base, cited))) faults.push(`${file}: names ${cited}, which does not exist`);
      else if (quoted && !placeCitation(keysOf(cited), quoted))
        faults.push(`${file}: cites "${citationKey(quoted)}" in ${cited}, which has no such heading`);
    }
  }

  const decisions = path.join(base, 'docs/decisions');
  if (existsSync(decisions)) {
    const records = readdirSync(decisions).filter((name) => /^\d{4}-.*\.md$/.test(name));
    const index = read(base, 'docs/decisions/README.md');
    const listed = new Set([...index.matchAll(/\]\((\d{4}-[^)#]+\.md)\)/g)].map((m) => m[1]));
    for (const record of records)
      if (!listed.has(record)) faults.push(`docs/decisions/README.md: record ${record} is not listed`);
    for (const record of listed)
      if (!records.includes(record)) faults.push(`docs/decisions/README.md: lists ${record}, which does not exist`);
    const numbers = records.map((name) => name.slice(0, 4));
    const repeated = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    if (repeated.length) faults.push(`docs/decisions/: number ${repeated.join(', ')} taken by two records`);
  }
  return faults;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const faults = docsFaults();
  for (const fault of faults) console.error(fault);
  if (faults.length) {
    console.error(`${faults.length} fault(s) in the docs`);
    process.exitCode = 1;
  } else console.log(`docs: ${docsFiles(root).length} files, links and lengths in order`);
}

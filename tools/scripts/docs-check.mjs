// The docs a newcomer reads stay short and their links lead somewhere. Fails, naming each fault, when:
// - a relative link in README.md or a Markdown file under docs/ points to a file that does not exist, or to a
//   heading (`#anchor`) its target does not have;
// - a file under docs/ is longer than 600 lines (the files in LONG_FOR_NOW aside);
// - a decision record under docs/decisions/ is missing from the index (docs/decisions/README.md), or the
//   index lists a record that does not exist.
// Run by `npm test` with the static checks: `node tools/scripts/docs-check.mjs`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { docsFiles, headingsOf, read } from './docs-headings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const MAX_LINES = 600;
/** Being rewritten to fit; this list only shrinks. */
export const LONG_FOR_NOW = ['docs/performance.md', 'docs/search.md'];
/** Files whose links are being rewritten with them; this list only shrinks. */
export const LINKS_FOR_NOW = ['docs/performance.md', 'docs/search.md'];

/** Every fault of the docs under `base`, in words. */
export function docsFaults(base = root) {
  const faults = [];
  const anchors = new Map();
  const anchorsOf = (file) => {
    if (!anchors.has(file)) anchors.set(file, new Set(headingsOf(read(base, file)).map((h) => h.anchor)));
    return anchors.get(file);
  };
  const files = docsFiles(base);

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

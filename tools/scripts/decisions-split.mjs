// Splits docs/decisions.md into one file per record (docs/decisions/NNNN-title.md, numbered in the file's
// order) and writes docs/decisions/README.md, the index by area. A quoted heading inside a record becomes a
// link to that record (or to its area in the index). Run once: `node tools/scripts/decisions-split.mjs`.
import { readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { headingAnchor } from './docs-headings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, 'docs/decisions.md');
const outDir = path.join(root, 'docs/decisions');

/** A file name's title part: the heading in lower-case words joined by hyphens, at most 50 characters. */
export function recordSlug(title) {
  const words = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[`'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(/\s+/);
  let slug = words[0];
  for (const word of words.slice(1)) {
    if (slug.length + 1 + word.length > 50) break;
    slug += `-${word}`;
  }
  return slug;
}

const normalise = (text) => text.replace(/\s+/g, ' ').trim();

const lines = readFileSync(source, 'utf8').split('\n');
const areas = [];
let record = null;
for (const line of lines.slice(lines.findIndex((l) => l === '## Foundation'))) {
  if (line.startsWith('## ')) {
    areas.push({ title: line.slice(3).trim(), records: [] });
    record = null;
  } else if (line.startsWith('### ')) {
    record = { title: line.slice(4).trim(), body: [] };
    areas.at(-1).records.push(record);
  } else if (record) record.body.push(line);
}

let number = 0;
const byTitle = new Map();
for (const area of areas)
  for (const rec of area.records) {
    rec.file = `${String(++number).padStart(4, '0')}-${recordSlug(rec.title)}.md`;
    rec.area = area;
    byTitle.set(normalise(rec.title), rec);
  }
const byArea = new Map(areas.map((area) => [normalise(area.title), area]));

/** A quoted heading of a record or an area, as a link from a record's file. */
function linkQuoted(body) {
  return body.replace(/(\.md,?\s*\(?)?"([^"\n]+(?:\n[^"\n]+)?)"/g, (quoted, cited, inner) => {
    // A section of another document (`docs/performance.md, "Event search"`) is left to docs-relink.mjs.
    if (cited) return quoted;
    const key = normalise(inner);
    const rec = byTitle.get(key);
    if (rec) return `[${inner}](${rec.file})`;
    const area = byArea.get(key);
    if (area) return `[${inner}](README.md#${headingAnchor(area.title)})`;
    // A title's first clause ("Never charged without the buyer's agreement") when one title starts so.
    const starting = [...byTitle.values()].filter(
      (r) => /^[:,(]| \(/.test(normalise(r.title).slice(key.length)) && normalise(r.title).startsWith(key),
    );
    if (starting.length === 1) return `[${inner}](${starting[0].file})`;
    return quoted;
  });
}

/** Links relative to docs/ become relative to docs/decisions/. */
const fromSubfolder = (body) => body.replace(/\]\((?!https?:|#|\.\.\/)([^)]+)\)/g, '](../$1)');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);
for (const area of areas)
  for (const rec of area.records) {
    const body = linkQuoted(fromSubfolder(rec.body.join('\n').trim()));
    const areaLine = `Area: [${area.title}](README.md#${headingAnchor(area.title)})`;
    writeFileSync(path.join(outDir, rec.file), `# ${rec.title}\n\n${areaLine}\n\n${body}\n`);
  }

const index = [
  '# Decisions',
  '',
  'Where the specification was silent or described a front end that fakes behaviour, this is what Pavilion does and',
  'why: one record per file, numbered in the order they were written into areas. Each record is short: **Context**',
  '(the problem or force), **Decision** (what Pavilion does, with the numbers and names the code uses) and',
  '**Consequences** (what follows, what it costs, where it lives); its title says the decision in one line. Code',
  'comments and other documents cite a record by its file, or an area by its heading here. Measured figures are in',
  '[performance.md](../performance.md), whose sections the records name.',
  '',
  'A new record takes the next number, a file name from its title, an `Area:` line and a line in its area below;',
  '`node tools/scripts/docs-check.mjs` (part of `npm test`) fails when a record is missing from this list.',
];
for (const area of areas) {
  index.push('', `## ${area.title}`, '');
  for (const rec of area.records) index.push(`- ${rec.file.slice(0, 4)} [${rec.title}](${rec.file})`);
}
writeFileSync(path.join(outDir, 'README.md'), `${index.join('\n')}\n`);
console.log(
  `${number} records in ${areas.length} areas written to docs/decisions/ (${readdirSync(outDir).length} files)`,
);

// Points citations of a section of a docs file (`docs/<name>.md, "<heading>"`, as written when decisions,
// architecture and api were one file each) to the file that now holds that heading: a decision's own file under
// docs/decisions/, an area of the decisions' index, or a topic file under docs/<name>/; and a Markdown link to a
// heading that has moved into docs/<name>/ to its new file. In Markdown a citation becomes a link; in code the
// path is replaced and the quoted heading kept. Citations it cannot place are listed (exit 1), and nothing else
// changes. docs-check.mjs fails on what is left.
//   node tools/scripts/docs-relink.mjs <file>...      (the files to rewrite, relative to the root)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { citationKey, docsFiles, headingsOf, placeCitation, read } from './docs-headings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** The documents a citation of `docs/<name>.md` may now be in, each heading with its file and anchor. */
function sectionsOf(name) {
  const files = docsFiles(root).filter((file) => file === `docs/${name}.md` || file.startsWith(`docs/${name}/`));
  return files.flatMap((file) =>
    headingsOf(read(root, file)).map((h) => ({
      file,
      level: h.level,
      // A decision's own file is cited whole; any other heading by its anchor.
      anchor: h.level === 1 ? '' : h.anchor,
      key: citationKey(h.text),
    })),
  );
}

const CITATION =
  /(?:docs\/)?(decisions|architecture|api|search|performance)\.md(,?\s*(?:(?:\/\/|\*|--)\s*)?\(?)"([^"]{1,240})"/g;

const LINK = /\]\((?!https?:)([^)#\s]+\.md)#([^)\s]+)\)/g;

/** A link to a heading that has moved out of its file (into the folder of that name) goes to where it is now. */
function moved(from, target, anchor) {
  const file = path.posix.normalize(path.posix.join(from, target));
  const holds = (f) => {
    try {
      return headingsOf(read(root, f)).some((h) => h.anchor === anchor);
    } catch {
      return false;
    }
  };
  if (holds(file)) return undefined;
  const family = file.replace(/\.md$/, '/');
  const now = docsFiles(root).filter((f) => f.startsWith(family) && holds(f));
  if (now.length !== 1) return undefined;
  return `](${path.posix.relative(from, now[0])}#${anchor})`;
}

let unplaced = 0;
for (const file of process.argv.slice(2)) {
  const text = read(root, file);
  const markdown = file.endsWith('.md');
  const from = path.posix.dirname(file);
  const next = text.replace(CITATION, (citation, name, between, quoted) => {
    const section = placeCitation(sectionsOf(name), quoted);
    if (!section) {
      unplaced++;
      console.log(`${file}: not placed: ${citationKey(citation)}`);
      return citation;
    }
    if (!markdown) return `${section.file}${between}"${quoted}"`;
    const target = `${path.posix.relative(from, section.file)}${section.anchor ? `#${section.anchor}` : ''}`;
    return `${between.includes('(') ? '(' : ''}[${quoted}](${target})`;
  });
  const relinked = markdown ? next.replace(LINK, (link, target, anchor) => moved(from, target, anchor) ?? link) : next;
  if (relinked !== text) writeFileSync(path.join(root, file), relinked);
}
if (unplaced) process.exitCode = 1;

// The headings of the repository's Markdown and the anchors GitHub gives them, for the docs check and the
// relinking of citations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Each heading of a Markdown text (outside code blocks) with its anchor, repeated anchors numbered. */
export function headingsOf(markdown) {
  const seen = new Map();
  const headings = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = headingAnchor(match[2]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    headings.push({ level: match[1].length, text: match[2], anchor: count ? `${base}-${count}` : base });
  }
  return headings;
}

/** README.md and every Markdown file under docs/, as paths relative to the root. */
export function docsFiles(root) {
  const walk = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return walk(rel);
      return entry.name.endsWith('.md') ? [rel] : [];
    });
  return ['README.md', ...walk('docs')];
}

export const read = (root, file) => readFileSync(path.join(root, file), 'utf8');

/** A heading as a citation quotes it: comment markers of a wrapped line, backticks and spacing left out. */
export const citationKey = (text) =>
  text
    .replace(/\n\s*(\/\/|\*|--|#)?\s*/g, ' ')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Of `headings` ({ key }), the one a citation names: the same words, or the one that starts with them. */
export function placeCitation(headings, quoted) {
  const key = citationKey(quoted);
  const exact = headings.filter((h) => h.key === key);
  if (exact.length) return exact.find((h) => h.level === 1) ?? exact[0];
  const starting = headings.filter((h) => h.key.startsWith(key) && /^[:,( ]/.test(h.key.slice(key.length)));
  return starting.length === 1 ? starting[0] : undefined;
}

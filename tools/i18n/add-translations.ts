// Adds translations to the catalogues: `npm run i18n:add -- <file.json>` with
// { "es": { "<key>": "<text>" }, "fr": { ... }, "de": { ... } }. Each key goes to the part file its
// namespace belongs to (libs/domain/src/i18n/catalogues/<locale>/<part>.json), replacing an earlier text;
// `"<key>": null` removes one. The files are written sorted, under a lock, so several people adding
// at once do not undo each other's entries.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale, partOf } from '@pavilion/domain';

const CATALOGUES = 'libs/domain/src/i18n/catalogues';
const LOCK = path.join(CATALOGUES, '.lock');

function withLock(work: () => void): void {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The catalogues stay locked: remove ${LOCK} if no one is adding`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    work();
  } finally {
    rmdirSync(LOCK);
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run i18n:add -- <translations.json> ...');
  process.exit(2);
}

withLock(() => {
  let changed = 0;
  for (const file of files) {
    const input = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string | null>>;
    for (const [locale, entries] of Object.entries(input)) {
      if (!isLocale(locale) || locale === 'en') throw new Error(`${file}: '${locale}' is not a catalogue language`);
      const byPart = new Map<string, [string, string | null][]>();
      for (const entry of Object.entries(entries)) {
        const part = partOf(entry[0]);
        byPart.set(part, [...(byPart.get(part) ?? []), entry]);
      }
      for (const [part, partEntries] of byPart) {
        const target = path.join(CATALOGUES, locale, `${part}.json`);
        const catalogue = JSON.parse(readFileSync(target, 'utf8')) as Record<string, string>;
        for (const [key, text] of partEntries) {
          if (text === null) delete catalogue[key];
          else catalogue[key] = text;
          changed++;
        }
        const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
      }
    }
  }
  console.log(`${changed} catalogue entries written`);
});

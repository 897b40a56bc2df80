// The browser apps' messages compiled at build time: every text that needs the ICU formatter (a
// placeholder, a tag, a quote) reaches the bundle as its syntax tree, so the apps ship the formatter
// without its parser (about 9 KB gzipped). Two places hold texts:
// - `defineMessages(namespace, { key: 'English' })` in the code: the call gets a third argument, the
//   compiled texts by key (libs/domain/src/i18n/translator.ts takes it), and is marked pure, so a
//   namespace no code of the bundle reads is left out;
// - the catalogues (libs/domain/src/i18n/catalogues/<locale>/<part>.json): each such text becomes its tree.
// The parser itself is replaced by FormatJS's parser-less entry, so a text that escaped compiling fails
// loudly instead of shipping the parser again.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
// The library's build-time module, by path: a Vite config does not resolve the workspace's aliases.
import { compileCatalogue, compileDefinitions } from '../../libs/domain/src/i18n/compile';

const CATALOGUE = /\/libs\/domain\/src\/i18n\/catalogues\/([a-z]{2})\/[a-z]+\.json$/;

export function compiledMessages(): Plugin {
  return {
    name: 'pavilion-compiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      const file = id.split('?')[0]!;
      const catalogue = CATALOGUE.exec(file);
      if (!catalogue) return undefined;
      return compileCatalogue(readFileSync(file, 'utf8'), catalogue[1]!);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/')) return undefined;
      const result = compileDefinitions(code, file);
      return result === undefined ? undefined : { code: result, map: null };
    },
  };
}

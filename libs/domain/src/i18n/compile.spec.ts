import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse } from '@formatjs/icu-messageformat-parser';
import * as translator from './translator';
import { compileCatalogue, compileDefinitions } from './compile';

const root = path.resolve(__dirname, '../../../..');

/** Runs a module's code as the bundle would, with the translator as its only import. */
function evaluate(code: string): Record<string, unknown> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exports: Record<string, unknown> = {};
  const require = (name: string) => {
    if (name !== '@pavilion/domain') throw new Error(`unexpected import ${name}`);
    return translator;
  };
  new Function('require', 'exports', js)(require, exports);
  return exports;
}

const SAMPLE = `
import { defineMessages } from '@pavilion/domain';
const MAX = 8;
export const M = defineMessages('spec.compiled', {
  plain: 'Hello',
  quoted: "It's here",
  named: 'Hi {name}',
  limit: \`At most \${MAX} characters\`,
  left: \`{count, plural, =0 {Used \${MAX} times} one {# try left} other {# tries left}}\`,
  rich: 'Read <link>the terms</link>',
});
`;

describe('compiled messages', () => {
  const compiled = compileDefinitions(SAMPLE, 'sample.ts')!;
  const { M } = evaluate(compiled) as { M: Record<string, unknown> };

  it('give defineMessages the syntax trees of the texts that need the formatter, and mark it pure', () => {
    expect(compiled).toContain('/* @__PURE__ */ defineMessages(');
    expect(translator.messageSource('spec.compiled.named', 'en')).toEqual(parse('Hi {name}'));
    expect(translator.messageSource('spec.compiled.rich', 'en')).toEqual(parse('Read <link>the terms</link>'));
    expect(translator.messageSource('spec.compiled.plain', 'en')).toBe('Hello');
  });

  it('read as the texts do, a template substitution written as the value it has where it is defined', () => {
    expect(M.plain).toBe('Hello');
    expect(M.quoted).toBe("It's here");
    expect((M.named as (v: object) => string)({ name: 'Ada' })).toBe('Hi Ada');
    expect(M.limit).toBe('At most 8 characters');
    expect(translator.messageSource('spec.compiled.limit', 'en')).toEqual([
      { type: 0, value: 'At most ' },
      { type: 0, value: '8' },
      { type: 0, value: ' characters' },
    ]);
    const left = M.left as (v: object) => string;
    expect([left({ count: 0 }), left({ count: 1 }), left({ count: 3 })]).toEqual([
      'Used 8 times',
      '1 try left',
      '3 tries left',
    ]);
  });

  it('refuse a definition the build cannot compile', () => {
    expect(() => compileDefinitions(`defineMessages('x', TEXTS);`, 'bad.ts')).toThrow(/object of texts/);
    expect(() => compileDefinitions(`defineMessages('x', { a: 'A' + b });`, 'bad.ts')).toThrow(/not a text/);
    expect(compileDefinitions(`export function defineMessages() {}`, 'translator.ts')).toBeUndefined();
  });

  it('compile a catalogue to the same JSON with trees for the texts that need them', () => {
    const json = JSON.stringify({
      'a.plain': 'Hallo',
      'a.named': 'Hallo {name}',
      'a.rate': '{fixed, number, ::.00} pro',
    });
    const result = JSON.parse(compileCatalogue(json, 'de')) as Record<string, unknown>;
    expect(result['a.plain']).toBe('Hallo');
    expect(result['a.named']).toEqual(parse('Hallo {name}'));
    expect(result['a.rate']).toEqual(parse('{fixed, number, ::.00} pro', { locale: new Intl.Locale('de-DE') }));
  });

  it('accept every defineMessages of the product', () => {
    const files = execFileSync('git', ['grep', '-l', 'defineMessages(', '--', 'libs', 'apps'], { cwd: root })
      .toString()
      .trim()
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.(spec|stories)\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files)
      expect(() => compileDefinitions(readFileSync(path.join(root, file), 'utf8'), file)).not.toThrow();
  });
});

// Checks the WCAG contrast promises of tokens.css by reading the file itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const declarations = new Map<string, string>();
for (const match of css.matchAll(/(--pv-[\w-]+)\s*:\s*([^;]+);/g)) declarations.set(match[1], match[2].trim());

function resolve(name: string, depth = 0): string {
  const raw = declarations.get(name);
  if (raw === undefined) throw new Error(`Unknown token ${name}`);
  const reference = /^var\((--pv-[\w-]+)\)$/.exec(raw);
  if (reference && depth < 10) return resolve(reference[1], depth + 1);
  return raw;
}

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [a, b] = [luminance(resolve(foreground)), luminance(resolve(background))].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

// [text, background] pairs the components actually use.
const textPairs: Array<[string, string]> = [
  ['--pv-color-text', '--pv-color-bg'],
  ['--pv-color-text', '--pv-color-bg-subtle'],
  ['--pv-color-text', '--pv-color-bg-muted'],
  ['--pv-color-text-muted', '--pv-color-bg'],
  ['--pv-color-text-muted', '--pv-color-bg-subtle'],
  ['--pv-color-text-muted', '--pv-color-bg-muted'],
  ['--pv-color-text-disabled', '--pv-color-bg'],
  ['--pv-color-link', '--pv-color-bg'],
  ['--pv-color-link-hover', '--pv-color-bg'],
  ['--pv-color-on-primary', '--pv-color-primary'],
  ['--pv-color-on-primary', '--pv-color-primary-hover'],
  ['--pv-color-primary', '--pv-color-primary-subtle'],
  ['--pv-color-primary', '--pv-color-surface'],
  ['--pv-color-on-danger', '--pv-color-danger'],
  ['--pv-color-on-danger', '--pv-color-danger-hover'],
  ['--pv-color-success-text', '--pv-color-success-bg'],
  ['--pv-color-warning-text', '--pv-color-warning-bg'],
  ['--pv-color-danger-text', '--pv-color-danger-bg'],
  ['--pv-color-danger-text', '--pv-color-bg'],
  ['--pv-color-info-text', '--pv-color-info-bg'],
  ['--pv-color-text', '--pv-color-success-bg'],
  ['--pv-color-text', '--pv-color-warning-bg'],
  ['--pv-color-text', '--pv-color-danger-bg'],
  ['--pv-color-text', '--pv-color-info-bg'],
];

// Non-text: control borders, focus ring and icons need 3:1 against what surrounds them.
const uiPairs: Array<[string, string]> = [
  ['--pv-color-border-strong', '--pv-color-bg'],
  ['--pv-color-border-strong', '--pv-color-bg-subtle'],
  ['--pv-color-focus', '--pv-color-bg'],
  ['--pv-color-focus', '--pv-color-bg-muted'],
  ['--pv-color-danger', '--pv-color-bg'],
  ['--pv-color-star', '--pv-color-bg'],
  ['--pv-color-star-empty', '--pv-color-bg'],
  ['--pv-color-warning-icon', '--pv-color-warning-bg'],
];

describe('design tokens', () => {
  it.each(textPairs)('%s on %s meets WCAG AA for text (4.5:1)', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s meets 3:1 for UI components', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });

  it('keeps raw colours in tokens.css only', () => {
    const { readdirSync, statSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const root = join(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(css|tsx?)$/.test(entry) && !entry.endsWith('tokens.css') && !entry.endsWith('.spec.ts')) {
          const text = readFileSync(path, 'utf8');
          if (/#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/.test(text)) offenders.push(path);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});

/**
 * Text drawn as outlines for the demo artwork: each glyph of Inter (the font the apps use, from
 * @fontsource/inter) becomes part of one SVG path, so an image looks the same on every machine and
 * in every viewer, whatever fonts it has (SVG `<text>` falls back to the machine's fonts).
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

export type OutlineWeight = 500 | 600 | 700 | 800;

export interface OutlineOptions {
  /** The baseline's start (or its middle, with anchor 'middle'). */
  readonly x: number;
  readonly y: number;
  /** The font size in the image's units. */
  readonly size: number;
  readonly weight: OutlineWeight;
  readonly anchor?: 'start' | 'middle';
}

const fonts = new Map<string, fontkit.Font>();

/** Inter's Latin subset, and its Latin Extended subset for the letters the first lacks (ő, ł, ș...). */
function font(weight: OutlineWeight, subset: 'latin' | 'latin-ext'): fontkit.Font {
  const key = `${subset}-${weight}`;
  let loaded = fonts.get(key);
  if (!loaded) {
    const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
    const opened = fontkit.create(readFileSync(file));
    if (!('layout' in opened)) throw new Error(`${file} is a font collection, not a font`);
    loaded = opened;
    fonts.set(key, loaded);
  }
  return loaded;
}

const round = (value: number) => String(Math.round(value * 10) / 10);

type Command = { readonly letter: string; readonly args: readonly number[] };
const SVG_LETTER: Record<string, string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};
/** Each glyph's outline in font units, read from the font once. */
const outlines = new WeakMap<fontkit.Font, Map<number, readonly Command[]>>();

function glyphCommands(source: fontkit.Font, glyph: fontkit.Glyph): readonly Command[] {
  let byId = outlines.get(source);
  if (!byId) outlines.set(source, (byId = new Map()));
  let commands = byId.get(glyph.id);
  if (!commands) {
    commands = glyph.path.commands.map(({ command, args }) => ({ letter: SVG_LETTER[command] ?? '', args }));
    byId.set(glyph.id, commands);
  }
  return commands;
}

/** The path data of `text` set in Inter at the given place and size, or '' for blank text. */
export function textOutline(text: string, options: OutlineOptions): string {
  const primary = font(options.weight, 'latin');
  const glyphs = [...text].map((char) => {
    const codePoint = char.codePointAt(0) ?? 0;
    const source =
      primary.hasGlyphForCodePoint(codePoint) || /\s/.test(char) ? primary : font(options.weight, 'latin-ext');
    return { source, glyph: source.glyphForCodePoint(codePoint) };
  });
  const width = glyphs.reduce(
    (sum, { source, glyph }) => sum + (glyph.advanceWidth / source.unitsPerEm) * options.size,
    0,
  );
  let pen = options.anchor === 'middle' ? options.x - width / 2 : options.x;
  const parts: string[] = [];
  for (const { source, glyph } of glyphs) {
    const scale = options.size / source.unitsPerEm;
    for (const { letter, args } of glyphCommands(source, glyph)) {
      // Font units have y up; the image's go down. A tenth of a unit is finer than any screen shows.
      const points = args.map((value, i) => round(i % 2 === 0 ? pen + value * scale : options.y - value * scale));
      parts.push(points.length ? `${letter}${points.join(' ')}` : letter);
    }
    pen += glyph.advanceWidth * scale;
  }
  return parts.join('');
}

/** An SVG path element of the text in white (or `fill`), with its opacity; '' for blank text. */
export function textPathElement(text: string, options: OutlineOptions & { readonly opacity?: number }): string {
  const d = textOutline(text, options);
  if (!d) return '';
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  // The words the outline draws, for tools that read the image (the image's title names it for people).
  const words = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<path d="${d}" fill="#ffffff"${opacity} data-text="${words}"/>`;
}

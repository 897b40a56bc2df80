/**
 * Deterministic SVG placeholder artwork for seed data: event thumbnails/banners,
 * person avatars and partner logos. Their text is drawn as outlines (text-outlines.ts), so they look
 * the same whatever fonts a machine has.
 */
import { Random } from './prng';
import { textPathElement } from './text-outlines';

export interface EventImageOptions {
  readonly width: number;
  readonly height: number;
  /** Gradient start and end colours as hex (#rgb or #rrggbb). */
  readonly colours: readonly [string, string];
  readonly title: string;
  readonly subtitle?: string;
  /** Drives the abstract shapes; same seed, same picture. */
  readonly seed: number;
}

/** Standard sizes used by the seed. */
export const IMAGE_SIZES = {
  thumbnail: { width: 500, height: 300 },
  banner: { width: 1600, height: 600 },
  bannerCompact: { width: 800, height: 500 },
  avatar: { width: 128, height: 128 },
  logo: { width: 400, height: 400 },
} as const;

const FALLBACK_COLOUR = '#334155';

/** Escapes text for use in XML content and attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Accepts #rgb / #rrggbb only (anything else could inject markup); falls back to slate. */
function safeColour(colour: string): string {
  const c = colour.trim();
  if (/^#[0-9a-fA-F]{6}$/.test(c)) return c.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(c)) {
    const [r, g, b] = [c[1], c[2], c[3]] as [string, string, string];
    return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
  }
  return FALLBACK_COLOUR;
}

/** Mixes a hex colour towards black (amount < 0) or white (amount > 0), amount in [-1, 1]. */
export function shadeColour(colour: string, amount: number): string {
  const hex = safeColour(colour);
  const target = amount < 0 ? 0 : 255;
  const a = Math.min(1, Math.abs(amount));
  const channels = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(v + (target - v) * a)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

const n = (value: number): string => String(Math.round(value * 10) / 10);
const op = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * Greedy word wrap to at most maxLines lines of maxChars; over-long words are hard-split,
 * and overflow is truncated with an ellipsis on the last line.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const words = text.trim().split(/\s+/).filter(Boolean);
  const pieces: string[] = [];
  for (const w of words) {
    for (let i = 0; i < w.length; i += limit) pieces.push(w.slice(i, i + limit));
  }
  const lines: string[] = [];
  let current = '';
  for (const word of pieces) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= limit) current = candidate;
    else {
      if (current) lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  let last = kept[kept.length - 1] as string;
  while (last.length + 1 > limit && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
  if (last.length + 1 > limit) last = last.slice(0, limit - 1);
  kept[kept.length - 1] = `${last}…`;
  return kept;
}

function abstractShapes(rng: Random, width: number, height: number, accent: string): string {
  const parts: string[] = [];
  const count = rng.int(7, 12);
  const base = Math.min(width, height);
  for (let i = 0; i < count; i++) {
    const kind = rng.pickWeighted<'circle' | 'ring' | 'rect' | 'line'>([
      ['circle', 4],
      ['ring', 3],
      ['rect', 3],
      ['line', 2],
    ]);
    const x = rng.float() * width;
    const y = rng.float() * height;
    const opacity = 0.05 + rng.float() * 0.14;
    const fill = rng.chance(0.7) ? '#ffffff' : accent;
    switch (kind) {
      case 'circle': {
        const r = base * (0.08 + rng.float() * 0.45);
        parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" fill-opacity="${op(opacity)}"/>`);
        break;
      }
      case 'ring': {
        const r = base * (0.1 + rng.float() * 0.4);
        const sw = Math.max(1.5, base * (0.005 + rng.float() * 0.02));
        parts.push(
          `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="#ffffff" stroke-width="${n(sw)}" stroke-opacity="${op(opacity + 0.05)}"/>`,
        );
        break;
      }
      case 'rect': {
        const w = base * (0.15 + rng.float() * 0.6);
        const h = base * (0.08 + rng.float() * 0.35);
        const angle = rng.int(-45, 45);
        const rx = Math.min(w, h) * rng.float() * 0.3;
        parts.push(
          `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}" fill-opacity="${op(opacity)}" transform="rotate(${angle} ${n(x)} ${n(y)})"/>`,
        );
        break;
      }
      case 'line': {
        const len = Math.max(width, height) * (0.3 + rng.float() * 0.7);
        const angle = (rng.int(-60, 60) * Math.PI) / 180;
        const x2 = x + Math.cos(angle) * len;
        const y2 = y + Math.sin(angle) * len;
        const sw = Math.max(1, base * (0.003 + rng.float() * 0.01));
        parts.push(
          `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y2)}" stroke="#ffffff" stroke-width="${n(sw)}" stroke-opacity="${op(opacity + 0.05)}" stroke-linecap="round"/>`,
        );
        break;
      }
    }
  }
  return parts.join('');
}

/**
 * Event thumbnail / banner: diagonal gradient, seeded abstract shapes, a dark overlay
 * for contrast, and the wrapped title (plus optional subtitle) in white.
 */
export function renderEventImageSvg(options: EventImageOptions): string {
  const width = Math.max(16, Math.round(options.width));
  const height = Math.max(16, Math.round(options.height));
  const [c1, c2] = [safeColour(options.colours[0]), safeColour(options.colours[1])];
  const rng = new Random(options.seed >>> 0);
  const uid = `p${(options.seed >>> 0).toString(36)}`;
  const angleFlip = rng.chance(0.5);

  const pad = Math.round(Math.min(width, height) * 0.08);
  const wide = width / height >= 2;
  const textWidth = wide ? width * 0.7 : width - pad * 2;
  let fontSize = Math.min(height * 0.13, width * 0.08);
  const maxLines = wide ? 2 : 3;
  let lines = wrapText(options.title, textWidth / (fontSize * 0.6), 99);
  for (let i = 0; i < 6 && lines.length > maxLines; i++) {
    fontSize *= 0.88;
    lines = wrapText(options.title, textWidth / (fontSize * 0.6), 99);
  }
  lines = wrapText(options.title, textWidth / (fontSize * 0.6), maxLines);
  const lineHeight = fontSize * 1.15;
  const subtitleSize = Math.max(11, fontSize * 0.42);
  const subtitle = options.subtitle ? (wrapText(options.subtitle, textWidth / (subtitleSize * 0.52), 1)[0] ?? '') : '';

  const bottom = height - pad;
  const subtitleY = bottom;
  const lastTitleY = subtitle ? subtitleY - subtitleSize * 1.6 : bottom;
  const firstTitleY = lastTitleY - (lines.length - 1) * lineHeight;
  const accentY = firstTitleY - fontSize - Math.max(6, fontSize * 0.35);
  const panelTop = Math.max(0, accentY - pad * 0.6);

  const titleLines = lines
    .map((line, i) => textPathElement(line, { x: pad, y: firstTitleY + i * lineHeight, size: fontSize, weight: 700 }))
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(options.title)}">`,
    `<title>${escapeXml(options.title)}</title>`,
    '<defs>',
    `<linearGradient id="${uid}-bg" x1="0" y1="${angleFlip ? 1 : 0}" x2="1" y2="${angleFlip ? 0 : 1}">`,
    `<stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/>`,
    '</linearGradient>',
    `<linearGradient id="${uid}-shade" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.7"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${uid}-bg)"/>`,
    abstractShapes(rng, width, height, shadeColour(c2, 0.35)),
    `<rect width="${width}" height="${height}" fill="#000000" fill-opacity="0.18"/>`,
    `<rect y="${n(panelTop)}" width="${width}" height="${n(height - panelTop)}" fill="url(#${uid}-shade)"/>`,
    `<rect x="${pad}" y="${n(accentY)}" width="${n(Math.max(24, fontSize * 1.4))}" height="${n(Math.max(3, fontSize * 0.1))}" rx="2" fill="#ffffff" fill-opacity="0.9"/>`,
    titleLines,
    subtitle ? textPathElement(subtitle, { x: pad, y: subtitleY, size: subtitleSize, weight: 500, opacity: 0.88 }) : '',
    '</svg>',
  ].join('');
}

/** Round avatar with up to three initials in white on the given colour (128x128 by default). */
export function renderAvatarSvg(initials: string, colour: string, size = 128): string {
  const s = Math.max(16, Math.round(size));
  const text = [...initials.trim().toUpperCase()].slice(0, 3).join('') || '?';
  const fontSize = s * (text.length > 2 ? 0.32 : 0.4);
  const bg = safeColour(colour);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" role="img" aria-label="${escapeXml(text)}">`,
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2}" fill="${bg}"/>`,
    `<circle cx="${s / 2}" cy="${s / 2}" r="${n(s / 2 - s * 0.04)}" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="${n(s * 0.02)}"/>`,
    // The capitals' middle on the circle's: Inter's capitals are about 0.73 of its size tall.
    textPathElement(text, { x: s / 2, y: s / 2 + fontSize * 0.36, size: fontSize, weight: 600, anchor: 'middle' }),
    '</svg>',
  ].join('');
}

/** Initials from a person or company name: 'Maria López' -> 'ML', 'Meridian Events Group' -> 'ME'. */
export function initialsOf(name: string, max = 2): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s&-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && w !== '&' && !/^(of|the|and|for|de|la|le|und)$/i.test(w));
  return words
    .slice(0, max)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/** Square partner logo (400x400 by default): rounded tile with a monogram and the wrapped name. */
export function renderPartnerLogoSvg(name: string, colour: string, size = 400): string {
  const s = Math.max(32, Math.round(size));
  const bg = safeColour(colour);
  const dark = shadeColour(bg, -0.35);
  const uid = `l${initialsOf(name, 3).replace(/[^A-Z0-9]/g, '') || 'x'}${s}`;
  const monogram = initialsOf(name) || '?';
  const nameSize = s * 0.075;
  const lines = wrapText(name, (s * 0.84) / (nameSize * 0.55), 2);
  const nameTop = s * 0.74;
  const nameLines = lines
    .map((line, i) =>
      textPathElement(line, {
        x: s / 2,
        y: nameTop + i * nameSize * 1.2,
        size: nameSize,
        weight: 600,
        anchor: 'middle',
      }),
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" role="img" aria-label="${escapeXml(name)}">`,
    '<defs>',
    `<linearGradient id="${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    '</defs>',
    `<rect width="${s}" height="${s}" rx="${n(s * 0.12)}" fill="url(#${uid})"/>`,
    `<circle cx="${s / 2}" cy="${n(s * 0.4)}" r="${n(s * 0.22)}" fill="#ffffff" fill-opacity="0.14"/>`,
    textPathElement(monogram, { x: s / 2, y: s * 0.4 + s * 0.2 * 0.36, size: s * 0.2, weight: 800, anchor: 'middle' }),
    nameLines,
    '</svg>',
  ].join('');
}

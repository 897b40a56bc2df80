// Story-only helpers: offline placeholder images painted with the design tokens (no network, no raw colours).
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** An SVG data URI of the given size with a caption, coloured from tokens. */
export function placeholderImage(
  caption: string,
  width = 1200,
  height = 400,
  tone: 'brand' | 'accent' | 'neutral' = 'brand',
) {
  const background = token(
    tone === 'brand' ? '--pv-color-brand-700' : tone === 'accent' ? '--pv-color-accent-700' : '--pv-color-neutral-600',
    'currentColor',
  );
  const foreground = token('--pv-color-neutral-0', 'currentColor');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" fill="${foreground}" font-family="system-ui, sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${caption}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

// The layout check every journey runs on the pages it visits (support.ts) and the phone-width spec
// (layout.spec.ts) runs on the main routes: the document does not scroll sideways, and the main
// landmark's content lies inside the frame's inset (where the top bar's container starts and ends).
// measureLayout runs inside the page: it is serialised, so it uses nothing from this module.

/** One layout problem of one page, in words a failure can show as it is. */
export interface LayoutIssue {
  /** The page's path and query when it was measured. */
  route: string;
  problem: string;
}

/**
 * Measures the page as it is now and describes what is wrong, or nothing. Runs in the browser.
 * - Sideways scroll: the document is wider than the window. Names the widest element that overflows
 *   on its own (its parent does not reach as far), by how many pixels.
 * - The frame's inset: when the window is wider than the frame (the top bar's container does not start
 *   at 0), no text, control or picture inside `main` starts left of the container or ends right of
 *   it (1 px of tolerance). Full-width pictures (a banner) and what is clipped or hidden are left out.
 */
export function measureLayout(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const windowWidth = root.clientWidth;
  const px = (n: number) => `${Math.round(n)}px`;
  const describe = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el, i = 0; e && e !== document.body && i < 3; e = e.parentElement, i++) {
      let name = e.tagName.toLowerCase();
      if (e.id) name += `#${e.id}`;
      const classes = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean) : [];
      if (classes.length) name += `.${classes.slice(0, 2).join('.')}`;
      parts.unshift(name);
    }
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${parts.join(' > ')}${text ? ` ("${text.length > 50 ? `${text.slice(0, 50)}...` : text}")` : ''}`;
  };
  // The part of an element's box its scrolling or clipping ancestors (below `stop`) let through, or
  // null when nothing of it shows there (clipped away, or on a fixed layer such as a toast).
  type Span = { left: number; right: number };
  const clipper = (stop: Element) => {
    const cache = new Map<Element, Span | null>();
    const clipOf = (el: Element | null): Span | null => {
      if (!el || el === stop || el === document.body) return { left: -Infinity, right: Infinity };
      if (cache.has(el)) return cache.get(el)!;
      let clip = clipOf(el.parentElement);
      const style = getComputedStyle(el);
      if (clip && style.position === 'fixed') clip = null;
      if (clip && (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto')) {
        const r = el.getBoundingClientRect();
        const left = Math.max(clip.left, r.left);
        const right = Math.min(clip.right, r.right);
        clip = right - left > 1 && r.height > 1 ? { left, right } : null;
      }
      cache.set(el, clip);
      return clip;
    };
    return clipOf;
  };

  if (root.scrollWidth > windowWidth) {
    const pageClip = clipper(root);
    // What reaches past the window's right edge (and is not inside a scroller, clipped or fixed).
    type Over = { el: Element; right: number; width: number; origin: boolean };
    let over: Over[] = [];
    const clipped: Over[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      const right = r.right + window.scrollX;
      if (right <= windowWidth + 1 || r.width === 0 || r.height === 0) continue;
      const clip = pageClip(el.parentElement);
      if (!clip || clip.right + window.scrollX < right - 1) {
        // Kept aside: named only when nothing outside a scroller or a clip reaches past the edge.
        clipped.push({ el, right, width: r.width, origin: false });
        continue;
      }
      const parent = el.parentElement;
      // An origin overflows on its own: its parent does not reach as far.
      const origin =
        !parent || parent === document.body || parent.getBoundingClientRect().right + window.scrollX < right - 0.5;
      over.push({ el, right, width: r.width, origin });
    }
    if (over.length === 0) over = clipped.map((o) => ({ ...o, origin: true }));
    const furthest = Math.max(...over.map((o) => o.right));
    const widest = over.filter((o) => o.origin && o.right >= furthest - 0.5).slice(0, 2);
    // The smallest piece that reaches as far: the cell, button or word that sticks out.
    const piece = over.filter((o) => o.right >= furthest - 0.5).sort((a, b) => a.width - b.width)[0];
    problems.push(
      `the page scrolls sideways: ${px(root.scrollWidth)} wide in a ${px(windowWidth)} window` +
        (widest.length
          ? `; widest: ${widest.map((o) => describe(o.el)).join(' and ')} reaching ${px(furthest)}, ` +
            `${px(furthest - windowWidth)} too far` +
            (piece && !widest.some((o) => o.el === piece.el) ? `; the furthest piece: ${describe(piece.el)}` : '')
          : ''),
    );
  }

  const main = document.querySelector('main');
  if (!main) return problems;
  const frame = document.querySelector('header .pv-container') ?? document.querySelector('header');
  const frameBox = frame?.getBoundingClientRect();
  // The frame's inset applies when the window is wider than the frame; on a narrow window it is the window.
  const inset =
    frameBox && frameBox.left > 1
      ? { left: frameBox.left, right: frameBox.right, what: "the top bar's container" }
      : { left: 0, right: windowWidth, what: 'the window' };
  const mainBox = main.getBoundingClientRect();
  let leftmost: { el: Element; at: number } | null = null;
  let rightmost: { el: Element; at: number } | null = null;
  const mainClip = clipper(main);
  const consider = (el: Element, left: number, right: number) => {
    const clip = mainClip(el);
    if (!clip) return;
    const l = Math.max(left, clip.left);
    const r = Math.min(right, clip.right);
    if (r - l < 1) return;
    if (!leftmost || l < leftmost.at) leftmost = { el, at: l };
    if (!rightmost || r > rightmost.at) rightmost = { el, at: r };
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
    range.selectNodeContents(node);
    for (const r of Array.from(range.getClientRects())) if (r.width > 0) consider(parent, r.left, r.right);
  }
  for (const el of Array.from(main.querySelectorAll('input, select, textarea, button, img, svg, video, canvas'))) {
    if (el.closest('svg') !== el && el.closest('svg')) continue;
    const r = el.getBoundingClientRect();
    // A picture as wide as the page is a banner, meant to reach the edges.
    if (/^(img|svg|video|canvas)$/i.test(el.tagName) && r.width >= mainBox.width - 2) continue;
    if (shown(el)) consider(el, r.left, r.right);
  }
  const first = leftmost as { el: Element; at: number } | null;
  const last = rightmost as { el: Element; at: number } | null;
  if (first && first.at < inset.left - 1)
    problems.push(
      `main's content starts at x=${px(first.at)}, ${px(inset.left - first.at)} left of ${inset.what} ` +
        `(x=${px(inset.left)}): ${describe(first.el)}`,
    );
  if (last && last.at > inset.right + 1)
    problems.push(
      `main's content ends at x=${px(last.at)}, ${px(last.at - inset.right)} right of ${inset.what} ` +
        `(x=${px(inset.right)}): ${describe(last.el)}`,
    );
  return problems;
}

/**
 * Runs in the browser from the start of every document: measures the page whenever it has been quiet
 * (no change to the DOM) for `quietMs` after a change, and reports each new problem through the
 * binding `__pvLayoutProblem(route, problem)`.
 */
export function watchLayout(quietMs: number) {
  const w = window as unknown as {
    __pvMeasureLayout: () => string[];
    __pvLayoutProblem?: (route: string, problem: string) => Promise<void>;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reported = new Set<string>();
  const check = () => {
    timer = undefined;
    if (!document.querySelector('main')) return;
    const route = location.pathname + location.search;
    for (const problem of w.__pvMeasureLayout()) {
      const key = `${route} ${problem}`;
      if (reported.has(key)) continue;
      reported.add(key);
      void w.__pvLayoutProblem?.(route, problem);
    }
  };
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, quietMs);
  };
  const start = () => {
    new MutationObserver(schedule).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    addEventListener('resize', schedule);
    schedule();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/**
 * The prompts a field shows that do not fit it: an empty field's placeholder, and a select's chosen
 * option (its placeholder option until something is chosen), measured in the field's own font against
 * the width inside its padding. Runs in the browser; only fields inside `main` that are shown count.
 */
export function cutPrompts(): string[] {
  const problems: string[] = [];
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return problems;
  const main = document.querySelector('main');
  if (!main) return problems;
  const fields = Array.from(
    main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input[placeholder], textarea[placeholder], select',
    ),
  );
  for (const field of fields) {
    const box = field.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || !field.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      continue;
    let prompt: string;
    if (field instanceof HTMLSelectElement) prompt = field.selectedOptions[0]?.text ?? '';
    else if (field.value === '') prompt = field.placeholder;
    else continue;
    prompt = prompt.trim();
    // A textarea wraps its placeholder: only a single line can be cut.
    if (!prompt || field instanceof HTMLTextAreaElement) continue;
    const style = getComputedStyle(field);
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const wanted = context.measureText(prompt).width;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (wanted > room + 1) {
      const label = field.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? field.name;
      problems.push(
        `the ${field.tagName.toLowerCase()} "${label}" cuts "${prompt}": ${Math.round(wanted)}px in ${Math.round(room)}px`,
      );
    }
  }
  return problems;
}

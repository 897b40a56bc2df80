// Renders one event's tickets into an element of the host page, inside a shadow root: the host page's
// styles do not reach in and the widget's do not reach out. Plain DOM, no framework.
import type { TWidgetEvent } from '@pavilion/domain';
import { UNAVAILABLE, widgetLanguage } from './texts';

const STYLE = `
:host { all: initial; display: block; }
.w { box-sizing: border-box; max-width: 32rem; padding: 1rem 1.25rem; border: 1px solid #d1d5db; border-radius: 0.75rem;
  background: #ffffff; color: #1f2937; font: 400 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
h2 { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.event { margin: 0.25rem 0 0.75rem; color: #374151; }
ul { list-style: none; margin: 0 0 1rem; padding: 0; }
li { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; justify-content: space-between; padding: 0.5rem 0; border-top: 1px solid #e5e7eb; }
.name { font-weight: 600; flex: 1 1 12rem; }
.price { font-variant-numeric: tabular-nums; }
.left { flex-basis: 100%; font-size: 0.875rem; color: #4b5563; }
.out { color: #b91c1c; }
button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border: 0; border-radius: 0.5rem; cursor: pointer;
  background: var(--accent); color: var(--accent-text); }
button:disabled { cursor: not-allowed; opacity: 0.7; }
button:focus-visible { outline: 3px solid #111827; outline-offset: 3px; box-shadow: 0 0 0 2px #ffffff; }
.hint, .by { margin: 0.5rem 0 0; font-size: 0.875rem; color: #4b5563; }
.error { margin: 0; color: #991b1b; }
`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The widget's whole content for an answer: a heading, the list of ticket types, the button. */
export function renderTickets(root: ShadowRoot, event: TWidgetEvent, open: (url: string) => void): void {
  const { texts } = event;
  const frame = el('section', { class: 'w', 'aria-labelledby': 'pv-heading', lang: event.language });
  frame.style.setProperty('--accent', event.colours.accent);
  frame.style.setProperty('--accent-text', event.colours.accentText);
  const list = el('ul', { 'aria-label': texts.listLabel });
  for (const t of event.ticketTypes) {
    const unavailable = t.soldOut || !t.onSale;
    list.append(
      el(
        'li',
        {},
        el('span', { class: 'name' }, t.name),
        el('span', { class: 'price' }, t.priceText),
        el('span', { class: unavailable ? 'left out' : 'left' }, t.availability),
      ),
    );
  }
  const button = el('button', { type: 'button', 'aria-describedby': 'pv-hint' }, texts.buy);
  if (!event.buyable) button.disabled = true;
  // A new window of Pavilion's own: the checkout needs nothing of the host page (no cookies, no opener).
  button.addEventListener('click', () => open(event.checkoutUrl));
  frame.append(
    el('h2', { id: 'pv-heading' }, texts.heading),
    el('p', { class: 'event' }, event.name),
    list,
    button,
    el('p', { id: 'pv-hint', class: 'hint' }, event.buyable ? texts.buyHint : texts.allSoldOut),
    el('p', { class: 'by' }, texts.soldBy),
  );
  root.replaceChildren(el('style', {}, STYLE), frame);
}

/** Says in words that the tickets cannot be shown (Pavilion's words when it answered, else our own). */
export function renderFailure(root: ShadowRoot, message: string, language: string): void {
  root.replaceChildren(
    el('style', {}, STYLE),
    el('div', { class: 'w', lang: language }, el('p', { class: 'error', role: 'alert' }, message)),
  );
}

export interface MountOptions {
  /** Where Pavilion is: the origin the script was loaded from. */
  base: string;
  fetch?: typeof fetch;
  open?: (url: string) => void;
}

/** Shows the tickets of the element's `data-pavilion-event` in it, in its `data-lang` or the page's language. */
export async function mountWidget(host: HTMLElement, options: MountOptions): Promise<void> {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const language = widgetLanguage(host.dataset.lang || document.documentElement.lang || navigator.language);
  const eventId = (host.dataset.pavilionEvent ?? '').trim();
  const get = options.fetch ?? fetch.bind(window);
  const open = options.open ?? ((url: string) => void window.open(url, '_blank', 'noopener'));
  try {
    if (!/^\d{1,10}$/.test(eventId)) throw new Error('no event id');
    const url = `${options.base}/api/widget/events/${eventId}?lang=${language}`;
    const res = await get(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as (TWidgetEvent & { error?: string }) | null;
    if (res.ok && body) return renderTickets(root, body, open);
    renderFailure(root, body?.error ?? UNAVAILABLE[language], language);
  } catch {
    renderFailure(root, UNAVAILABLE[language], language);
  }
}

// The widget in a page: the tickets in a shadow root (a labelled list, a real button that opens the
// checkout), the host page's styles kept out, and the tickets said to be unavailable, in words.
import type { TWidgetEvent } from '@pavilion/domain';
import { mountWidget } from './widget';

const answer: TWidgetEvent = {
  id: 42,
  name: 'Harbour Logistics Forum',
  startDateTime: '2027-03-01T09:00:00.000Z',
  language: 'en',
  colours: { accent: '#0b6e4f', accentText: '#ffffff' },
  checkoutUrl: 'https://pavilion.example/events/42?source=widget&lang=en#tickets',
  buyable: true,
  ticketTypes: [
    {
      id: 1,
      name: 'Standard',
      price: 295.5,
      currencyCode: 'EUR',
      priceText: '€295.50',
      soldOut: false,
      onSale: true,
      remaining: 3,
      availability: 'Only 3 left',
    },
    {
      id: 2,
      name: 'VIP',
      price: 900,
      currencyCode: 'EUR',
      priceText: '€900.00',
      soldOut: true,
      onSale: true,
      remaining: null,
      availability: 'Sold out',
    },
  ],
  texts: {
    heading: 'Tickets',
    listLabel: 'Ticket types for Harbour Logistics Forum',
    buy: 'Buy tickets',
    buyHint: "Opens Pavilion's checkout for Harbour Logistics Forum in a new window",
    allSoldOut: 'All tickets are sold out.',
    soldBy: 'Tickets sold by Pavilion',
  },
};

function respond(status: number, body: unknown) {
  // What the widget reads of a fetch answer (jsdom has no Response).
  return jest.fn(async () => ({ ok: status < 300, status, json: async () => body })) as unknown as jest.Mock &
    typeof fetch;
}

function host(attrs: Record<string, string>) {
  const div = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) div.setAttribute(k, v);
  document.body.append(div);
  return div;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

it("shows the event's ticket types as a labelled list in a shadow root, and the button opens the checkout", async () => {
  const fetch = respond(200, answer);
  const open = jest.fn();
  const div = host({ 'data-pavilion-event': '42', 'data-lang': 'de-AT' });
  await mountWidget(div, { base: 'https://pavilion.example', fetch, open });
  expect(fetch).toHaveBeenCalledWith('https://pavilion.example/api/widget/events/42?lang=de', {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
  });
  const root = div.shadowRoot!;
  expect(div.childNodes).toHaveLength(0);
  const list = root.querySelector('ul')!;
  expect(list.getAttribute('aria-label')).toBe('Ticket types for Harbour Logistics Forum');
  expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Standard€295.50Only 3 left',
    'VIP€900.00Sold out',
  ]);
  const button = root.querySelector('button')!;
  expect(button.textContent).toBe('Buy tickets');
  expect(root.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
    "Opens Pavilion's checkout for Harbour Logistics Forum in a new window",
  );
  expect(root.querySelector('section')!.style.getPropertyValue('--accent')).toBe('#0b6e4f');
  button.click();
  expect(open).toHaveBeenCalledWith(answer.checkoutUrl);
});

it("keeps the host page's styles out: its rules do not match inside, and the root resets what is inherited", async () => {
  const style = document.createElement('style');
  style.textContent = 'button { display: none } li { color: red }';
  document.head.append(style);
  const div = host({ 'data-pavilion-event': '42' });
  await mountWidget(div, { base: 'https://p.example', fetch: respond(200, answer), open: jest.fn() });
  expect(document.querySelector('button')).toBeNull();
  expect(div.shadowRoot!.querySelector('style')!.textContent).toContain(':host { all: initial;');
  style.remove();
});

it('disables the button when nothing can be bought, and says so', async () => {
  const div = host({ 'data-pavilion-event': '42' });
  const soldOut = { ...answer, buyable: false };
  await mountWidget(div, { base: 'https://p.example', fetch: respond(200, soldOut), open: jest.fn() });
  expect(div.shadowRoot!.querySelector('button')!.disabled).toBe(true);
  expect(div.shadowRoot!.getElementById('pv-hint')!.textContent).toBe('All tickets are sold out.');
});

it("says in Pavilion's words when the event is not public, and in its own when Pavilion cannot be reached", async () => {
  document.documentElement.lang = 'fr';
  const notPublic = host({ 'data-pavilion-event': '7' });
  const words = "Les billets de cet événement ne peuvent pas être affichés : il n'est pas en vente sur Pavilion.";
  await mountWidget(notPublic, { base: 'https://p.example', fetch: respond(404, { error: words, code: 'NOT_FOUND' }) });
  expect(notPublic.shadowRoot!.querySelector('[role="alert"]')!.textContent).toBe(words);

  const offline = host({ 'data-pavilion-event': '7' });
  const failing = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  await mountWidget(offline, { base: 'https://p.example', fetch: failing });
  expect(offline.shadowRoot!.querySelector('[role="alert"]')!.textContent).toBe(
    'Les billets ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
  );

  const noId = host({ 'data-pavilion-event': 'abc', 'data-lang': 'es' });
  const never = jest.fn() as unknown as typeof fetch;
  await mountWidget(noId, { base: 'https://p.example', fetch: never });
  expect(never).not.toHaveBeenCalled();
  expect(noId.shadowRoot!.querySelector('[role="alert"]')!.textContent).toMatch(/^Ahora mismo no se pueden/);
});

// The ticket widget on a real database: a public event's tickets for any website (CORS-open, cacheable,
// in the asked language), 404 in words for anything not public, the partner's colours refused below
// AA contrast, and an order placed from the widget's checkout counted as the widget's in the insights.
import request from 'supertest';
import { ZWidgetColours, ZWidgetEvent } from '@pavilion/domain';
import { useTestContext } from '@pavilion/api-testing/harness';
import {
  approveCurrent,
  buyTickets,
  createEvent,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
let a: TestPartner;
let b: TestPartner;
let publicEvent: number;
let ticketType: number;
let draftEvent: number;

beforeAll(async () => {
  a = await partnerWithPolicy(t);
  b = await partnerWithPolicy(t);
  publicEvent = await createEvent(t, a, { name: 'Harbour Logistics Forum' });
  await approveCurrent(t, a, publicEvent);
  const detail = (await request(t.app).get(`/api/partner/events/${publicEvent}`).set(a.auth).expect(200)).body;
  ticketType = (detail.ticketTypes as Array<{ id: number }>)[0].id;
  draftEvent = await createEvent(t, a, { name: 'Unsubmitted Draft Summit' });
});

describe('GET /api/widget/events/{id}', () => {
  it("answers a public event's tickets to any origin, cacheable, without cookies", async () => {
    const res = await request(t.app)
      .get(`/api/widget/events/${publicEvent}`)
      .set('Origin', 'https://organiser.example')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    const widget = ZWidgetEvent.parse(res.body);
    expect(widget).toMatchObject({
      id: publicEvent,
      name: 'Harbour Logistics Forum',
      language: 'en',
      colours: { accent: '#1d4ed8', accentText: '#ffffff' },
      buyable: true,
      texts: { buy: 'Buy tickets', listLabel: 'Ticket types for Harbour Logistics Forum' },
    });
    const checkout = new URL(widget.checkoutUrl);
    expect(checkout.pathname).toBe(`/events/${publicEvent}`);
    expect(checkout.searchParams.get('source')).toBe('widget');
    expect(widget.ticketTypes.map((tt) => tt.id)).toContain(ticketType);
    expect(widget.ticketTypes[0].availability).toMatch(/^(Available|Only \d+ left)$/);
  });

  it('writes its words and prices in the asked language', async () => {
    const res = await request(t.app).get(`/api/widget/events/${publicEvent}?lang=de-DE`).expect(200);
    const widget = ZWidgetEvent.parse(res.body);
    expect(widget.language).toBe('de');
    expect(widget.texts.buy).toBe('Tickets kaufen');
    const paid = widget.ticketTypes.find((tt) => tt.price > 0);
    if (paid) expect(paid.priceText).toMatch(/,\d\d\s?\S+$|^\S+\s?[\d.]+,\d\d$/);
    expect(new URL(widget.checkoutUrl).searchParams.get('lang')).toBe('de');
  });

  it('answers 404 in words for a draft, an unknown id, and a cancelled event, with the same CORS and cache headers', async () => {
    for (const id of [draftEvent, 999_999]) {
      const res = await request(t.app).get(`/api/widget/events/${id}?lang=fr`).expect(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.body.error).toBe(
        "Les billets de cet événement ne peuvent pas être affichés : il n'est pas en vente sur Pavilion.",
      );
    }
    const cancelled = await createEvent(t, a, { name: 'Cancelled Ports Expo' });
    await approveCurrent(t, a, cancelled);
    await request(t.app).get(`/api/widget/events/${cancelled}`).expect(200);
    await request(t.app)
      .post(`/api/partner/events/${cancelled}/cancel`)
      .set(a.auth)
      .send({ reason: 'The venue closed for repairs.' })
      .expect(200);
    await request(t.app).get(`/api/widget/events/${cancelled}`).expect(404);
  });

  it('is not counted as a view of the event page (the page itself is)', async () => {
    const today = t.clock.now.toISOString().slice(0, 10);
    const views = async () =>
      (
        await request(t.app)
          .get(`/api/partner/insights?eventId=${publicEvent}&from=${today}&to=${today}`)
          .set(a.auth)
          .expect(200)
      ).body.totals.pageViews;
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    await request(t.app).get(`/api/widget/events/${publicEvent}`).set('User-Agent', browser).expect(200);
    expect(await views()).toBe(0);
    await request(t.app).get(`/api/events/${publicEvent}`).set('User-Agent', browser).expect(200);
    expect(await views()).toBe(1);
  });
});

describe("the partner's colours", () => {
  const url = () => `/api/partner/events/${publicEvent}/widget`;

  it('are saved when the text contrasts enough, and the widget shows them', async () => {
    const saved = await request(t.app)
      .put(url())
      .set(a.auth)
      .send({ accent: '#0B6E4F', accentText: '#FFFFFF' })
      .expect(200);
    expect(ZWidgetColours.parse(saved.body)).toEqual({ accent: '#0b6e4f', accentText: '#ffffff' });
    expect((await request(t.app).get(url()).set(a.auth).expect(200)).body).toEqual(saved.body);
    const widget = await request(t.app).get(`/api/widget/events/${publicEvent}`).expect(200);
    expect(widget.body.colours).toEqual({ accent: '#0b6e4f', accentText: '#ffffff' });
  });

  it('are refused in words when the text on the accent is too faint, or not a colour, and nothing changes', async () => {
    const low = await request(t.app)
      .put(url())
      .set(a.auth)
      .send({ accent: '#ffff00', accentText: '#ffffff' })
      .expect(400);
    expect(low.body.fields.accentText).toBe(
      'The text on the accent colour has a contrast of 1.07:1, too low to read: choose colours with at least 4.5:1 (a darker accent or a lighter text, or the other way round)',
    );
    const bad = await request(t.app).put(url()).set(a.auth).send({ accent: 'green', accentText: '#fff' }).expect(400);
    expect(bad.body.fields).toEqual({
      accent: 'A colour is a hex code of six digits, like #1d4ed8',
      accentText: 'A colour is a hex code of six digits, like #1d4ed8',
    });
    expect((await request(t.app).get(url()).set(a.auth).expect(200)).body).toEqual({
      accent: '#0b6e4f',
      accentText: '#ffffff',
    });
  });

  it("of another partner's event answer 404 and change nothing", async () => {
    await request(t.app).get(url()).set(b.auth).expect(404);
    await request(t.app).put(url()).set(b.auth).send({ accent: '#000000', accentText: '#ffffff' }).expect(404);
    expect((await request(t.app).get(url()).set(a.auth).expect(200)).body.accent).toBe('#0b6e4f');
  });
});

describe('sales through the widget', () => {
  it("an order placed from the widget's checkout keeps its source and counts in the partner's insights", async () => {
    const today = t.clock.now.toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}`;
    await buyTickets(t.app, t.db, t.clock.now, publicEvent, ticketType, 2, { source: 'widget' });
    await buyTickets(t.app, t.db, t.clock.now, publicEvent, ticketType, 1);
    const all = await request(t.app).get(`/api/partner/insights?${range}`).set(a.auth).expect(200);
    expect(all.body.totals.orders).toBe(2);
    expect(all.body.widget).toMatchObject({ orders: 1, ticketsSold: 2 });
    expect(all.body.widget.revenue).toHaveLength(1);
    const one = await request(t.app)
      .get(`/api/partner/insights?eventId=${publicEvent}&${range}`)
      .set(a.auth)
      .expect(200);
    expect(one.body.widget).toMatchObject({ orders: 1, ticketsSold: 2 });
    const other = await request(t.app).get(`/api/partner/insights?${range}`).set(b.auth).expect(200);
    expect(other.body.widget).toEqual({ orders: 0, ticketsSold: 0, revenue: [] });
  });

  it('refuses an unknown source in words', async () => {
    await expect(
      buyTickets(t.app, t.db, t.clock.now, publicEvent, ticketType, 1, { source: 'newsletter' }),
    ).rejects.toThrow(/Unknown source: the only source an order takes is widget/);
  });
});

describe('the iframe alternative', () => {
  it('is a page any site may frame, holding the widget for the event in the asked language', async () => {
    const res = await request(t.app).get(`/widget/v1/frame?event=${publicEvent}&lang=es`).expect(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.text).toContain(`<div data-pavilion-event="${publicEvent}" data-lang="es"></div>`);
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain('<title>Entradas</title>');
    expect(res.text).toContain('<script src="/widget/v1.js"></script>');
    const odd = await request(t.app).get('/widget/v1/frame?event=%22%3E%3Cscript%3E&lang=xx').expect(200);
    expect(odd.text).toContain('<div data-pavilion-event="" data-lang="en"></div>');
  });
});

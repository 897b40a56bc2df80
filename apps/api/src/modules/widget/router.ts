// GET /api/widget/events/{id}: what the ticket widget on an organiser's website reads (public, open to
// every origin, cacheable); GET/PUT /api/partner/events/{id}/widget: the partner's colours for it.
import {
  API_PATHS,
  LOW_STOCK_THRESHOLD,
  WIDGET_CACHE_SECONDS,
  WIDGET_MESSAGES as M,
  WIDGET_MIN_CONTRAST,
  ZIdParam,
  ZWidgetColours,
  ZWidgetEvent,
  ZWidgetQuery,
  NOT_FOUND,
} from '@pavilion/domain';
import type { RequestHandler } from 'express';
import type { ModuleContext } from '../../platform/context';
import { withLocale } from '../../platform/i18n';
import { apiModule, type ApiModule } from '../../platform/route';
import { PartnerWidgets, WidgetEvents } from './service';

/**
 * Any website may read the answer, without cookies (no credentials), and a browser or a shared cache
 * may keep it a minute; set before the answer is made, so a 404 is readable and kept the same way.
 */
const openAndCacheable: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.removeHeader('Access-Control-Allow-Credentials');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Cache-Control', `public, max-age=${WIDGET_CACHE_SECONDS}`);
  next();
};

export function widgetModules(ctx: ModuleContext): ApiModule[] {
  const { db, now, config } = ctx;
  const widgetEvents = new WidgetEvents(db, now, config.publicUrl);

  const open = apiModule(ctx, { tag: 'Ticket widget', access: 'public' });
  open.get(
    API_PATHS.widgetEvent,
    {
      summary: "A public event's tickets as the ticket widget shows them on an organiser's website",
      description: `What the widget script (\`/widget/v1.js\`) reads: the event's name, each ticket type with its price, whether it is on sale and how many are left once ${LOW_STOCK_THRESHOLD} or fewer are (as the public event answer says), the words to show in \`lang\` (en, es, fr or de; anything else English) with prices written that language's way, the organiser's colours, and \`checkoutUrl\`, Pavilion's checkout for the event marked \`source=widget\` (an order placed from it counts as sold through the widget in the partner's insights). Only approved, published events that are not cancelled: any other id answers 404 with words the widget shows. Open to every origin (\`Access-Control-Allow-Origin: *\`, no cookies) and cacheable for ${WIDGET_CACHE_SECONDS} seconds (\`Cache-Control: public\`), so availability may lag by that much; the checkout checks it again. Never counted as a view of the event's page.`,
      params: ZIdParam,
      query: ZWidgetQuery,
      response: ZWidgetEvent,
      middleware: [openAndCacheable],
      errors: { 404: M.eventNotFound },
    },
    ({ params, query }) => withLocale(query.lang, () => widgetEvents.event(params.id, query.lang)),
  );

  const partner = apiModule(ctx, { tag: 'Ticket widget', access: 'partner' });
  const widgets = (partnerId: number | null) => new PartnerWidgets(db, partnerId!);
  partner.get(
    API_PATHS.partnerEventWidget,
    {
      summary: "The colours of an event's ticket widget",
      description:
        "`accent` (the Buy tickets button) and `accentText` (the text on it), `#rrggbb`; Pavilion's blue and white until the partner chooses others. Another partner's event answers 404.",
      params: ZIdParam,
      response: ZWidgetColours,
      errors: { 404: NOT_FOUND.event },
    },
    ({ auth, params }) => widgets(auth.partnerId).colours(params.id),
  );
  partner.put(
    API_PATHS.partnerEventWidget,
    {
      summary: "Sets the colours of an event's ticket widget",
      description: `Body \`{ accent, accentText }\`, each \`#rrggbb\`. The text must contrast with the accent at least ${WIDGET_MIN_CONTRAST}:1 (WCAG 2 AA): a pair below is refused with 400 on \`accentText\`, naming the contrast it has, and nothing changes. Widgets already on websites show the new colours within ${WIDGET_CACHE_SECONDS} seconds. Another partner's event answers 404.`,
      params: ZIdParam,
      body: ZWidgetColours,
      response: ZWidgetColours,
      errors: { 404: NOT_FOUND.event },
    },
    ({ auth, params, body }) => widgets(auth.partnerId).colours(params.id, body),
  );
  return [open, partner];
}

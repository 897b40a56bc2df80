// The ticket widget: a public event's tickets as the widget shows them (the marketplace's public event
// answer, in the asked language's words), and the partner's colours for an event's widget.
import { and, eq } from 'drizzle-orm';
import {
  formatPrice,
  SOURCE_QUERY_PARAM,
  WIDGET_DEFAULT_COLOURS,
  WIDGET_MESSAGES as M,
  type TEventTicketType,
  type TWidgetColours,
  type TWidgetEvent,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { EventReadModel } from '../events';

const coloursOf = (row: { accent: string | null; accentText: string | null } | undefined): TWidgetColours =>
  row?.accent && row.accentText ? { accent: row.accent, accentText: row.accentText } : { ...WIDGET_DEFAULT_COLOURS };

function availability(t: TEventTicketType): string {
  if (t.soldOut) return M.soldOut;
  if (!t.onSale) return M.notOnSale;
  return t.remaining !== null ? M.remaining({ count: t.remaining }) : M.available;
}

export class WidgetEvents {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
    private readonly marketplaceUrl: string,
  ) {}

  /**
   * A public event (approved, published, not cancelled) as the widget shows it, in the current
   * language; anything else is 404 in words the widget shows as they are. Never counted as a page view.
   */
  async event(id: number, language: TWidgetEvent['language']): Promise<TWidgetEvent> {
    // The marketplace's public answer: null for anything not approved and published.
    const event = await new EventReadModel(this.db, this.now).detail(id, { scope: 'public', personId: null });
    if (!event || event.cancelled) throw notFound(M.eventNotFound);
    const [colours] = await this.db
      .select({ accent: events.widgetAccent, accentText: events.widgetAccentText })
      .from(events)
      .where(eq(events.id, id));
    const checkout = new URL(`/events/${event.id}`, this.marketplaceUrl);
    checkout.searchParams.set(SOURCE_QUERY_PARAM, 'widget');
    checkout.searchParams.set('lang', language);
    const ticketTypes = event.ticketTypes.map((t) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      currencyCode: t.currencyCode,
      priceText: formatPrice(t.price, t.currencyCode),
      soldOut: t.soldOut,
      onSale: t.onSale,
      remaining: t.remaining,
      availability: availability(t),
    }));
    return {
      id: event.id,
      name: event.name,
      startDateTime: event.startDateTime,
      language,
      colours: coloursOf(colours),
      checkoutUrl: `${checkout.toString()}#tickets`,
      ticketTypes,
      buyable: ticketTypes.some((t) => t.onSale && !t.soldOut),
      texts: {
        heading: M.heading,
        listLabel: M.listLabel({ event: event.name }),
        buy: M.buy,
        buyHint: M.buyHint({ event: event.name }),
        allSoldOut: M.allSoldOut,
        soldBy: M.soldBy,
      },
    };
  }
}

/** A partner's colours for the widgets of its events: by construction, of its own events only. */
export class PartnerWidgets {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
  ) {}

  /** The event's colours; with `body`, saves them first. Another partner's event is 404. */
  async colours(eventId: number, body?: TWidgetColours): Promise<TWidgetColours> {
    const where = and(eq(events.id, eventId), eq(events.partnerId, this.partnerId));
    const columns = { accent: events.widgetAccent, accentText: events.widgetAccentText };
    const [row] = body
      ? await this.db
          .update(events)
          .set({ widgetAccent: body.accent, widgetAccentText: body.accentText })
          .where(where)
          .returning(columns)
      : await this.db.select(columns).from(events).where(where);
    if (!row) throw notFound(NOT_FOUND.event);
    return coloursOf(row);
  }
}

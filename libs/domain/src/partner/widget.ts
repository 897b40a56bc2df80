// The ticket widget on an organiser's own website: its colours (checked for contrast, the same schema in
// the portal's form and on the server), the public answer it reads, and the source an order keeps.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { LANGUAGES } from '../constants/settings';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { WIDGET_MESSAGES as M } from '../messages/widget';

/** The colours an event's widget has until its organiser chooses others (white on Pavilion's blue, 6.7:1). */
export const WIDGET_DEFAULT_COLOURS = { accent: '#1d4ed8', accentText: '#ffffff' } as const;
/** WCAG 2's AA for normal text: the least contrast the text on the accent (the Buy button) may have. */
export const WIDGET_MIN_CONTRAST = 4.5;
/** How long a browser or a cache may keep the widget's answer, in seconds (availability lags at most this). */
export const WIDGET_CACHE_SECONDS = 60;

const HEX = /^#[0-9a-f]{6}$/i;

/** The relative luminance of a `#rrggbb` colour, as WCAG 2 defines it (0 black, 1 white). */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2's contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const ZHexColour = z
  .string({ error: () => M.colourInvalid })
  .trim()
  .regex(HEX, { error: () => M.colourInvalid })
  .transform((v) => v.toLowerCase());

/** PUT /api/partner/events/{id}/widget, and the portal's form: refused in words when the text cannot be read. */
export const ZWidgetColours = z
  .object({ accent: ZHexColour, accentText: ZHexColour })
  .superRefine(({ accent, accentText }, ctx) => {
    const ratio = contrastRatio(accent, accentText);
    // Rounded down, so a pair shown as 4.5:1 is never refused.
    if (ratio < WIDGET_MIN_CONTRAST)
      ctx.addIssue({
        code: 'custom',
        path: ['accentText'],
        message: M.contrastTooLow({ ratio: Math.floor(ratio * 100) / 100, min: WIDGET_MIN_CONTRAST }),
      });
  });
export type TWidgetColours = z.output<typeof ZWidgetColours>;
export type TWidgetColoursInput = z.input<typeof ZWidgetColours>;

/** What the widget's languages are, chosen by its `data-lang` or the host page's `<html lang>`. */
export const ZWidgetQuery = z.object({
  lang: z
    .string()
    .optional()
    .transform((v) => {
      const language = v?.slice(0, 2).toLowerCase();
      return LANGUAGES.find((l) => l === language) ?? 'en';
    }),
});

/** GET /api/widget/events/{id}: a public event's tickets, in words of the asked language, and its colours. */
export const ZWidgetEvent = z.object({
  id: ZId,
  name: z.string(),
  startDateTime: ZIsoDateTime,
  /** The language the words and prices are in. */
  language: z.enum(LANGUAGES),
  colours: z.object({ accent: z.string(), accentText: z.string() }),
  /** Pavilion's checkout for the event, marked as coming from the widget (`?source=widget`). */
  checkoutUrl: z.string(),
  ticketTypes: z.array(
    z.object({
      id: ZId,
      name: z.string(),
      price: ZMajorAmount,
      currencyCode: ZCurrencyCode,
      /** The price as the language writes it ('Free' for 0). */
      priceText: z.string(),
      soldOut: z.boolean(),
      onSale: z.boolean(),
      remaining: z.number().int().nullable(),
      /** 'Sold out', 'Only 3 left', 'Available' or 'Not on sale now'. */
      availability: z.string(),
    }),
  ),
  /** Whether any ticket type can be bought now (the button opens checkout either way). */
  buyable: z.boolean(),
  texts: z.object({
    heading: z.string(),
    listLabel: z.string(),
    buy: z.string(),
    buyHint: z.string(),
    allSoldOut: z.string(),
    soldBy: z.string(),
  }),
});
export type TWidgetEvent = z.infer<typeof ZWidgetEvent>;

/** Where an order came from, when not the marketplace itself; the checkout link's `source` parameter. */
export const ORDER_SOURCES = ['widget'] as const;
export type TOrderSource = (typeof ORDER_SOURCES)[number];
export const ZOrderSource = z.enum(ORDER_SOURCES, { error: () => M.sourceInvalid });
export const SOURCE_QUERY_PARAM = 'source';
/** The source kept in sessionStorage from the event page to the order (sign-in comes between). */
export const sourceStorageKey = (eventId: number) => `pavilion.source.${eventId}`;
/** A source as a link or storage carries it: known ones only, anything else none. */
export const orderSourceOf = (value: unknown): TOrderSource | null => ORDER_SOURCES.find((s) => s === value) ?? null;

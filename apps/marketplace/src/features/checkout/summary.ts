// The order summary's figures: one line per ticket type (price x quantity) and per chosen extra,
// the promo code's discount, and the total the server will charge for them, all in the event's currency.
import {
  cancellationLine,
  formatAmount,
  formatPrice,
  fromMinor,
  lineAmount,
  pricedSelectionLines,
  sumAmounts,
  toMinor,
  type TCurrencyCode,
  type TPromoCodeCheck,
  type TTicketSelection,
} from '@pavilion/domain';
import { CHECKOUT_TEXT } from './messages';

export interface SummaryTicketType {
  id: number;
  name: string;
  price: number;
  /** The ticket type's policy as the event answers it (null: none, so no refund); absent: not shown. */
  cancellationPolicy?: Parameters<typeof cancellationLine>[0];
}

export interface SummaryExtra {
  id: number;
  name: string;
  price: number;
}

export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** 'Free' for a zero price, otherwise money ('$1,250.00'), in the current language when summarised. */
  amountText: string;
  /** A ticket line's cancellation terms in words, read before paying. */
  terms?: string;
}

export interface CheckoutSummary {
  ticketLines: SummaryLine[];
  extraLines: SummaryLine[];
  ticketCount: number;
  /** What the applied promo code takes off (per ticket of its ticket types), or null. */
  discount: { code: string; amount: number; amountText: string } | null;
  total: number;
  totalText: string;
  currency: TCurrencyCode;
}

/**
 * Figures for the summary. `chosenExtras` holds each attendee's chosen extra ids (one list per
 * ticket); an extra chosen by two attendees is one line with quantity 2. Unknown ids are skipped.
 */
export function summariseCheckout(
  selection: TTicketSelection,
  ticketTypes: readonly SummaryTicketType[],
  currency: TCurrencyCode,
  extras: readonly SummaryExtra[] = [],
  chosenExtras: ReadonlyArray<ReadonlyArray<number | string>> = [],
  promo: TPromoCodeCheck | null = null,
): CheckoutSummary {
  const ticketLines = pricedSelectionLines(selection, ticketTypes, currency).map(
    ({ ticketType, quantity, price, lineTotal }) => ({
      key: `ticket-${ticketType.id}`,
      name: ticketType.name,
      quantity,
      unitPrice: price,
      lineTotal,
      amountText: formatPrice(lineTotal, currency),
      ...(ticketType.cancellationPolicy !== undefined && { terms: cancellationLine(ticketType.cancellationPolicy) }),
    }),
  );

  const counts = new Map<number, number>();
  for (const ids of chosenExtras) {
    for (const id of new Set(ids.map(Number))) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const extraLines = extras
    .filter((extra) => counts.has(extra.id))
    .map((extra) => {
      const quantity = counts.get(extra.id) ?? 0;
      const lineTotal = lineAmount(extra.price, quantity, currency);
      return {
        key: `extra-${extra.id}`,
        name: extra.name,
        quantity,
        unitPrice: extra.price,
        lineTotal,
        amountText: formatPrice(lineTotal, currency),
      };
    });

  const gross = sumAmounts(
    [...ticketLines, ...extraLines].map((line) => line.lineTotal),
    currency,
  );
  // The server's discount per ticket of each eligible type, times the tickets chosen of that type.
  const off = promo
    ? sumAmounts(
        pricedSelectionLines(selection, ticketTypes, currency).map(({ ticketType, quantity }) =>
          lineAmount(
            promo.ticketTypes.find((t) => t.ticketTypeId === ticketType.id)?.discount ?? 0,
            quantity,
            currency,
          ),
        ),
        currency,
      )
    : 0;
  const discount =
    promo && off > 0
      ? {
          code: promo.code,
          amount: off,
          amountText: CHECKOUT_TEXT.discountAmount({ amount: formatAmount(off, currency) }),
        }
      : null;
  const total = fromMinor(toMinor(gross, currency) - toMinor(off, currency), currency);
  return {
    ticketLines,
    extraLines,
    ticketCount: ticketLines.reduce((sum, line) => sum + line.quantity, 0),
    discount,
    total,
    totalText: formatAmount(total, currency),
    currency,
  };
}

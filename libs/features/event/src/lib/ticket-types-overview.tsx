// The ticket types of an event, read-only, for the partner's preview and the administrator's vetting
// page: price, sales window and cancellation policy, and the stock only the organiser and the
// administrators see (quantity, sold, held, remaining) when the rows carry it (the managed event
// detail's ticket types) or the page passes it in (`figures`). Buyers get the marketplace's ticket
// section instead.
import { UI_TEXT, formatPrice, numberFormat, type TEventDetail } from '@pavilion/domain';
import { ProductLink } from '@pavilion/features-shell';
import type { ReactNode } from 'react';
import { Badge, DataTable, formatDateRange, type DataTableColumn } from '@pavilion/ui';
import { EventSection } from './event-sections';
import { FALLBACK_TIME_ZONE, formatEventDateTime } from './format';
import { TICKET_TYPES_TEXT as T } from './messages';

/** What the stock columns show of one ticket type: offered in all, sold (paid) and held (unpaid, in their hold). */
export interface TicketTypeFigures {
  quantity: number;
  sold: number;
  held: number;
}

/** A ticket type as the event detail carries it, with its stock when the reader may see it. */
export type OverviewTicketType = Pick<
  TEventDetail['ticketTypes'][number],
  'id' | 'name' | 'price' | 'currencyCode' | 'onSale' | 'startDateTime' | 'endDateTime' | 'cancellationPolicy'
> &
  Partial<TicketTypeFigures>;

export interface TicketTypesOverviewProps {
  ticketTypes: readonly OverviewTicketType[];
  /** The stock by ticket type id, when the rows do not carry it; without either, no stock columns. */
  figures?: Readonly<Record<number, TicketTypeFigures>>;
  title?: string;
  /** The event's zone: the sales window is written as people at the event read it (UTC without it). */
  timeZone?: string;
  /** Where a ticket type's cancellation policy opens, as a product path (the partner's policy page). */
  policyHref?: (policyId: number) => string;
}

type TicketType = OverviewTicketType;

function figuresOf(ticketType: TicketType, figures: TicketTypesOverviewProps['figures']): TicketTypeFigures | null {
  const given = figures?.[ticketType.id];
  if (given) return given;
  const { quantity, sold, held } = ticketType;
  return quantity !== undefined && sold !== undefined && held !== undefined ? { quantity, sold, held } : null;
}

const count = (value: number) => numberFormat().format(value);

/** The days it is on sale, where the event is: '23 Oct - 6 Dec 2026' (the exact times are in its title). */
function salesWindow(ticketType: TicketType, timeZone: string | undefined): ReactNode {
  const { startDateTime: from, endDateTime: until } = ticketType;
  if (!from && !until) return T.always;
  const zone = timeZone || FALLBACK_TIME_ZONE;
  const at = (iso: string) => formatEventDateTime(iso, zone);
  const exact =
    from && until
      ? T.fromUntil({ from: at(from), until: at(until) })
      : from
        ? T.from({ from: at(from) })
        : T.until({ until: at(until!) });
  return <span title={exact}>{formatDateRange(from, until, zone)}</span>;
}

export function TicketTypesOverview({
  ticketTypes,
  figures,
  title = T.tickets,
  timeZone,
  policyHref,
}: TicketTypesOverviewProps) {
  const columns: DataTableColumn<TicketType>[] = [
    {
      key: 'name',
      header: T.ticketType,
      rowHeader: true,
      minWidth: '10rem',
      cell: (ticketType) => (
        <>
          {ticketType.name} {!ticketType.onSale && <Badge tone="warning">{T.notOnSale}</Badge>}
        </>
      ),
    },
    {
      key: 'price',
      header: T.price,
      align: 'end',
      nowrap: true,
      cell: (ticketType) => formatPrice(ticketType.price, ticketType.currencyCode),
    },
    // Wider than a phone the sales window may wrap between its words, so that in a longer language
    // ('10. Okt. – 21. Dez. 2026') every column still shows beside it.
    { key: 'window', header: T.onSale, nowrap: 'phone', cell: (ticketType) => salesWindow(ticketType, timeZone) },
    {
      key: 'policy',
      header: T.cancellationPolicy,
      minWidth: '8rem',
      cell: ({ cancellationPolicy: policy }) =>
        !policy ? (
          T.none
        ) : policyHref ? (
          <ProductLink to={policyHref(policy.id)}>{policy.name}</ProductLink>
        ) : (
          policy.name
        ),
    },
  ];
  // Stock columns only when every ticket type's figures are known.
  const stock = ticketTypes.map((ticketType) => figuresOf(ticketType, figures));
  if (stock.every((entry) => entry !== null)) {
    const of = (ticketType: TicketType) => stock[ticketTypes.indexOf(ticketType)]!;
    columns.push(
      { key: 'quantity', header: T.quantity, align: 'end', cell: (ticketType) => count(of(ticketType).quantity) },
      { key: 'sold', header: T.sold, align: 'end', cell: (ticketType) => count(of(ticketType).sold) },
      { key: 'held', header: T.held, align: 'end', cell: (ticketType) => count(of(ticketType).held) },
      {
        key: 'remaining',
        header: T.remaining,
        align: 'end',
        cell: (ticketType) => {
          const { quantity, sold, held } = of(ticketType);
          return count(Math.max(0, quantity - sold - held));
        },
      },
    );
  }
  return (
    <EventSection id="ticket-types" title={title}>
      <DataTable
        caption={T.caption}
        hideCaption
        columns={columns}
        rows={ticketTypes}
        getRowKey={(ticketType) => ticketType.id}
        empty={UI_TEXT.noTicketsAvailable}
      />
    </EventSection>
  );
}

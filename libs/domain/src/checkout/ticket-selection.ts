// Choosing ticket quantities on the event page, and turning the choice into one attendee form per ticket.
import { z } from 'zod';
import '../common/zod-messages';
import { TICKET_QTY_MAX, TICKET_QTY_MIN, type TCurrencyCode } from '../constants';
import { lineAmount } from '../money-format';
import { ZId } from '../common/ids';
import { MESSAGES } from '../messages';

/** ticketTypeId -> quantity; a type with quantity 0 is not in the map. */
export type TTicketSelection = Readonly<Record<number, number>>;

/** A typed or stepped quantity, made whole and held within 0-100000 (garbage becomes 0). */
export function clampTicketQuantity(value: number | string): number {
  const number = typeof value === 'string' ? Number(value.trim() === '' ? 0 : value) : value;
  if (!Number.isFinite(number)) return number === Infinity ? TICKET_QTY_MAX : TICKET_QTY_MIN;
  return Math.min(TICKET_QTY_MAX, Math.max(TICKET_QTY_MIN, Math.floor(number)));
}

/** Sets one ticket type's quantity (clamped); 0 removes the line. Returns a new map. */
export function setTicketQuantity(
  selection: TTicketSelection,
  ticketTypeId: number,
  quantity: number | string,
): TTicketSelection {
  const clamped = clampTicketQuantity(quantity);
  const next: Record<number, number> = { ...selection };
  if (clamped === 0) delete next[ticketTypeId];
  else next[ticketTypeId] = clamped;
  return next;
}

export function totalTicketCount(selection: TTicketSelection): number {
  return Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);
}

export const ZTicketSelectionLine = z.object({
  ticketTypeId: ZId,
  quantity: z
    .number()
    .int()
    .min(1, { error: () => MESSAGES.ticketQuantityRange })
    .max(TICKET_QTY_MAX, { error: () => MESSAGES.ticketQuantityRange }),
});
export type TTicketSelectionLine = z.infer<typeof ZTicketSelectionLine>;

/** The selection carried from the event page to the details page (route state or session storage). */
export const ZTicketSelection = z.object({
  eventId: ZId,
  lines: z.array(ZTicketSelectionLine).min(1, { error: () => MESSAGES.noTicketsSelected }),
});
export type TTicketSelectionPayload = z.infer<typeof ZTicketSelection>;

/** The map as lines, in ascending ticket type id order. */
export function selectionToLines(selection: TTicketSelection): TTicketSelectionLine[] {
  return Object.entries(selection)
    .map(([id, quantity]) => ({ ticketTypeId: Number(id), quantity }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.ticketTypeId - b.ticketTypeId);
}

export function linesToSelection(lines: readonly TTicketSelectionLine[]): TTicketSelection {
  return lines.reduce<TTicketSelection>(
    (selection, line) => setTicketQuantity(selection, line.ticketTypeId, line.quantity),
    {},
  );
}

/**
 * Lines priced from the event's ticket types (for orderTotal and the summary), prices in major units
 * of `currency`, each line's total exact to the minor unit; unknown types are skipped.
 */
export function pricedSelectionLines<T extends { id: number; name: string; price: number }>(
  selection: TTicketSelection,
  ticketTypes: readonly T[],
  currency: TCurrencyCode,
): Array<{ ticketType: T; quantity: number; price: number; lineTotal: number }> {
  const byId = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType]));
  return selectionToLines(selection).flatMap((line) => {
    const ticketType = byId.get(line.ticketTypeId);
    if (!ticketType) return [];
    const { quantity } = line;
    return [
      { ticketType, quantity, price: ticketType.price, lineTotal: lineAmount(ticketType.price, quantity, currency) },
    ];
  });
}

/** One attendee form row per ticket (the checkout's "attendee ticket"). */
export type TAttendeeTicketDraft = {
  number: number;
  ticketTypeId: number;
  name: string;
  description: string | null;
  price: number;
  currencyCode: TCurrencyCode;
  firstName: string;
  surname: string;
  email: string;
  company: string;
  jobTitle: string;
  /** The buyer names this ticket's attendee after paying (an assign link, or from the order). */
  nameLater: boolean;
  subEventIds: number[];
};

export type TAttendeePrefill = {
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
  companyName?: string | null;
  jobTitle?: string | null;
};

/**
 * Expands the selection into one draft per ticket, numbered from 1. The first is pre-filled from
 * the buyer's profile; the rest start empty.
 */
export function expandSelectionToAttendeeTickets(
  selection: TTicketSelection,
  ticketTypes: ReadonlyArray<{ id: number; name: string; description: string | null; price: number }>,
  currencyCode: TCurrencyCode,
  buyer?: TAttendeePrefill | null,
): TAttendeeTicketDraft[] {
  const drafts: TAttendeeTicketDraft[] = [];
  for (const { ticketType, quantity } of pricedSelectionLines(selection, ticketTypes, currencyCode)) {
    for (let index = 0; index < quantity; index += 1) {
      const prefill = drafts.length === 0 && buyer ? buyer : null;
      drafts.push({
        number: drafts.length + 1,
        ticketTypeId: ticketType.id,
        name: ticketType.name,
        description: ticketType.description,
        price: ticketType.price,
        currencyCode,
        firstName: prefill?.firstName ?? '',
        surname: prefill?.surname ?? '',
        email: prefill?.email ?? '',
        company: prefill?.companyName ?? '',
        jobTitle: prefill?.jobTitle ?? '',
        nameLater: false,
        subEventIds: [],
      });
    }
  }
  return drafts;
}

// Carrying the selection from the event page through checkout -----------------------------------

/** The query parameter on the auth and details steps: `tickets=<ticketTypeId>:<qty>,<ticketTypeId>:<qty>`. */
export const SELECTION_QUERY_PARAM = 'tickets';

/** The sessionStorage key that mirrors the selection (JSON `{ [ticketTypeId]: qty }`), so a reload keeps it. */
export function selectionStorageKey(eventId: number): string {
  return `pavilion.selection.${eventId}`;
}

/** The selection as the `tickets` query value, in ticket type id order: `{ 101: 1, 100: 2 }` -> '100:2,101:1'. */
export function formatSelectionParam(selection: TTicketSelection): string {
  return selectionToLines(selection)
    .map((line) => `${line.ticketTypeId}:${line.quantity}`)
    .join(',');
}

/**
 * Reads a `tickets` query value. Entries that are not `<id>:<qty>` with a valid id are ignored;
 * quantities are clamped like the steppers; a type named twice keeps its last quantity.
 */
export function parseSelectionParam(value: string | null | undefined): TTicketSelection {
  if (!value) return {};
  return value.split(',').reduce<TTicketSelection>((selection, entry) => {
    const match = /^\s*([1-9]\d{0,9})\s*:\s*(\d{1,7})\s*$/.exec(entry);
    if (!match) return selection;
    const ticketTypeId = ZId.safeParse(Number(match[1]));
    return ticketTypeId.success ? setTicketQuantity(selection, ticketTypeId.data, Number(match[2])) : selection;
  }, {});
}

/** Reads the sessionStorage mirror; anything unreadable is an empty selection. */
export function parseStoredSelection(json: string | null | undefined): TTicketSelection {
  if (!json) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.entries(stored).reduce<TTicketSelection>((selection, [id, quantity]) => {
    const ticketTypeId = ZId.safeParse(Number(id));
    if (!ticketTypeId.success || !/^[1-9]\d*$/.test(id)) return selection;
    if (typeof quantity !== 'number' && typeof quantity !== 'string') return selection;
    return setTicketQuantity(selection, ticketTypeId.data, quantity);
  }, {});
}

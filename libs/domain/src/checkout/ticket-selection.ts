// Choosing ticket quantities on the event page, and turning the choice into one attendee form per ticket.
import { z } from 'zod';
import { TICKET_QTY_MAX, TICKET_QTY_MIN, type TCurrencyCode } from '../constants';
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
  quantity: z.number().int().min(1, MESSAGES.ticketQuantityRange).max(TICKET_QTY_MAX, MESSAGES.ticketQuantityRange),
});
export type TTicketSelectionLine = z.infer<typeof ZTicketSelectionLine>;

/** The selection carried from the event page to the details page (route state or session storage). */
export const ZTicketSelection = z.object({
  eventId: ZId,
  lines: z.array(ZTicketSelectionLine).min(1, MESSAGES.noTicketsSelected),
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

/** Lines priced from the event's ticket types (for orderTotal and the summary); unknown types are skipped. */
export function pricedSelectionLines<T extends { id: number; name: string; price: number }>(
  selection: TTicketSelection,
  ticketTypes: readonly T[],
): Array<{ ticketType: T; quantity: number; price: number; lineTotal: number }> {
  const byId = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType]));
  return selectionToLines(selection).flatMap((line) => {
    const ticketType = byId.get(line.ticketTypeId);
    if (!ticketType) return [];
    const { quantity } = line;
    return [{ ticketType, quantity, price: ticketType.price, lineTotal: ticketType.price * quantity }];
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
  for (const { ticketType, quantity } of pricedSelectionLines(selection, ticketTypes)) {
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
        subEventIds: [],
      });
    }
  }
  return drafts;
}

// Agenda items on the partner's event form and in event bodies.
import { z } from 'zod';
import '../common/zod-messages';
import { LONG_TEXT_MAX, TEXT_LIMITS } from '../constants';
import { ZIsoDateTime, zOptionalLocalDateTimeInput } from '../common/dates';
import { zonedLocalToIso } from '../common/time-zones';
import { ZId } from '../common/ids';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';

const agendaCommon = {
  id: ZId.optional(),
  name: zRequiredText(() => MESSAGES.nameRequired, { max: TEXT_LIMITS.itemName }),
  description: zOptionalText(LONG_TEXT_MAX),
};

/** The form row; a blank start means "when the event starts" (see agendaItemFormToBody). */
export const ZAgendaItemForm = z.object({ ...agendaCommon, startDateTime: zOptionalLocalDateTimeInput() });
export type TAgendaItemForm = z.output<typeof ZAgendaItemForm>;
export type TAgendaItemFormInput = z.input<typeof ZAgendaItemForm>;

/** Every stored agenda item has a start (agenda lists are ordered by it). */
export const ZAgendaItemBody = z.object({ ...agendaCommon, startDateTime: ZIsoDateTime });
export type TAgendaItemBody = z.output<typeof ZAgendaItemBody>;

/** The row as the body; a blank start takes the event's start (`eventStartIso`); local times read in `zone`. */
export function agendaItemFormToBody(form: TAgendaItemForm, eventStartIso: string, zone: string): TAgendaItemBody {
  const startDateTime = form.startDateTime === null ? eventStartIso : zonedLocalToIso(form.startDateTime, zone);
  return { ...form, startDateTime };
}

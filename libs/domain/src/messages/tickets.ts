// What the ticket routes say when they refuse.
import { defineMessages } from '../i18n';
export const TICKET_MESSAGES = defineMessages('tickets', {});

// Ticket quantities, stock, the order's hold and the payment form's limits.

export const TICKET_QTY_MIN = 0;
export const TICKET_QTY_MAX = 100_000;
/** Largest stock a ticket type may offer (the database's integer limit). */
export const TICKET_TYPE_QUANTITY_MAX = 2_147_483_647;
/** Ours: the public sees how many tickets (or places on an extra) are left once at most this many are ('Only 3 left'). */
export const LOW_STOCK_THRESHOLD = 10;
/** Ours (not in the spec): how long a created, unpaid order holds its tickets. */
export const HOLD_MINUTES = 15;
export const CARD_NUMBER_DIGITS = 16;
export const CARD_NUMBER_INPUT_MAX = 19;
export const EXPIRY_INPUT_MAX = 5;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;
export const CARDHOLDER_NAME_MIN = 3;
export const CARDHOLDER_ADDRESS_MIN = 5;
export const ZIP_MIN = 3;
export const ZIP_MAX = 10;
export const PAYMENT_SIMULATED_DELAY_MS = 1500;

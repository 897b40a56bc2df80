// Payment attempts of one order as recorded (the order is already known to be the caller's), and the
// masked card details a paid order shows.
import { and, desc, eq } from 'drizzle-orm';
import { formatCardExpiry, maskCardNumber, type TOrder } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The card of a paid order as read back: masked to its last 4 digits, never a CVV. */
export function paymentDetailsView(
  p: typeof payments.$inferSelect,
  countryName: string,
): NonNullable<TOrder['paymentDetails']> {
  return {
    id: p.id,
    cardNumber: maskCardNumber(p.cardLast4),
    cardBrand: p.cardBrand,
    expiryDate: formatCardExpiry(p.expiryMonth, p.expiryYear),
    cardholderName: p.cardholderName,
    cardholderAddress: p.cardholderAddress,
    cardholderZipCode: p.cardholderZipCode,
    cardholderCountry: countryName,
  };
}

/** The payment attempts of one order. */
export class OrderPayments {
  constructor(
    private readonly db: DbOrTx,
    private readonly orderId: string,
  ) {}

  /** The attempt made with this idempotency key, if any. */
  async withKey(idempotencyKey: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, this.orderId), eq(payments.idempotencyKey, idempotencyKey)));
    return row ?? null;
  }

  /** The attempt being charged now, if any (at most one: a second is refused while one runs). */
  async processing(): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, this.orderId), eq(payments.status, 'processing')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row ?? null;
  }

  async get(paymentId: string): Promise<PaymentRow> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, this.orderId), eq(payments.id, paymentId)));
    return row;
  }
}

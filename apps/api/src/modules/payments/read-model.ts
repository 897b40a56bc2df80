// Payment attempts of one order as recorded (the order is already known to be the caller's).
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

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

// Readers' reports of published reviews (content guidelines, "Who enforces these guidelines"): a
// signed-in reader reports a review once, with a reason from a short list. The review stays shown and
// joins the moderation queue with its open reports until a moderator decides it.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES as M, type TReviewReportAnswer, type TReviewReportBody } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { events, reviewReports, reviews } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';

export class ReviewReports {
  constructor(
    private readonly db: Database,
    private readonly personId: number,
    private readonly now: () => Date,
  ) {}

  async report(reviewId: number, body: TReviewReportBody): Promise<TReviewReportAnswer> {
    const [review] = await this.db
      .select({ personId: reviews.personId })
      .from(reviews)
      .innerJoin(events, eq(events.id, reviews.eventId))
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published'), eq(events.published, true)));
    if (!review) throw notFound(M.reviewNotFound);
    if (review.personId === this.personId) throw conflict(M.ownReview);
    const [saved] = await this.db
      .insert(reviewReports)
      .values({ reviewId, personId: this.personId, reason: body.reason, createdAt: this.now() })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!saved) throw conflict(M.alreadyReported);
    return { reviewId, reason: body.reason, message: M.reported };
  }
}

/** The open reports of these reviews: how many, and how many for each reason. */
export async function openReportsOf(db: Database, reviewIds: number[]) {
  const found = new Map<number, { count: number; reasons: { reason: TReviewReportBody['reason']; count: number }[] }>();
  if (!reviewIds.length) return found;
  const rows = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, n: sql<number>`count(*)::int` })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, reviewIds), isNull(reviewReports.closedAt)))
    .groupBy(reviewReports.reviewId, reviewReports.reason)
    .orderBy(sql`count(*) desc`, reviewReports.reason);
  for (const r of rows) {
    const entry = found.get(r.reviewId) ?? { count: 0, reasons: [] };
    entry.count += r.n;
    entry.reasons.push({ reason: r.reason, count: r.n });
    found.set(r.reviewId, entry);
  }
  return found;
}

/** The review has reports no moderator has decided yet (for the queue's filter). */
export const hasOpenReports = () =>
  sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.closedAt} is null)`;

// The legal documents' versions in force, who accepted which, and publishing a new version. A version
// is in force from its `applies_from`; after a significant one applies, a person who has not accepted it
// (or a later one) is asked to, and checkout is refused until they do. See docs/decisions/0028-legal-documents-have-versions-acceptances-and.md, "Legal
// documents have versions, acceptances and notice".
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  formatIsoDay,
  legalDocumentKey,
  LEGAL_DOCUMENT_AUDIENCE,
  LEGAL_DOCUMENT_IDS,
  LEGAL_DOCUMENTS,
  LEGAL_MESSAGES as M,
  LEGAL_NOTICE_DAYS,
  type TAcceptancePlace,
  type TAdminLegalVersions,
  type TLegalAcceptances,
  type TLegalDocumentId,
  type TLegalDocuments,
  type TLegalDocumentVersion,
  type TPublishLegalVersionBody,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { legalAcceptances, legalDocumentVersions } from '../../db/schema';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../platform/audit';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { instant, storedMessage } from '../../platform/stored-message';

const DAY_MS = 86_400_000;

type VersionRow = typeof legalDocumentVersions.$inferSelect;

const toVersion = (row: VersionRow): TLegalDocumentVersion => ({
  document: row.document,
  version: row.version,
  day: row.day,
  significant: row.significant,
  appliesFrom: row.appliesFrom.toISOString(),
  publishedAt: row.publishedAt.toISOString(),
});

/** The documents every account holder accepts (the partner contract is signed by partners instead). */
const ACCOUNT_DOCUMENTS = LEGAL_DOCUMENT_IDS.filter((d) => LEGAL_DOCUMENT_AUDIENCE[d] === 'accounts');

export class LegalDocuments {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  private async rows(documents: readonly TLegalDocumentId[] = LEGAL_DOCUMENT_IDS): Promise<VersionRow[]> {
    return this.db
      .select()
      .from(legalDocumentVersions)
      .where(inArray(legalDocumentVersions.document, [...documents]))
      .orderBy(asc(legalDocumentVersions.appliesFrom), asc(legalDocumentVersions.id));
  }

  /** Each document's version in force at `now`, and the next one published, if any. */
  async statuses(): Promise<TLegalDocuments> {
    const at = this.now().getTime();
    const rows = await this.rows();
    return LEGAL_DOCUMENT_IDS.flatMap((document) => {
      const mine = rows.filter((r) => r.document === document);
      const current = mine.filter((r) => r.appliesFrom.getTime() <= at).at(-1);
      if (!current) return [];
      const upcoming = mine.find((r) => r.appliesFrom.getTime() > at) ?? null;
      return [{ document, current: toVersion(current), upcoming: upcoming && toVersion(upcoming) }];
    });
  }

  /** The version of `document` in force at `now` (the migration publishes the first of each). */
  async inForce(document: TLegalDocumentId): Promise<VersionRow> {
    const [row] = await this.db
      .select()
      .from(legalDocumentVersions)
      .where(and(eq(legalDocumentVersions.document, document), lte(legalDocumentVersions.appliesFrom, this.now())))
      .orderBy(desc(legalDocumentVersions.appliesFrom), desc(legalDocumentVersions.id))
      .limit(1);
    if (!row) throw new Error(`No version of ${document} in force (migration 0017 publishes the first)`);
    return row;
  }

  /**
   * The versions a person must still accept: for each document they accept, the latest significant
   * version in force, unless they accepted it or any version in force after it.
   */
  async pendingFor(personId: number, documents: readonly TLegalDocumentId[] = ACCOUNT_DOCUMENTS) {
    const at = this.now().getTime();
    const rows = (await this.rows(documents)).filter((r) => r.appliesFrom.getTime() <= at);
    const accepted = await this.db
      .select({ document: legalAcceptances.document, version: legalAcceptances.version })
      .from(legalAcceptances)
      .where(eq(legalAcceptances.personId, personId));
    const pending: VersionRow[] = [];
    for (const document of documents) {
      const mine = rows.filter((r) => r.document === document);
      const lastSignificant = mine
        .map((r, i) => ({ r, i }))
        .filter(({ r }) => r.significant)
        .at(-1);
      if (!lastSignificant) continue;
      const sinceThen = new Set(mine.slice(lastSignificant.i).map((r) => r.version));
      if (!accepted.some((a) => a.document === document && sinceThen.has(a.version))) pending.push(lastSignificant.r);
    }
    return pending;
  }

  /** What the person accepted, and what they must still accept. */
  async acceptancesOf(personId: number): Promise<TLegalAcceptances> {
    const rows = await this.db
      .select()
      .from(legalAcceptances)
      .where(eq(legalAcceptances.personId, personId))
      .orderBy(desc(legalAcceptances.acceptedAt), desc(legalAcceptances.id));
    return {
      accepted: rows.map((r) => ({
        document: r.document,
        version: r.version,
        acceptedAt: r.acceptedAt.toISOString(),
        place: r.place,
      })),
      pending: (await this.pendingFor(personId)).map(toVersion),
    };
  }

  /**
   * Records that the person accepted `version` of `document` (the version in force; another answers 409
   * in words and records nothing). Accepting the same version again changes nothing.
   */
  async accept(personId: number, document: TLegalDocumentId, version: string, place: TAcceptancePlace) {
    if (LEGAL_DOCUMENT_AUDIENCE[document] !== 'accounts') throw badRequest(M.partnerContractOnly);
    const current = await this.inForce(document);
    if (current.version !== version) {
      throw conflict(M.versionOutdated, { version: M.versionOutdated }, { current: toVersion(current) });
    }
    await this.record(personId, document, version, place);
    return this.acceptancesOf(personId);
  }

  /** Records the acceptance of the version of `document` in force (the sign-up's and checkout's box). */
  async acceptInForce(personId: number, document: TLegalDocumentId, place: TAcceptancePlace): Promise<void> {
    const current = await this.inForce(document);
    await this.record(personId, document, current.version, place);
  }

  private async record(personId: number, document: TLegalDocumentId, version: string, place: TAcceptancePlace) {
    await this.db
      .insert(legalAcceptances)
      .values({ personId, document, version, place, acceptedAt: this.now() })
      .onConflictDoNothing();
  }

  /**
   * Before an order: with the box ticked, the customer terms in force are recorded as accepted; without
   * it, a person who has not accepted a significant version in force is refused with 409 in words.
   */
  async assertTermsForCheckout(personId: number, acceptTerms: boolean | undefined): Promise<void> {
    if (acceptTerms) return this.acceptInForce(personId, 'customer-terms', 'checkout');
    const [pending] = await this.pendingFor(personId, ['customer-terms']);
    if (pending) {
      throw new AppError('TERMS_NOT_ACCEPTED', M.termsNotAccepted({ day: formatIsoDay(pending.day) }), undefined, {
        document: pending.document,
        version: pending.version,
      });
    }
  }

  /** Every published version (newest first) and the version of each document this code holds. */
  async adminList(): Promise<TAdminLegalVersions> {
    const rows = await this.rows();
    return {
      versions: rows.map(toVersion).reverse(),
      inCode: LEGAL_DOCUMENT_IDS.map((document) => ({
        document,
        version: LEGAL_DOCUMENTS[document].version,
        day: LEGAL_DOCUMENTS[document].day,
        published: rows.some((r) => r.document === document && r.version === LEGAL_DOCUMENTS[document].version),
      })),
    };
  }

  /**
   * Publishes the version of a document this code holds, in force from `appliesFrom`. A significant one
   * applies no sooner than its notice (LEGAL_NOTICE_DAYS) so that everyone is emailed before; audited.
   */
  async publish(body: TPublishLegalVersionBody, actor: AuditActor & { personId: number }, tx: DbOrTx) {
    const now = this.now();
    const appliesFrom = new Date(body.appliesFrom);
    const { version, day } = LEGAL_DOCUMENTS[body.document];
    if (appliesFrom.getTime() < now.getTime()) {
      throw badRequest(M.appliesFromPast, { appliesFrom: M.appliesFromPast });
    }
    const days = LEGAL_NOTICE_DAYS[LEGAL_DOCUMENT_AUDIENCE[body.document]];
    const earliest = new Date(now.getTime() + days * DAY_MS);
    if (body.significant && appliesFrom.getTime() < earliest.getTime()) {
      const words = M.noticeTooShort({ days, earliest: formatIsoDay(earliest.toISOString().slice(0, 10)) });
      throw badRequest(words, { appliesFrom: words });
    }
    const [published] = await tx
      .insert(legalDocumentVersions)
      .values({
        document: body.document,
        version,
        day,
        significant: body.significant,
        appliesFrom,
        publishedAt: now,
        publishedBy: actor.personId,
      })
      .onConflictDoNothing()
      .returning();
    if (!published) throw conflict(M.alreadyPublished({ version }));
    await recordAudit(tx, now, actor, {
      action: 'legal.published',
      entityType: 'platform',
      entityId: `${body.document}:${version}`.slice(0, 64),
      entityName: `${body.document} ${version}`,
      summary: storedMessage(A, 'legalPublished', {
        document: legalDocumentKey(body.document),
        version,
        appliesFrom: instant(appliesFrom),
        significant: body.significant ? 'yes' : 'no',
      }),
      before: null,
      after: { document: body.document, version, significant: body.significant, appliesFrom: body.appliesFrom },
    });
    return toVersion(published);
  }

  /** Versions published as significant whose day has not come yet: their notices are due. */
  async announcing(): Promise<VersionRow[]> {
    return this.db
      .select()
      .from(legalDocumentVersions)
      .where(and(eq(legalDocumentVersions.significant, true), gt(legalDocumentVersions.appliesFrom, this.now())))
      .orderBy(asc(legalDocumentVersions.appliesFrom));
  }
}

import request from 'supertest';
import { desc, sql } from 'drizzle-orm';
import { ZAuditLogPage } from '@pavilion/domain';
import { auditLog } from '../../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader } from '@pavilion/api-testing/fixtures/admin';
import { AUDIT_SUMMARY_TEXT, recordAudit } from '../../../platform/audit';
import { withLocale } from '../../../platform/i18n';
import { amount, storedMessage } from '../../../platform/stored-message';

const t = useTestContext();
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
});

describe('the audit log', () => {
  it('lists every action newest first, narrowed to one entity or one action', async () => {
    await request(t.app).post('/api/admin/options/audiences').set(admin.auth).send({ value: 'Astronauts' });
    const added = (await request(t.app).post('/api/admin/options/audiences').set(admin.auth).send({ value: 'Divers' }))
      .body as { id: number };
    await request(t.app).delete('/api/admin/options/audiences').set(admin.auth).send({ id: added.id });

    const all = ZAuditLogPage.parse(
      (await request(t.app).get('/api/admin/audit-log').set(admin.auth).expect(200)).body,
    );
    expect(all.items.map((e) => [e.action, e.entityName])).toEqual([
      ['option.removed', 'Divers'],
      ['option.added', 'Divers'],
      ['option.added', 'Astronauts'],
    ]);
    expect(all.items[0]).toMatchObject({
      actor: { personId: admin.personId, email: admin.email, name: 'Alan Turing' },
      summary: 'Removed "Divers" from Audiences',
    });
    const one = await request(t.app)
      .get(`/api/admin/audit-log?entityType=option&entityId=${added.id}&direction=asc`)
      .set(admin.auth);
    expect(one.body.items.map((e: { action: string }) => e.action)).toEqual(['option.added', 'option.removed']);
    const removals = await request(t.app).get('/api/admin/audit-log?action=option.removed').set(admin.auth);
    expect(removals.body.total).toBe(1);
    const bad = await request(t.app).get('/api/admin/audit-log?entityType=planet').set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.entityType).toBe(
      'Entity type must be one of: partner, event, option, person, order, platform, ticket, review, damage-claim, venue, sponsorship, job',
    );
  });

  it('keeps every row: the database refuses to change, delete or truncate them', async () => {
    await recordAudit(t.db, t.clock.now, null, {
      action: 'admin.created',
      entityType: 'person',
      entityId: 1,
      entityName: 'root@example.com',
      summary: storedMessage(AUDIT_SUMMARY_TEXT, 'adminCreated', { email: 'root@example.com' }),
    });
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    /** The database's own message (the driver's error wraps it). */
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(statement);
        return 'carried out';
      } catch (err) {
        return String((err as { cause?: Error }).cause?.message ?? err);
      }
    };
    expect(await refusal(sql`update audit_log set summary = 'tampered'`)).toMatch(/never changed or removed \(UPDATE/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/never changed or removed \(DELETE/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/never changed or removed \(TRUNCATE/);
    const rows = await t.db.select().from(auditLog);
    expect(rows).toHaveLength(before);
    expect(rows.some((r) => r.summary === 'tampered')).toBe(false);
  });

  it("reads each summary in the administrator's language, written in English as the record", async () => {
    const option = (await request(t.app).post('/api/admin/options/audiences').set(admin.auth).send({ value: 'Pilots' }))
      .body as { id: number };
    await withLocale('en', () =>
      recordAudit(t.db, t.clock.now, null, {
        action: 'sponsorship.price-changed',
        entityType: 'platform',
        entityId: 'sponsorship-price',
        entityName: 'Sponsorship price per day',
        summary: storedMessage(AUDIT_SUMMARY_TEXT, 'sponsorshipPrice', { price: amount(123450, 'USD') }),
      }),
    );
    const [kept] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(kept).toMatchObject({
      summary: 'Sponsorship price per day: $1,234.50',
      summaryKey: 'api.audit.sponsorshipPrice',
      summaryValues: { price: { minor: 123450, currency: 'USD' } },
    });
    // An entry written before summaries were kept as messages reads as it was written.
    await t.db.insert(auditLog).values({
      at: t.clock.now,
      action: 'payout.released',
      entityType: 'partner',
      entityId: '1',
      entityName: 'Older entry',
      summary: 'Payouts released',
    });

    const entries = async (language: string) =>
      (
        await request(t.app)
          .get('/api/admin/audit-log?pageSize=3')
          .set(admin.auth)
          .set('X-Requested-With', 'pavilion')
          .set('Accept-Language', language)
          .expect(200)
      ).body.items as Array<{ summary: string; entityName: string }>;
    const read = async (language: string) => (await entries(language)).map((e) => e.summary);
    expect(await read('fr')).toEqual([
      'Payouts released',
      'Prix du sponsoring par jour : 1\u202f234,50\u00a0$US',
      '« Pilots » ajouté dans Publics',
    ]);
    expect(await read('en')).toEqual([
      'Payouts released',
      'Sponsorship price per day: $1,234.50',
      'Added "Pilots" in Audiences',
    ]);
    const one = await request(t.app)
      .get(`/api/admin/audit-log?entityType=option&entityId=${option.id}`)
      .set(admin.auth)
      .set('X-Requested-With', 'pavilion')
      .set('Accept-Language', 'fr');
    expect(one.body.items[0].summary).toBe('« Pilots » ajouté dans Publics');
    // The platform's own settings are named in the reader's language too; other names are data.
    const names = async (language: string) => (await entries(language)).map((e) => e.entityName);
    expect(await names('de')).toEqual(['Older entry', 'Sponsoring-Preis pro Tag', 'Pilots']);
    expect(await names('en')).toEqual(['Older entry', 'Sponsorship price per day', 'Pilots']);
  });
});

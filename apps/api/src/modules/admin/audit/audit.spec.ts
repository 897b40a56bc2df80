import request from 'supertest';
import { sql } from 'drizzle-orm';
import { ZAuditLogPage } from '@pavilion/domain';
import { auditLog } from '../../../db/schema';
import { useTestContext } from '../../../testing/harness';
import { adminHeader } from '../admin.fixtures';
import { recordAudit } from '../../../platform/audit';

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
      'Entity type must be one of: partner, event, option, person, order, platform, ticket, review, damage-claim, venue, sponsorship',
    );
  });

  it('keeps every row: the database refuses to change, delete or truncate them', async () => {
    await recordAudit(t.db, t.clock.now, null, {
      action: 'admin.created',
      entityType: 'person',
      entityId: 1,
      entityName: 'root@example.com',
      summary: 'Created from the command line',
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
});

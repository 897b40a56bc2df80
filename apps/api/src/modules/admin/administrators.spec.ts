import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { auditLog, persons } from '../../db/schema';
import { createAttendee, emptyDatabase, useTestContext } from '@pavilion/api-testing/harness';
import { AdminCreateError, createOrPromoteAdmin, parseAdminCreateArgs } from './administrators';

const t = useTestContext();

const STRONG = 'Str0ng!Passw0rd';

describe('npm run admin:create arguments', () => {
  it('needs an email and takes optional names', () => {
    expect(parseAdminCreateArgs(['--email', 'Root@Example.com'])).toEqual({
      email: 'root@example.com',
      firstName: 'Pavilion',
      surname: 'Administrator',
    });
    expect(parseAdminCreateArgs(['--email=ops@example.com', '--first-name', 'Ada', '--surname=Byron'])).toMatchObject({
      firstName: 'Ada',
      surname: 'Byron',
    });
    expect(() => parseAdminCreateArgs([])).toThrow(/--email is required/);
    expect(() => parseAdminCreateArgs(['--email', 'not-an-email'])).toThrow(AdminCreateError);
    expect(() => parseAdminCreateArgs(['--email', 'a@b.io', '--role', 'x'])).toThrow(/Unknown option --role/);
  });

  it('refuses a password on the command line, however it is written', () => {
    for (const argv of [
      ['--email', 'a@b.io', '--password', STRONG],
      ['--email', 'a@b.io', `--password=${STRONG}`],
      ['--email', 'a@b.io', '-p', STRONG],
    ]) {
      expect(() => parseAdminCreateArgs(argv)).toThrow(/never taken from the command line/);
    }
  });
});

describe('creating or promoting an administrator', () => {
  it('creates one who can sign in to the admin console, and records it with no actor', async () => {
    const args = parseAdminCreateArgs(['--email', 'new.admin@example.com', '--first-name', 'Grace']);
    const result = await createOrPromoteAdmin(t.db, args, async () => STRONG, t.clock.now);
    expect(result.outcome).toBe('created');
    const login = await request(t.app).post('/api/login/').send({ email: 'new.admin@example.com', password: STRONG });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(result.personId)));
    expect(entry).toMatchObject({
      action: 'admin.created',
      actorPersonId: null,
      after: expect.objectContaining({ isAdmin: true }),
    });
    const again = await createOrPromoteAdmin(t.db, args, async () => STRONG, t.clock.now);
    expect(again.outcome).toBe('already');
  });

  it('promotes an existing person without asking for or changing their password', async () => {
    const person = await createAttendee(t.db);
    let asked = false;
    const result = await createOrPromoteAdmin(
      t.db,
      parseAdminCreateArgs(['--email', person.email.toUpperCase()]),
      async () => {
        asked = true;
        return STRONG;
      },
      t.clock.now,
    );
    expect(result).toEqual({ outcome: 'promoted', personId: person.personId });
    expect(asked).toBe(false);
    const [row] = await t.db.select().from(persons).where(eq(persons.id, person.personId));
    expect(row.isAdmin).toBe(true);
    const login = await request(t.app).post('/api/login/').send({ email: person.email, password: 'Password123!' });
    expect(login.body.isAdmin).toBe(true);
  });

  it('refuses a weak password and creates nothing', async () => {
    const args = parseAdminCreateArgs(['--email', 'weak.admin@example.com']);
    await expect(createOrPromoteAdmin(t.db, args, async () => 'short', t.clock.now)).rejects.toThrow(
      'Password must be at least 8 characters long',
    );
    expect(await t.db.select().from(persons).where(eq(persons.email, 'weak.admin@example.com'))).toEqual([]);
  });
});

describe('the command itself', () => {
  it('reads the password from ADMIN_PASSWORD and creates the administrator in the configured database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pavilion-admin-cli-'));
    const root = path.resolve(__dirname, '../../../../..');
    // An empty database on DATABASE_URL's server when it is set, else the embedded one in DATA_DIR.
    const database = await emptyDatabase();
    try {
      const { stdout } = await promisify(execFile)(
        'npx',
        [
          'tsx',
          '--tsconfig',
          'apps/api/tsconfig.json',
          'apps/api/src/cli/admin-create.ts',
          '--email',
          'cli@example.com',
        ],
        {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            ADMIN_PASSWORD: STRONG,
            NODE_ENV: 'development',
            DATABASE_URL: database.url,
          },
          timeout: 60_000,
        },
      );
      expect(stdout).toContain('Created the administrator cli@example.com');
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

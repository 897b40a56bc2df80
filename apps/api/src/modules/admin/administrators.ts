// Administrators in production, where there is no demo data: `npm run admin:create -- --email ...`
// creates an administrator or makes an existing person one. The password is typed when asked or read
// from ADMIN_PASSWORD, never taken from the command line (it would stay in the shell's history and be
// visible to every user of the machine in the process list).
import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES, TEXT_LIMITS, ZEmail, ZStrongPassword } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import { BCRYPT_ROUNDS } from '../auth';
import { AUDIT_SUMMARY_TEXT as A, recordAudit } from '../../platform/audit';
import { storedMessage } from '../../platform/stored-message';

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email <address> [--first-name <name>] [--surname <name>]

Creates an administrator, or makes the person with that email one (their password is kept).
A new administrator's password is read from ADMIN_PASSWORD, or asked for when run in a terminal;
it is never taken from the command line.`;

export class AdminCreateError extends Error {}

const NAME_MESSAGE = (flag: string) => `${flag} must be 1 to ${TEXT_LIMITS.personName} characters`;

const ZArgs = z.object({
  email: ZEmail,
  firstName: z
    .string()
    .trim()
    .min(1, NAME_MESSAGE('--first-name'))
    .max(TEXT_LIMITS.personName, NAME_MESSAGE('--first-name'))
    .default('Pavilion'),
  surname: z
    .string()
    .trim()
    .min(1, NAME_MESSAGE('--surname'))
    .max(TEXT_LIMITS.personName, NAME_MESSAGE('--surname'))
    .default('Administrator'),
});
export type AdminCreateArgs = z.output<typeof ZArgs>;

/** Reads the command line; a password given there is refused, whatever its spelling. */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    if (/^--?(p|password|pass|pwd)$/i.test(flag)) {
      throw new AdminCreateError(
        'Passwords are never taken from the command line. Set ADMIN_PASSWORD or type the password when asked.',
      );
    }
    const key = { '--email': 'email', '--first-name': 'firstName', '--surname': 'surname' }[flag];
    if (!key) throw new AdminCreateError(`Unknown option ${flag}\n\n${ADMIN_CREATE_USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new AdminCreateError(`${flag} needs a value`);
    values[key] = value;
  }
  if (!values.email) throw new AdminCreateError(`--email is required\n\n${ADMIN_CREATE_USAGE}`);
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) throw new AdminCreateError(parsed.error.issues.map((i) => i.message).join('\n'));
  return parsed.data;
}

/** The domain's password rules, in the words the sign-up form uses. */
export function checkAdminPassword(password: string): void {
  const result = ZStrongPassword.safeParse(password);
  if (!result.success) throw new AdminCreateError(result.error.issues[0]?.message ?? MESSAGES.passwordTooShort);
}

export type AdminCreateOutcome = 'created' | 'promoted' | 'already';

/**
 * Creates or promotes. `password` is called only when a new person is created. Recorded in the
 * audit log with no actor (the command line).
 */
export async function createOrPromoteAdmin(
  db: Database,
  args: AdminCreateArgs,
  password: () => Promise<string>,
  now: Date,
): Promise<{ outcome: AdminCreateOutcome; personId: number }> {
  const [existing] = await db
    .select({ id: persons.id, isAdmin: persons.isAdmin })
    .from(persons)
    .where(sql`lower(${persons.email}) = lower(${args.email})`)
    .limit(1);
  if (existing?.isAdmin) return { outcome: 'already', personId: existing.id };
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(persons).set({ isAdmin: true }).where(eq(persons.id, existing.id));
      await recordAudit(tx, now, null, {
        action: 'admin.promoted',
        entityType: 'person',
        entityId: existing.id,
        entityName: args.email,
        summary: storedMessage(A, 'adminPromoted', { email: args.email }),
        before: { isAdmin: false },
        after: { isAdmin: true },
      });
    });
    return { outcome: 'promoted', personId: existing.id };
  }
  const secret = await password();
  checkAdminPassword(secret);
  const passwordHash = await bcrypt.hash(secret, BCRYPT_ROUNDS);
  const personId = await db.transaction(async (tx) => {
    const [person] = await tx
      .insert(persons)
      .values({
        email: args.email,
        firstName: args.firstName,
        surname: args.surname,
        passwordHash,
        isAdmin: true,
        // Whoever runs the command controls the address; there is no one to confirm it to.
        emailVerifiedAt: now,
      })
      .returning({ id: persons.id });
    await recordAudit(tx, now, null, {
      action: 'admin.created',
      entityType: 'person',
      entityId: person.id,
      entityName: args.email,
      summary: storedMessage(A, 'adminCreated', { email: args.email }),
      before: null,
      after: { email: args.email, firstName: args.firstName, surname: args.surname, isAdmin: true },
    });
    return person.id;
  });
  return { outcome: 'created', personId };
}

// npm run admin:create -- --email <address>: creates an administrator or makes a person one, on the
// database the API is configured with (DATABASE_URL, or the embedded database in DATA_DIR: stop the
// server first, the embedded database has one user at a time). See modules/admin/administrators.ts.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ADMIN_CREATE_USAGE, AdminCreateError, createOrPromoteAdmin, parseAdminCreateArgs } from '../modules/admin';

/** Asks for a line without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function passwordFromEnvOrPrompt(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new AdminCreateError('Set ADMIN_PASSWORD, or run the command in a terminal to type the password.');
  }
  const first = await askHidden('Password for the new administrator: ');
  const second = await askHidden('Type it again: ');
  if (first !== second) throw new AdminCreateError('The two passwords differ. Nothing was changed.');
  return first;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(ADMIN_CREATE_USAGE);
    return;
  }
  const args = parseAdminCreateArgs(argv);
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await handle.migrate(config.migrationsDir);
    const { outcome } = await createOrPromoteAdmin(handle.db, args, passwordFromEnvOrPrompt, new Date());
    const said = {
      created: `Created the administrator ${args.email}. Sign in at /admin/login.`,
      promoted: `${args.email} is now an administrator (their password is unchanged).`,
      already: `${args.email} is already an administrator. Nothing was changed.`,
    };
    console.log(said[outcome]);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  if (err instanceof AdminCreateError || err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});

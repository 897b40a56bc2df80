import { createLogger, safeError, scrubText, statementName } from './logger';

const HASH = '$2b$10$abcdefghijklmnopqrstuuJ0Yt6mQf7v0Z8oM5QkJ8o2m0gk1qz2W';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('\n') };
}

/** An error as Drizzle throws it for a failed query: the driver's error as its cause. */
function failedQuery() {
  const cause = Object.assign(new Error(`duplicate key value: Key (email)=(ada@example.com) already exists`), {
    code: '23505',
    severity: 'ERROR',
    detail: 'Key (email)=(ada@example.com) already exists.',
    constraint: 'persons_email_uq',
  });
  return Object.assign(
    new Error(
      `Failed query: insert into "persons" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,${HASH}`,
    ),
    {
      name: 'DrizzleQueryError',
      query: 'insert into "persons" ("email", "password_hash") values ($1, $2)',
      params: ['ada@example.com', HASH],
      cause,
    },
  );
}

describe('scrubText', () => {
  it('takes out hashes, tokens, emails and card numbers, and keeps ids', () => {
    expect(
      scrubText(
        `hash ${HASH} jwt ${JWT} mail Ada.L+x@Example.co.uk card 4242 4242 4242 4242 link Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4MTIzNA order 0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3 port 3000`,
      ),
    ).toBe(
      'hash [hash] jwt [token] mail [email] card [number] link [token] order 0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3 port 3000',
    );
  });
});

describe('statementName', () => {
  it.each([
    ['insert into "persons" ("email") values ($1)', 'insert persons'],
    ['update "orders" set "status" = $1 where "id" = $2', 'update orders'],
    ['delete from "rate_limit_hits" where "window_start" < $1', 'delete rate_limit_hits'],
    ['select "id" from "sessions" inner join "persons" on ...', 'select sessions'],
    ['select place_orders($1)', 'select'],
  ])('names %p as %p', (sql, name) => {
    expect(statementName(sql)).toBe(name);
  });
});

describe('safeError', () => {
  it("keeps a failed query's type, code, statement and constraint, never its message or values", () => {
    const safe = safeError(failedQuery());
    expect(safe).toEqual({
      type: 'Error',
      code: '23505',
      statement: 'insert persons',
      cause: { type: 'Error', code: '23505', constraint: 'persons_email_uq' },
    });
  });

  it('keeps the message and stack of other errors, scrubbed', () => {
    const safe = safeError(new TypeError(`cannot read session of ada@example.com (${JWT})`)) as Record<string, string>;
    expect(safe.type).toBe('TypeError');
    expect(safe.message).toBe('cannot read session of [email] ([token])');
    expect(safe.stack).toContain('TypeError: cannot read session of [email] ([token])');
  });
});

describe('the logger', () => {
  it('writes no value of a failed query by any call path', () => {
    const { logger, text, lines } = capture();
    logger.error({ err: failedQuery() }, 'request failed');
    logger.error(failedQuery());
    logger.error({ err: failedQuery() });
    logger.warn({ error: failedQuery() }, 'worker round failed');
    logger.warn({ err: `smtp refused ada@example.com` }, 'email delivery failed');
    logger.info(`signed in ${JWT}`);
    logger.info({ email: 'ada@example.com', nested: { email: 'b@example.com', passwordHash: HASH } }, 'done');
    expect(lines).toHaveLength(7);
    for (const secret of ['ada@example.com', 'b@example.com', '$2b$', JWT, 'params', 'duplicate key'])
      expect([secret, text().includes(secret)]).toEqual([secret, false]);
    expect(JSON.parse(lines[1])).toMatchObject({ msg: 'error', err: { code: '23505', statement: 'insert persons' } });
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

describe('configuration', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'pavilion-config-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults to port 3000, the embedded database and demo data', () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoData).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.partnerPortalUrl).toBe('http://localhost:3000/partner');
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_READ_URL: 'postgres://r@127.0.0.1:5433/p' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    const c = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://p@127.0.0.1:5432/p',
      DATABASE_READ_URL: 'postgres://r@127.0.0.1:5433/p',
    });
    expect(c.databaseReadUrl).toBe('postgres://r@127.0.0.1:5433/p');
  });

  it('listens on loopback outside production unless HOST says otherwise, and on every interface in production', () => {
    expect(loadConfig({ DATA_DIR: dir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a number of proxy hops (true is one)', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('generates the session secret once and keeps it in the data folder', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('requires JWT_SECRET in production and never creates demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(ConfigError);
    const c = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), DEMO_DATA: 'true' });
    expect(c.demoData).toBe(false);
  });

  it('treats an empty variable as unset and rejects invalid values with a readable message', () => {
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads TRUST_PROXY as proxy addresses or subnets too, never as "believe every hop"', () => {
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(parseTrustProxy('::1, fd00::/8')).toEqual(['::1', 'fd00::/8']);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/33')).toBeNull();
    expect(parseTrustProxy('11')).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps letters in the dev mailbox unless a print room address is set', () => {
    expect(loadConfig({ DATA_DIR: dir }).letterPrintRoomEmail).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, LETTER_PRINT_ROOM_EMAIL: 'post@pavilion.example' }).letterPrintRoomEmail).toBe(
      'post@pavilion.example',
    );
    expect(() => loadConfig({ DATA_DIR: dir, LETTER_PRINT_ROOM_EMAIL: 'post room' })).toThrow(
      /LETTER_PRINT_ROOM_EMAIL/,
    );
  });

  it('caps held tickets per person at 50 and keeps checkout rate limits on unless told otherwise', () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.maxHeldTicketsPerPerson).toBe(50);
    expect(c.checkoutRateLimits).toBe(true);
    const tuned = loadConfig({ DATA_DIR: dir, MAX_HELD_TICKETS_PER_PERSON: '10', CHECKOUT_RATE_LIMITS: 'false' });
    expect(tuned).toMatchObject({ maxHeldTicketsPerPerson: 10, checkoutRateLimits: false });
    expect(() => loadConfig({ DATA_DIR: dir, MAX_HELD_TICKETS_PER_PERSON: '0' })).toThrow(
      /MAX_HELD_TICKETS_PER_PERSON/,
    );
  });
});

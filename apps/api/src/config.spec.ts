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

  it('takes a read URL listing the replica then the primary, for reads that fall back while the replica is down', () => {
    const url = 'postgres://r@127.0.0.1:5433,127.0.0.1:5432/p';
    const read = (value: string) =>
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://p@127.0.0.1:5432/p', DATABASE_READ_URL: value });
    expect(read(url).databaseReadUrl).toBe(url);
    for (const bad of [
      'http://127.0.0.1:5433/p',
      'postgres://r@127.0.0.1:5433,/p',
      'postgres://r@bad host/p',
      'replica',
    ])
      expect(() => read(bad)).toThrow(/DATABASE_READ_URL: expected a postgres:\/\/ URL/);
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

  it('puts the partner portal and admin console on partner. and admin. of the marketplace host, with its port', () => {
    const local = loadConfig({ DATA_DIR: dir, PORT: '3210' });
    expect(local.appHosts).toEqual({
      partner: { origin: 'http://partner.localhost:3210', hostname: 'partner.localhost' },
      admin: { origin: 'http://admin.localhost:3210', hostname: 'admin.localhost' },
    });
    // Links in emails go through the marketplace's paths, which forward to the host with the session.
    expect(local.partnerPortalUrl).toBe('http://localhost:3210/partner');
    const production = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://example.com' });
    expect(production.appHosts.partner.origin).toBe('https://partner.example.com');
    expect(production.appHosts.admin.origin).toBe('https://admin.example.com');
  });

  it('takes PARTNER_HOST and ADMIN_HOST as host names with an optional port, three different ones', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      PUBLIC_URL: 'https://www.example.com',
      PARTNER_HOST: 'Partners.Example.com',
      ADMIN_HOST: 'console.example.com:8443',
    });
    expect(c.appHosts.partner).toEqual({ origin: 'https://partners.example.com', hostname: 'partners.example.com' });
    expect(c.appHosts.admin).toEqual({ origin: 'https://console.example.com:8443', hostname: 'console.example.com' });
    expect(() => loadConfig({ DATA_DIR: dir, PARTNER_HOST: 'localhost:4201' })).toThrow(/three different host names/);
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_HOST: 'https://admin.example.com/admin' })).toThrow(
      /ADMIN_HOST: expected a host name/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:3000' })).toThrow(
      /PUBLIC_URL names an address.*PARTNER_HOST/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:3000' })).toThrow(ConfigError);
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

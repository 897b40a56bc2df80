import { waitInWords } from '@pavilion/domain';
import express from 'express';
import request from 'supertest';
import { rateLimitHits } from '../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { RateLimiter, type RateLimit } from './rate-limit';

const t = useTestContext();

const HOUR = 3600_000;
const limit: RateLimit = { name: 'test', limit: 3, windowMs: HOUR, message: 'Too many tries. Try again in an hour.' };

describe('RateLimiter', () => {
  it('allows the limit within a window, refuses the next with 429, and starts again in the next window', async () => {
    const clock = { now: new Date('2030-01-01T10:00:00Z') };
    const limiter = new RateLimiter(t.db, () => clock.now);
    for (let i = 0; i < 3; i++) await limiter.consume(limit, ['ip:1']);
    await expect(limiter.consume(limit, ['ip:1'])).rejects.toMatchObject({
      status: 429,
      message: limit.message,
      extra: { retryAfterSeconds: 3600 },
    });
    // Another key is counted on its own.
    await limiter.consume(limit, ['ip:2']);
    clock.now = new Date('2030-01-01T11:00:00Z');
    await limiter.consume(limit, ['ip:1']);
  });

  it('refuses when any of several keys is over (an address and an account)', async () => {
    const limiter = new RateLimiter(t.db, () => new Date('2030-02-01T10:00:00Z'));
    for (let i = 0; i < 3; i++) await limiter.consume(limit, ['ip:9', `person:${i}`]);
    await expect(limiter.consume(limit, ['ip:10', 'person:0'])).resolves.toBeUndefined();
    await expect(limiter.consume(limit, ['ip:9', 'person:99'])).rejects.toMatchObject({ status: 429 });
  });

  it('counts only what is recorded when checked and recorded apart', async () => {
    const limiter = new RateLimiter(t.db, () => new Date('2030-03-01T10:00:00Z'));
    await limiter.check(limit, ['order:a']);
    await limiter.record(limit, ['order:a']);
    await limiter.record(limit, ['order:a']);
    expect(await limiter.peek(limit, ['order:a', 'order:b'])).toEqual([2, 0]);
    await limiter.record(limit, ['order:a']);
    await expect(limiter.check(limit, ['order:a'])).rejects.toMatchObject({ status: 429 });
  });

  it('stops counting at the limit: refused attempts write nothing, so an attack leaves one small row', async () => {
    const clock = { now: new Date('2030-07-01T10:00:00Z') };
    const limiter = new RateLimiter(t.db, () => clock.now);
    const twenty: RateLimit = { ...limit, name: 'capped', limit: 20 };
    const refusals: unknown[] = [];
    for (let i = 0; i < 25; i++) await limiter.consume(twenty, ['ip:attacker']).catch((err) => refusals.push(err));
    expect(refusals).toHaveLength(5);
    expect(refusals[4]).toMatchObject({ status: 429, extra: { retryAfterSeconds: 3600 } });
    const rows = (await t.db.select().from(rateLimitHits)).filter((r) => r.key === 'capped:ip:attacker');
    expect(rows.map((r) => r.hits)).toEqual([20]);
    // Recorded apart (declined payments): counted up to the limit, and the check still refuses.
    for (let i = 0; i < 25; i++) await limiter.record(twenty, ['order:flood']);
    expect(await limiter.peek(twenty, ['order:flood'])).toEqual([20]);
    await expect(limiter.check(twenty, ['order:flood'])).rejects.toMatchObject({ status: 429 });
    // The next window starts from nothing.
    clock.now = new Date('2030-07-01T11:00:00Z');
    await expect(limiter.consume(twenty, ['ip:attacker'])).resolves.toBeUndefined();
  });

  it('says how long to wait when its message asks for it', async () => {
    const limiter = new RateLimiter(t.db, () => new Date('2030-06-01T10:45:00Z'));
    const worded: RateLimit = { ...limit, name: 'worded', limit: 1, message: (wait) => `Try again in ${wait}.` };
    await limiter.consume(worded, ['ip:w']);
    await expect(limiter.consume(worded, ['ip:w'])).rejects.toMatchObject({ message: 'Try again in 15 minutes.' });
    expect([waitInWords(1000), waitInWords(60 * 60_000), waitInWords(61 * 60_000)]).toEqual([
      '1 minute',
      '1 hour',
      '2 hours',
    ]);
  });

  it('forgets old windows', async () => {
    const clock = { now: new Date('2030-04-01T10:00:00Z') };
    const limiter = new RateLimiter(t.db, () => clock.now);
    await limiter.consume(limit, ['ip:old']);
    clock.now = new Date('2030-04-03T10:00:00Z');
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(rateLimitHits)).some((r) => r.key === 'test:ip:old')).toBe(false);
  });

  it('answers 429 with Retry-After through the error handler', async () => {
    const limiter = new RateLimiter(t.db, () => new Date('2030-05-01T10:30:00Z'));
    const app = express();
    app.post('/try', async (_req, res, next) => {
      try {
        await limiter.consume({ ...limit, limit: 1, name: 'http' }, ['ip:x']);
        res.json({ ok: true });
      } catch (err) {
        next(err);
      }
    });
    app.use(errorHandler(createLogger('silent')));
    expect((await request(app).post('/try')).status).toBe(200);
    const refused = await request(app).post('/try');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1800');
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', error: limit.message, retryAfterSeconds: 1800 });
  });
});

// A deadlock or serialization failure is tried once more, and one that remains answers 503 in words.
import express from 'express';
import request from 'supertest';
import { MESSAGES } from '@pavilion/domain';
import type { Database } from '../db/client';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { retriedTransactions, retryingTransaction } from './locks';

/** What postgres.js throws for a deadlock: a PostgresError carrying the SQLSTATE as `code`. */
const pgError = (code: string) => Object.assign(new Error('deadlock detected'), { code });

function fakeDb(failures: unknown[]) {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return work({});
    },
  } as unknown as Database;
  return { db, calls: () => calls };
}

describe('retryingTransaction', () => {
  it('tries a transaction ended by a deadlock or a serialization failure once more', async () => {
    for (const code of ['40P01', '40001']) {
      const before = retriedTransactions();
      const { db, calls } = fakeDb([pgError(code)]);
      await expect(retryingTransaction(db, async () => 'done')).resolves.toBe('done');
      expect(calls()).toBe(2);
      expect(retriedTransactions()).toBe(before + 1);
    }
  });

  it('gives up after the second failure, and never retries any other error', async () => {
    const twice = fakeDb([pgError('40P01'), pgError('40P01')]);
    await expect(retryingTransaction(twice.db, async () => 'done')).rejects.toMatchObject({ code: '40P01' });
    expect(twice.calls()).toBe(2);
    const unique = fakeDb([pgError('23505')]);
    await expect(retryingTransaction(unique.db, async () => 'done')).rejects.toMatchObject({ code: '23505' });
    expect(unique.calls()).toBe(1);
  });
});

describe('a deadlock that remains after the retry', () => {
  it('answers 503 BUSY with a retry hint and words, not 500', async () => {
    const app = express();
    app.post('/x', () => {
      // As drizzle wraps a driver error: the SQLSTATE is on the cause.
      throw Object.assign(new Error('Failed query'), { cause: pgError('40P01') });
    });
    app.use(errorHandler(createLogger('silent')));
    const res = await request(app).post('/x').expect(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toEqual({ code: 'BUSY', error: MESSAGES.busy, retryAfterSeconds: 1 });
  });
});

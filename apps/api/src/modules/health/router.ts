import { Router } from 'express';
import { sql } from 'drizzle-orm';
import type { ModuleContext } from '../../app';

export function healthRouter({ db }: ModuleContext) {
  const r = Router();
  r.get('/health', async (_req, res, next) => {
    try {
      await db.execute(sql`select 1`);
      res.json({ status: 'ok' });
    } catch (err) {
      next(err);
    }
  });
  return r;
}

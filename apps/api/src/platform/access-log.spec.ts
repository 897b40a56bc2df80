import express from 'express';
import request from 'supertest';
import { accessLog } from './access-log';
import { createLogger } from './logger';

/** The line is written when the answer has gone out, which can be a moment after the client has it. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = express();
  app.use(express.json());
  app.use(accessLog(logger, (path) => path === '/health'));
  app.get('/health', (_req, res) => res.json({ ok: true }));
  app.post('/login', (_req, res) => res.status(401).json({ status: 'Failure' }));
  app.get('/email-confirmation/:token', (_req, res) => res.status(410).end());
  app.post('/api/ticket-assignments/:token', (_req, res) => res.status(410).end());
  app.get('/tickets/assign/:token', (_req, res) => res.status(200).end());
  return { app, lines };
}

describe('access log', () => {
  it('writes one line per request with method, redacted path, status and time, and nothing else of the request', async () => {
    const { app, lines } = appWithLog();
    await request(app)
      .post('/login?next=/checkout')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'pavilion_session=cookie-token')
      .send({ email: 'a@example.com', password: 'Password123!' })
      .expect(401);
    await request(app).get('/email-confirmation/link-token-123').expect(410);
    await until(() => lines.length >= 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'POST', url: '/login?next=/checkout' },
      res: { statusCode: 401 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(lines[1]).toMatchObject({
      req: { method: 'GET', url: '/email-confirmation/[redacted]' },
      res: { statusCode: 410 },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['secret-token', 'cookie-token', 'Password123!', 'a@example.com', 'link-token-123'])
      expect(text).not.toContain(secret);
  });

  it("redacts a ticket's assign link, on its page and on the API", async () => {
    const { app, lines } = appWithLog();
    const token = 'Abc_def-ghijklmnopqrstuvwxyz0123456789ABCDE';
    await request(app).post(`/api/ticket-assignments/${token}`).send({}).expect(410);
    await request(app).get(`/tickets/assign/${token}?lang=de`).expect(200);
    await until(() => lines.length >= 2);
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual([
      '/api/ticket-assignments/[redacted]',
      '/tickets/assign/[redacted]?lang=de',
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('leaves out the paths it is told to skip', async () => {
    const { app, lines } = appWithLog();
    await request(app).get('/health').expect(200);
    await request(app).post('/login').send({}).expect(401);
    await until(() => lines.length >= 1);
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual(['/login']);
  });
});

// Liveness and readiness: /api/health answers while the process and its database are up, whatever
// else; /api/health/ready answers 503 while search's copy loads at start and once a stop has begun.
import request from 'supertest';
import { Writable } from 'node:stream';
import { Lifecycle } from '../../platform/lifecycle';
import { createLogger } from '../../platform/logger';
import { useTestContext } from '@pavilion/api-testing/harness';

const t = useTestContext();

describe('readiness', () => {
  it('is not ready while search’s copy loads, ready once it has, not ready again when draining', async () => {
    let res = await request(t.app).get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ status: 'loading' });
    // Liveness stays up meanwhile: SQL answers searches.
    res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', search: 'loading' });

    // The first search loads the copy (the server starts it at boot).
    await request(t.app).post('/api/events/filtered').send({}).expect(200);
    // A client asking to keep its connection keeps it while the instance is up, not once it drains.
    res = await request(t.app).get('/api/health/ready').set('Connection', 'keep-alive').expect(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['connection']).not.toBe('close');

    t.lifecycle.drain();
    res = await request(t.app).get('/api/health/ready').set('Connection', 'keep-alive').expect(503);
    expect(res.body).toEqual({ status: 'draining' });
    expect(res.headers['connection']).toBe('close');
    res = await request(t.app).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', search: 'memory', searchCopy: { failures: 0 } });
  });
});

describe('shutdown steps', () => {
  it('run in the order registered, a failing one logged and the next still run', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    const lifecycle = new Lifecycle();
    const ran: string[] = [];
    lifecycle.onShutdown('jobs', async () => {
      ran.push('jobs');
      throw new Error('the running job could not be handed back');
    });
    lifecycle.onShutdown('exports', async () => {
      ran.push('exports');
    });
    await lifecycle.runShutdownSteps(logger);
    expect(ran).toEqual(['jobs', 'exports']);
    expect(lines.map((l) => [l.msg, l.step])).toEqual([
      ['shutdown step failed', 'jobs'],
      ['shutdown step finished', 'exports'],
    ]);
  });
});

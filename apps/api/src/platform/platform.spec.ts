import request from 'supertest';
import { createAttendee, useTestContext } from '@pavilion/api-testing/harness';

const t = useTestContext();

describe('API platform', () => {
  it('answers malformed JSON with 400 and a message, not 500', async () => {
    const res = await request(t.app).post('/api/login/').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      messageKey: 'common.jsonMalformed',
      error: 'Malformed JSON in request body',
      code: 'BAD_REQUEST',
    });
  });

  it('answers invalid input with 400 and one message per field', async () => {
    const res = await request(t.app).post('/api/login/').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields.email).toBe('Please enter a valid email address');
    expect(res.body.fields.password).toBeDefined();
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('sets security headers', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('rejects cookie-authenticated writes without the client header (CSRF defence)', async () => {
    const person = await createAttendee(t.db);
    const agent = request.agent(t.app);
    await agent
      .post('/api/login/')
      .set('X-Requested-With', 'pavilion')
      .send({ email: person.email, password: 'Password123!' })
      .expect(200);
    const res = await agent.post('/api/logout/');
    expect(res.status).toBe(403);
    const ok = await agent.post('/api/logout/').set('X-Requested-With', 'pavilion');
    expect(ok.status).toBe(200);
  });
});

// The dev mailbox holds every reset and confirmation link: it answers this machine (loopback) and
// administrators only, and does not exist in production. The API trusts one proxy here, so a request
// names its client address in X-Forwarded-For (supertest itself connects over loopback).
import { DEV_MAILBOX_MESSAGES } from '@pavilion/domain';
import request from 'supertest';
import { devMailbox } from '../../db/schema';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createTestContext,
  useTestContext,
} from '@pavilion/api-testing/harness';
import { isLoopback } from './service';

const t = useTestContext({ TRUST_PROXY: 'true' });
let mailId: number;
beforeAll(async () => {
  const [row] = await t.db
    .insert(devMailbox)
    .values({
      messageId: '<test-1@pavilion>',
      toAddress: 'ada@example.com',
      fromAddress: 'Pavilion <no-reply@pavilion.example>',
      subject: 'Reset your Pavilion password',
      html: '<html><head></head><body><a href="http://localhost/reset-password?token=abc">Reset</a></body></html>',
      text: 'http://localhost/reset-password?token=abc',
      attachments: [
        { filename: 'a.txt', contentType: 'text/plain', contentBase64: Buffer.from('hi').toString('base64') },
      ],
    })
    .returning({ id: devMailbox.id });
  mailId = row.id;
});

const ROUTES = () => [
  '/api/dev/mailbox',
  '/api/dev/mailbox?to=ada@example.com',
  `/api/dev/mailbox/${mailId}`,
  `/api/dev/mailbox/${mailId}/html`,
  `/api/dev/mailbox/${mailId}/attachments/0`,
  '/api/dev/mailbox/page',
  `/api/dev/mailbox/page/${mailId}`,
];

describe('who may read the dev mailbox', () => {
  it('this machine: every route and the page answer a loopback request', async () => {
    for (const path of ROUTES()) {
      const res = await request(t.app).get(path);
      expect([path, res.status]).toEqual([path, 200]);
    }
    for (const loopback of ['127.0.0.1', '::1', '127.8.9.10'])
      await request(t.app).get('/api/dev/mailbox').set('X-Forwarded-For', loopback).expect(200);
  });

  it('another machine: 403 on every route and the page, with nothing of the mail', async () => {
    for (const path of ROUTES()) {
      const res = await request(t.app).get(path).set('X-Forwarded-For', '203.0.113.7');
      expect([path, res.status, res.body.error]).toEqual([path, 403, DEV_MAILBOX_MESSAGES.forbidden]);
      expect(res.text).not.toContain('token=abc');
    }
  });

  it('a signed-in administrator from anywhere, but not an attendee', async () => {
    const admin = await createAdmin(t.db);
    const adminAuth = await bearerFor(t.app, admin.email);
    const attendee = await createAttendee(t.db);
    const attendeeAuth = await bearerFor(t.app, attendee.email);
    for (const path of ROUTES()) {
      const asAdmin = await request(t.app).get(path).set('X-Forwarded-For', '203.0.113.7').set(adminAuth);
      expect([path, asAdmin.status]).toEqual([path, 200]);
      const asAttendee = await request(t.app).get(path).set('X-Forwarded-For', '203.0.113.7').set(attendeeAuth);
      expect([path, asAttendee.status]).toEqual([path, 403]);
    }
  });

  it('believes X-Forwarded-For only for the trusted proxy hop: a client cannot claim to be loopback', async () => {
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    const res = await request(t.app).get('/api/dev/mailbox').set('X-Forwarded-For', '127.0.0.1, 203.0.113.7');
    expect(res.status).toBe(403);
  });

  it('without a trusted proxy, goes by the connection alone', async () => {
    const direct = await createTestContext();
    try {
      await request(direct.app).get('/api/dev/mailbox').set('X-Forwarded-For', '203.0.113.7').expect(200);
    } finally {
      await direct.close();
    }
  });
});

describe('in production', () => {
  it('does not exist: every route answers 404', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production', DEMO_DATA: 'false' });
    try {
      for (const path of ROUTES()) {
        const res = await request(prod.app).get(path);
        expect([path, res.status]).toEqual([path, 404]);
      }
    } finally {
      await prod.close();
    }
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['203.0.113.7', false],
    ['::2', false],
    ['', false],
  ])('%s: %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});

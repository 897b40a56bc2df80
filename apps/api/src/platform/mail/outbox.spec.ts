import request from 'supertest';
import { eq } from 'drizzle-orm';
import { closedAccountEmail } from '@pavilion/domain';
import { createApp } from '../../app';
import { devMailbox, emailOutbox } from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { deliverMail, outboxRow, outboxWorker } from '@pavilion/api-testing/mail';
import { startSmtpSink } from '@pavilion/api-testing/smtp-sink';
import { createLogger } from '../logger';
import { registerAttachmentGenerator } from './attachments';
import { listDevMail } from './dev-mailbox';
import { enqueueEmail as enqueueOrSkip, enqueueEmails, type TransactionalEmail } from './outbox';
import { renderEmail } from './templates/layout';
import { devMailboxTransport, smtpTransport, type MailTransport } from './transport';
import { OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, OutboxWorker, retryDelayMs } from './worker';

const t = useTestContext();

let counter = 0;
function email(overrides: Partial<TransactionalEmail> = {}): TransactionalEmail {
  counter += 1;
  return {
    to: `reader.${counter}@example.com`,
    subject: `Message ${counter}`,
    template: 'scale-check',
    ...renderEmail({
      preview: 'p',
      heading: 'Hello',
      paragraphs: ['Body'],
      action: { label: 'Open', url: 'http://localhost:3000/x' },
    }),
    ...overrides,
  };
}

/** Writes an email that must be written (its recipient is not a closed account): answers its id. */
async function enqueueEmail(db: typeof t.db, message: TransactionalEmail): Promise<number> {
  const id = await enqueueOrSkip(db, message);
  if (id === null) throw new Error(`the email to ${message.to} was not written`);
  return id;
}

const copiesOf = async (outboxId: number) =>
  t.db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.messageId, `<outbox-${outboxId}@pavilion>`));

/** A transport that fails its first `failures` sends, then delivers to the dev mailbox. */
function failingFirst(failures: number): MailTransport & { calls: number } {
  const real = devMailboxTransport(t.db);
  return {
    kind: 'flaky',
    calls: 0,
    async send(message) {
      this.calls += 1;
      if (this.calls <= failures) throw new Error('421 Service not available');
      await real.send(message);
    },
    close: () => undefined,
  };
}

describe('outbox worker', () => {
  it('delivers a pending email once, with a Message-ID derived from the outbox id, and marks it sent', async () => {
    const id = await enqueueEmail(t.db, email());
    const worker = outboxWorker(t);
    const round = await worker.runOnce();
    expect(round.sent).toBeGreaterThanOrEqual(1);
    const row = await outboxRow(t, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toEqual(t.clock.now);
    const copies = await copiesOf(id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ toAddress: row.toAddress, subject: row.subject, fromAddress: t.config.mailFrom });
    // Nothing left to do: a second round delivers nothing again.
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(await copiesOf(id)).toHaveLength(1);
  });

  it('retries after a transport failure with back-off, and the message lands exactly once', async () => {
    await deliverMail(t);
    const id = await enqueueEmail(t.db, email());
    const flaky = failingFirst(1);
    const worker = outboxWorker(t, flaky);

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    const failed = await outboxRow(t, id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lockedUntil: null,
      lastError: '421 Service not available',
    });
    expect(failed.nextAttemptAt.getTime()).toBe(t.clock.now.getTime() + retryDelayMs(1));
    expect(await copiesOf(id)).toHaveLength(0);

    // Not due yet: the back-off holds it back.
    t.clock.advance(retryDelayMs(1) - 1000);
    expect((await worker.runOnce()).claimed).toBe(0);

    t.clock.advance(1000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await copiesOf(id)).toHaveLength(1);
    expect(flaky.calls).toBe(2);

    t.clock.advance(retryDelayMs(8));
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(await copiesOf(id)).toHaveLength(1);
  });

  it('does not store a second copy when a worker stops between sending and marking (the lease runs out)', async () => {
    await deliverMail(t);
    const id = await enqueueEmail(t.db, email());
    const real = devMailboxTransport(t.db);
    let delivered!: () => void;
    const deliveredOnce = new Promise<void>((resolve) => (delivered = resolve));
    // Sends, then never returns: the worker process stopped right after the send, before recording it.
    const dying: MailTransport = {
      kind: 'dying',
      async send(message) {
        await real.send(message);
        delivered();
        await new Promise(() => undefined);
      },
      close: () => undefined,
    };
    void outboxWorker(t, dying).runOnce();
    await deliveredOnce;
    expect(await copiesOf(id)).toHaveLength(1);
    expect(await outboxRow(t, id)).toMatchObject({ status: 'pending', attempts: 1 });

    // Another worker leaves it alone while the lease holds.
    const survivor = outboxWorker(t);
    t.clock.advance(OUTBOX_LEASE_MS - 1000);
    expect((await survivor.runOnce()).claimed).toBe(0);

    // The lease runs out: the message is delivered again, and the dev mailbox still holds one copy.
    t.clock.advance(2000);
    expect(await survivor.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await copiesOf(id)).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    await deliverMail(t);
    const id = await enqueueEmail(t.db, email());
    const broken = failingFirst(Number.POSITIVE_INFINITY);
    const worker = outboxWorker(t, broken);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      const round = await worker.runOnce();
      expect(round.claimed).toBe(1);
      t.clock.advance(retryDelayMs(attempt));
    }
    expect(await outboxRow(t, id)).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: '421 Service not available',
    });
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(broken.calls).toBe(OUTBOX_MAX_ATTEMPTS);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3600_000);
  });

  it('lets two workers share the queue without delivering a message twice', async () => {
    await deliverMail(t);
    const ids = await Promise.all(Array.from({ length: 12 }, () => enqueueEmail(t.db, email())));
    const a = new OutboxWorker({
      config: t.config,
      db: t.db,
      storage: t.storage,
      logger: createLogger('silent'),
      transport: devMailboxTransport(t.db),
      now: () => t.clock.now,
      batchSize: 5,
    });
    const b = new OutboxWorker({
      config: t.config,
      db: t.db,
      storage: t.storage,
      logger: createLogger('silent'),
      transport: devMailboxTransport(t.db),
      now: () => t.clock.now,
      batchSize: 5,
    });
    const rounds = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(12);
    for (const id of ids) {
      expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await copiesOf(id)).toHaveLength(1);
    }
  });
});

describe('attachments', () => {
  it('delivers inline attachments and generated ones, the generator running at delivery with its params', async () => {
    const seen: Record<string, unknown>[] = [];
    registerAttachmentGenerator('test-report', async (params, ctx) => {
      seen.push(params);
      expect(ctx.db).toBe(t.db);
      return Buffer.from(`report for ${String(params.orderId)}`);
    });
    const id = await enqueueEmail(
      t.db,
      email({
        attachments: [
          { filename: 'hello.txt', contentType: 'text/plain', contentBase64: Buffer.from('hello').toString('base64') },
          { filename: 'report.txt', contentType: 'text/plain', generator: 'test-report', params: { orderId: 42 } },
        ],
      }),
    );
    expect(seen).toEqual([]);
    await deliverMail(t);
    expect(seen).toEqual([{ orderId: 42 }]);
    const [copy] = await copiesOf(id);
    expect(copy.attachments).toEqual([
      { filename: 'hello.txt', contentType: 'text/plain', contentBase64: Buffer.from('hello').toString('base64') },
      {
        filename: 'report.txt',
        contentType: 'text/plain',
        contentBase64: Buffer.from('report for 42').toString('base64'),
      },
    ]);
  });

  it('retries a message whose generator is unknown instead of sending it without the attachment', async () => {
    const id = await enqueueEmail(
      t.db,
      email({
        attachments: [
          { filename: 'x.pdf', contentType: 'application/pdf', generator: 'no-such-generator', params: {} },
        ],
      }),
    );
    await deliverMail(t);
    expect(await outboxRow(t, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: "No attachment generator named 'no-such-generator'",
    });
    expect(await copiesOf(id)).toHaveLength(0);
    // Out of the way of the tests below.
    await t.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, id));
  });

  it('refuses a second generator under a taken name', () => {
    const generator = async () => Buffer.from('');
    registerAttachmentGenerator('test-once', generator);
    expect(() => registerAttachmentGenerator('test-once', generator)).not.toThrow();
    expect(() => registerAttachmentGenerator('test-once', async () => Buffer.from('other'))).toThrow(
      /already registered/,
    );
  });
});

describe('layout', () => {
  it('escapes every value in the HTML and writes a plain-text twin with the same link', () => {
    const { html, text } = renderEmail({
      preview: 'Preview <b>',
      heading: 'Hi <script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry"'],
      action: { label: 'Go <now>', url: 'https://pavilion.example/a?b=1&c=2' },
      notes: ['Expires soon'],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).toContain('href="https://pavilion.example/a?b=1&amp;c=2"');
    expect(html).toContain('Pavilion');
    expect(text).toContain('Hi <script>alert(1)</script>');
    expect(text).toContain('Go <now>: https://pavilion.example/a?b=1&c=2');
    expect(text).toContain('Expires soon');
  });

  it('refuses links that are not http(s)', () => {
    expect(() =>
      renderEmail({ preview: '', heading: 'x', paragraphs: [], action: { label: 'x', url: 'javascript:alert(1)' } }),
    ).toThrow();
  });
});

describe('SMTP transport', () => {
  it('sends through the server named by SMTP_URL with the outbox Message-ID, both parts and attachments', async () => {
    const smtp = await startSmtpSink();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    try {
      await deliverMail(t);
      const id = await enqueueEmail(
        t.db,
        email({
          to: 'smtp.reader@example.com',
          attachments: [
            { filename: 'a.txt', contentType: 'text/plain', contentBase64: Buffer.from('attached').toString('base64') },
          ],
        }),
      );
      expect(await outboxWorker(t, transport).runOnce()).toMatchObject({ sent: 1 });
      expect(smtp.messages).toHaveLength(1);
      const raw = smtp.messages[0];
      expect(raw).toContain(`Message-ID: <outbox-${id}@pavilion>`);
      expect(raw).toMatch(/^To: smtp\.reader@example\.com/m);
      expect(raw).toContain('Content-Type: text/plain');
      expect(raw).toContain('Content-Type: text/html');
      expect(raw).toContain('filename=a.txt');
      expect(raw).toContain('X-Pavilion-Template: scale-check');
      expect(await outboxRow(t, id)).toMatchObject({ status: 'sent' });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('records a refused connection as a failure to retry', async () => {
    const smtp = await startSmtpSink();
    await smtp.close();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    await deliverMail(t);
    const id = await enqueueEmail(t.db, email());
    expect(await outboxWorker(t, transport).runOnce()).toMatchObject({ retried: 1 });
    const row = await outboxRow(t, id);
    expect(row.status).toBe('pending');
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    transport.close();
  });
});

describe('dev mailbox API', () => {
  it('lists, shows and downloads messages, and a page shows the links', async () => {
    const to = 'mailbox.reader@example.com';
    const id = await enqueueEmail(
      t.db,
      email({
        to,
        subject: 'Your <link>',
        attachments: [
          { filename: 'n.txt', contentType: 'text/plain', contentBase64: Buffer.from('note').toString('base64') },
        ],
      }),
    );
    await deliverMail(t);
    const list = await request(t.app).get('/api/dev/mailbox').query({ to: to.toUpperCase() });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: expect.any(Number), to, subject: 'Your <link>', createdAt: expect.any(String), template: 'scale-check' },
    ]);
    const mailId = list.body[0].id;

    const one = await request(t.app).get(`/api/dev/mailbox/${mailId}`);
    expect(one.body).toMatchObject({
      id: mailId,
      to,
      from: t.config.mailFrom,
      messageId: `<outbox-${id}@pavilion>`,
      attachments: [{ filename: 'n.txt', contentType: 'text/plain', size: 4 }],
    });
    expect(one.body.text).toContain('http://localhost:3000/x');

    const file = await request(t.app).get(`/api/dev/mailbox/${mailId}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.text).toBe('note');
    await request(t.app).get(`/api/dev/mailbox/${mailId}/attachments/1`).expect(404);

    const page = await request(t.app).get('/api/dev/mailbox/page').query({ to });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(`href="/api/dev/mailbox/page/${mailId}"`);
    expect(page.text).toContain('Your &lt;link&gt;');
    const shown = await request(t.app).get(`/api/dev/mailbox/page/${mailId}`);
    expect(shown.text).toContain('<a href="http://localhost:3000/x">http://localhost:3000/x</a>');
    const html = await request(t.app).get(`/api/dev/mailbox/${mailId}/html`);
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.text).toContain('<base target="_top">');
  });

  it('does not exist in production', async () => {
    const production = createApp({
      config: { ...t.config, isProduction: true, env: 'production' },
      db: t.db,
      logger: createLogger('silent'),
      storage: t.storage,
    });
    await request(production).get('/api/dev/mailbox').expect(404);
    await request(production).get('/api/dev/mailbox/page').expect(404);
    expect((await listDevMail(t.db)).length).toBeGreaterThan(0);
  });
});

describe('email_outbox table', () => {
  it('keeps the message text and template for support', async () => {
    const id = await enqueueEmail(t.db, email({ template: 'order-receipt' }));
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ template: 'order-receipt', status: 'pending', attempts: 0 });
    expect(row.html).toContain('<!doctype html>');
    expect(row.text).toContain('Open: http://localhost:3000/x');
  });
});

describe('writing email', () => {
  it('writes nothing to a closed account, whose address reaches no one, and the rest of a batch as asked', async () => {
    const closed = closedAccountEmail(987_654);
    const [first, skipped, last] = await enqueueEmails(t.db, [email(), email({ to: closed }), email()]);
    expect(first).toEqual(expect.any(Number));
    expect(skipped).toBeNull();
    expect(last).toEqual(expect.any(Number));
    expect(await enqueueOrSkip(t.db, email({ to: closed.toUpperCase() }))).toBeNull();
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, closed))).toHaveLength(0);
  });
});

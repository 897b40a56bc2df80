import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { createLogger } from '../logger';
import { registerAttachmentGenerator } from './attachments';
import { getDevMail, listDevMail } from './dev-mailbox';
import { enqueueLetter, postalAddressLine, printRoomLetters, type OutgoingLetter } from './letters';
import type { MailMessage, MailTransport } from './transport';
import { OutboxWorker } from './worker';

const t = useTestContext();

registerAttachmentGenerator('test-letter-pdf', async (params) =>
  Buffer.from(`%PDF-1.4 letter for ${String(params.who)}`),
);

let n = 0;
function letter(): OutgoingLetter {
  n += 1;
  return {
    to: {
      name: `Harbour Summits ${n}`,
      address: '18 Finsbury Circus',
      city: 'London',
      zipCode: 'EC2M 7EB',
      country: 'United Kingdom',
      countryCode: 'GB',
    },
    subject: 'Your code',
    html: '<p>Your code is 123 456</p>',
    text: 'Your code is 123 456',
    template: 'test-letter',
    document: {
      filename: 'letter.pdf',
      contentType: 'application/pdf',
      generator: 'test-letter-pdf',
      params: { who: n },
    },
  };
}

describe('letters on the postal channel', () => {
  it('are outbox rows with the postal address, kept in the dev mailbox with the PDF by default', async () => {
    const l = letter();
    const id = await enqueueLetter(t.db, l);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      channel: 'postal',
      postalAddress: l.to,
      toAddress: `Post: ${postalAddressLine(l.to)}`,
    });
    expect(postalAddressLine(l.to)).toBe(`${l.to.name}, 18 Finsbury Circus, EC2M 7EB London, United Kingdom`);

    const w = new OutboxWorker({
      config: t.config,
      db: t.db,
      storage: t.storage,
      logger: createLogger('silent'),
      transport: neverMail(),
    });
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    const summary = (await listDevMail(t.db, { limit: 50 })).find((m) => m.to.includes(l.to.name))!;
    const mail = (await getDevMail(t.db, summary.id))!;
    expect(mail.text).toMatch(/^A letter to post to Harbour Summits \d+, 18 Finsbury Circus/);
    expect(mail.attachments).toEqual([
      { filename: 'letter.pdf', contentType: 'application/pdf', size: expect.any(Number) },
    ]);
  });

  it('go to a print room by email when one is configured; email keeps using the mail transport', async () => {
    const sent: MailMessage[] = [];
    const transport: MailTransport = { kind: 'capture', send: async (m) => void sent.push(m), close: () => undefined };
    const w = new OutboxWorker({
      config: t.config,
      db: t.db,
      storage: t.storage,
      logger: createLogger('silent'),
      transport,
      letters: printRoomLetters(transport, 'Pavilion <no-reply@pavilion.example>', 'post@pavilion.example'),
    });
    const l = letter();
    await enqueueLetter(t.db, l);
    await w.runOnce();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'post@pavilion.example', template: 'test-letter' });
    expect(sent[0].text).toContain(`post it by first-class mail to: ${postalAddressLine(l.to)}`);
    expect(sent[0].attachments[0].content.toString()).toContain(`letter for ${n}`);
  });
});

/** A mail transport that must not be used: letters never go through it unless the print room is chosen. */
function neverMail(): MailTransport {
  return {
    kind: 'never',
    send: async () => {
      throw new Error('a letter went through the mail transport');
    },
    close: () => undefined,
  };
}

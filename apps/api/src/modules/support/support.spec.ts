// Messages to customer support on a real database: sent to support with who wrote them, and a block of
// support (sanction kind SUPPORT) refusing everything in words except an appeal, until it is lifted.
import request from 'supertest';
import { SANCTION_MESSAGES, SUPPORT_EMAIL } from '@pavilion/domain';
import { bearerFor, createAdmin, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { outboxTo } from '@pavilion/api-testing/mail';

const t = useTestContext();

const send = (auth: Record<string, string>, body: object) =>
  request(t.app).post('/api/support/messages').set(auth).send(body);
const toSupport = async () => (await outboxTo(t, SUPPORT_EMAIL)).map((m) => m.subject);

it('sends a question to support; a block of support refuses it in words but lets an appeal through', async () => {
  const a = await createAttendee(t.db, { firstName: 'Grace' });
  const auth = await bearerFor(t.app, a.email);
  const admin = await bearerFor(t.app, (await createAdmin(t.db)).email);

  const sent = await send(auth, { topic: 'QUESTION', text: 'Can I change the name on my ticket?' }).expect(201);
  expect(sent.body).toEqual({
    topic: 'QUESTION',
    message: 'Thank you: your message is with customer support, who will answer you by email.',
  });
  expect(await toSupport()).toEqual([expect.stringMatching(/^Question from Grace .*<.*>$/)]);

  const blocked = await request(t.app)
    .post(`/api/admin/people/${a.personId}/sanctions`)
    .set(admin)
    .send({ kind: 'SUPPORT', reason: 'Abusive messages to our staff' })
    .expect(201);
  expect(blocked.body.blocks).toEqual(['SUPPORT']);
  const sanctionId = (blocked.body.sanctions as { id: number; kind: string }[]).find((x) => x.kind === 'SUPPORT')!.id;
  expect((await outboxTo(t, a.email)).map((m) => [m.template, m.subject])).toContainEqual([
    'account-blocked',
    'Your access to customer support is blocked',
  ]);

  const refused = await send(auth, { topic: 'QUESTION', text: 'Why is my account blocked?' });
  expect([refused.status, refused.body.code, refused.body.error]).toEqual([
    403,
    'SUPPORT_BLOCKED',
    SANCTION_MESSAGES.supportBlocked,
  ]);
  expect(await toSupport()).toHaveLength(1);

  await send(auth, { topic: 'APPEAL', text: 'I was not abusive; please read the thread again.' }).expect(201);
  expect(await toSupport()).toContainEqual(expect.stringMatching(/^Appeal from Grace /));
  expect(await toSupport()).toHaveLength(2);

  await request(t.app)
    .post(`/api/admin/people/${a.personId}/sanctions/${sanctionId}/lift`)
    .set(admin)
    .send({ reason: 'Cleared after the appeal' })
    .expect(200);
  await send(auth, { topic: 'QUESTION', text: 'Thank you.' }).expect(201);
  expect(await toSupport()).toHaveLength(3);
});

it('needs a topic and a text, and a signed-in person', async () => {
  const a = await createAttendee(t.db);
  const auth = await bearerFor(t.app, a.email);
  const bad = await send(auth, { topic: 'COMPLAINT', text: ' ' }).expect(400);
  expect(bad.body.fields).toEqual({ topic: 'Choose the topic: QUESTION or APPEAL', text: 'Write your message' });
  expect((await request(t.app).post('/api/support/messages').send({ topic: 'QUESTION', text: 'Hi' })).status).toBe(401);
});

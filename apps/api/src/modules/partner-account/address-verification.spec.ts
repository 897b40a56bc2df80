import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import { ZAddressVerificationState, PARTNER_ACCOUNT_MESSAGES as M } from '@pavilion/domain';
import { emailOutbox, partnerAddressCodes, partners } from '../../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { deliverMail } from '@pavilion/api-testing/mail';
import { getDevMail, getDevMailAttachment, listDevMail } from '../../platform/mail';
import { hashAddressCode } from './address-verification.service';
import {
  memberOf,
  partnerRefs,
  partnerWithOwner,
  type PartnerRefs,
} from '@pavilion/api-testing/fixtures/partner-account';

const t = useTestContext();
let refs: PartnerRefs;
beforeAll(async () => {
  refs = await partnerRefs(t);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The code in the newest letter to this partner's address (what the partner reads on paper). */
async function codeInLetter(addressLine: string): Promise<string> {
  const letters = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.channel, 'postal'))
    .orderBy(desc(emailOutbox.id));
  const letter = letters.find((l) => l.toAddress.includes(addressLine));
  if (!letter) throw new Error(`no letter to ${addressLine}`);
  const document = letter.attachments[0];
  if (!('params' in document)) throw new Error('the letter has no generated document');
  return String(document.params.code);
}

let street = 0;
/** A partner with its own street, so its letters are told apart. */
async function partnerWithAddress() {
  const address = `${++street} Verification Street`;
  const owner = await partnerWithOwner(t, refs, { address });
  return { ...owner, address };
}

const requestCode = (auth: Record<string, string>) =>
  request(t.app).post('/api/partner/address-verification/request').set(auth);
const verify = (auth: Record<string, string>, code: string) =>
  request(t.app).post('/api/partner/address-verification').set(auth).send({ code });
const codes = (partnerId: number) =>
  t.db
    .select()
    .from(partnerAddressCodes)
    .where(eq(partnerAddressCodes.partnerId, partnerId))
    .orderBy(partnerAddressCodes.id);

describe('requesting a code', () => {
  it('posts a letter with a 6-digit code to the company address and keeps only a keyed hash', async () => {
    const p = await partnerWithAddress();
    const res = await requestCode(p.auth).expect(200);
    const state = ZAddressVerificationState.parse(res.body);
    expect(state).toMatchObject({
      addressVerified: false,
      addressComplete: true,
      code: { attemptsLeft: 5 },
      company: { name: 'Harbour Summits', address: p.address, city: 'London', zipCode: 'EC2M 7EB' },
    });
    expect(Date.parse(state.code!.expiresAt) - Date.parse(state.code!.sentAt)).toBe(30 * DAY);
    expect(Date.parse(state.nextRequestAt!) - t.clock.now.getTime()).toBe(24 * HOUR);

    const code = await codeInLetter(p.address);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codes(p.partnerId);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(hashAddressCode(t.config.jwtSecret, p.partnerId, code));
    expect(row.sentTo).toContain(p.address);
  });

  it('the letter reaches the dev mailbox as a printable PDF addressed to the company', async () => {
    const p = await partnerWithAddress();
    await requestCode(p.auth).expect(200);
    const code = await codeInLetter(p.address);
    await deliverMail(t);
    const summary = (await listDevMail(t.db, { limit: 200 })).find((m) => m.to.includes(p.address))!;
    expect(summary).toMatchObject({ template: 'address-verification-letter' });
    expect(summary.to).toMatch(/^Post: Harbour Summits, \d+ Verification Street, EC2M 7EB London/);
    const mail = (await getDevMail(t.db, summary.id))!;
    expect(mail.text).toContain(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(mail.attachments).toEqual([
      { filename: 'pavilion-address-verification.pdf', contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    const pdf = (await getDevMailAttachment(t.db, summary.id, 0))!;
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses while the address is incomplete or already verified', async () => {
    const incomplete = await partnerWithOwner(t, refs, { zipCode: null });
    expect((await requestCode(incomplete.auth).expect(409)).body.error).toBe(M.addressIncomplete);
    const verified = await partnerWithOwner(t, refs, { addressVerifiedAt: new Date() });
    expect((await requestCode(verified.auth).expect(409)).body.error).toBe(M.addressAlreadyVerified);
    expect((await verify(verified.auth, '123456').expect(409)).body.error).toBe(M.addressAlreadyVerified);
  });

  it('allows one new code per 24 hours; the new one voids the old', async () => {
    const p = await partnerWithAddress();
    await requestCode(p.auth).expect(200);
    const first = await codeInLetter(p.address);

    t.clock.advance(23 * HOUR);
    const early = await requestCode(p.auth).expect(429);
    expect(early.body.error).toMatch(
      /^A new code can be requested once every 24 hours\. You can request the next one after /,
    );
    expect(early.body.nextRequestAt).toEqual(expect.any(String));
    expect(Number(early.headers['retry-after'])).toBe(3600);
    expect(await codes(p.partnerId)).toHaveLength(1);

    t.clock.advance(HOUR);
    await requestCode(p.auth).expect(200);
    const second = await codeInLetter(p.address);
    const rows = await codes(p.partnerId);
    expect(rows.map((r) => r.voidReason)).toEqual(['superseded', null]);

    // Only the newest code works: the old letter's code is recognised, refused and not counted.
    if (first !== second) {
      const old = await verify(p.auth, first).expect(409);
      expect(old.body.error).toBe(M.codeFromOlderLetter);
      expect((await codes(p.partnerId))[1].attempts).toBe(0);
    }
    await verify(p.auth, second).expect(200);
  });
});

describe('verifying', () => {
  it('the right code verifies the address; the admin view shows it', async () => {
    const p = await partnerWithAddress();
    await requestCode(p.auth).expect(200);
    const res = await verify(p.auth, await codeInLetter(p.address)).expect(200);
    expect(res.body).toEqual({ status: 'Success', verifiedAt: t.clock.now.toISOString() });
    const [row] = await t.db.select().from(partners).where(eq(partners.id, p.partnerId));
    expect(row.addressVerifiedAt).toEqual(t.clock.now);
    const state = (await request(t.app).get('/api/partner/address-verification').set(p.auth).expect(200)).body;
    expect(state).toMatchObject({ addressVerified: true, code: null, nextRequestAt: null });
    const profile = (await request(t.app).get('/api/partner/profile').set(p.auth).expect(200)).body;
    expect(profile.addressVerified).toBe(true);
    expect(profile.onboarding.steps.find((s: { key: string }) => s.key === 'address-verified').done).toBe(true);
  });

  it('five wrong entries void the code, saying how many are left each time', async () => {
    const p = await partnerWithAddress();
    await requestCode(p.auth).expect(200);
    const code = await codeInLetter(p.address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(p.auth, wrong).expect(400);
      const message = `That code is not right. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;
      expect(res.body).toMatchObject({ error: message, fields: { code: message }, attemptsLeft: left });
    }
    const last = await verify(p.auth, wrong).expect(400);
    expect(last.body.error).toBe(M.codeWrong({ attemptsLeft: 0 }));
    expect((await codes(p.partnerId))[0]).toMatchObject({ attempts: 5, voidReason: 'attempts' });
    // Even the right code no longer works.
    expect((await verify(p.auth, code).expect(409)).body.error).toBe(M.codeUsedUp);
  });

  it('a code expires after 30 days', async () => {
    const p = await partnerWithAddress();
    await requestCode(p.auth).expect(200);
    const code = await codeInLetter(p.address);
    t.clock.advance(30 * DAY);
    const res = await verify(p.auth, code).expect(410);
    expect(res.body).toMatchObject({ error: M.codeExpired, reason: 'expired' });
    const state = (await request(t.app).get('/api/partner/address-verification').set(p.auth).expect(200)).body;
    expect(state.code).toBeNull();
  });

  it('without a letter there is nothing to verify', async () => {
    const p = await partnerWithAddress();
    expect((await verify(p.auth, '123456').expect(409)).body.error).toBe(M.noCode);
  });

  it("refuses what is not six digits with the spec's message", async () => {
    const p = await partnerWithAddress();
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) {
      const res = await verify(p.auth, code).expect(400);
      expect(res.body.fields).toEqual({ code: 'Please enter all 6 digits' });
    }
  });

  it('changing the company address cancels the verification and the code; a new code may be asked at once', async () => {
    const p = await partnerWithAddress();
    await requestCode(p.auth).expect(200);
    const code = await codeInLetter(p.address);
    await t.db.update(partners).set({ addressVerifiedAt: t.clock.now }).where(eq(partners.id, p.partnerId));
    await t.db.update(partnerAddressCodes).set({ usedAt: null }).where(eq(partnerAddressCodes.partnerId, p.partnerId));
    const body = {
      id: p.partnerId,
      name: 'Harbour Summits',
      address: p.address,
      city: 'London',
      zipCode: 'EC2M 7EB',
      country: refs.gbId,
      organizationType: refs.organizationTypeId,
      email: p.email,
      sectors: [],
    };
    // Saving the same address keeps the verification.
    await request(t.app).put(`/api/partners/${p.partnerId}`).set(p.auth).send(body).expect(200);
    expect(
      (await t.db.select().from(partners).where(eq(partners.id, p.partnerId)))[0].addressVerifiedAt,
    ).not.toBeNull();

    const moved = await request(t.app)
      .put(`/api/partners/${p.partnerId}`)
      .set(p.auth)
      .send({ ...body, address: `${p.address}, Floor 2` })
      .expect(200);
    expect(moved.body.addressVerified).toBe(false);
    expect(await codes(p.partnerId)).toMatchObject([{ voidReason: 'address-changed' }]);
    expect((await verify(p.auth, code).expect(409)).body.error).toBe(M.codeAddressChanged);
    // No 24-hour wait: the letter went to an address the partner no longer has.
    await requestCode(p.auth).expect(200);
    const newest = await t.db
      .select()
      .from(partnerAddressCodes)
      .where(and(eq(partnerAddressCodes.partnerId, p.partnerId)))
      .orderBy(desc(partnerAddressCodes.id));
    expect(newest[0].sentTo).toContain('Floor 2');
  });

  it('a member (not only the owner) verifies', async () => {
    const p = await partnerWithAddress();
    const member = await memberOf(t, p.partnerId);
    await requestCode(member.auth).expect(200);
    await verify(member.auth, await codeInLetter(p.address)).expect(200);
  });
});

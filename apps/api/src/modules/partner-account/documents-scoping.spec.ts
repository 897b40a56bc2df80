import request from 'supertest';
import { eq } from 'drizzle-orm';
import { ZPartnerDocuments, PARTNER_ACCOUNT_MESSAGES as M } from '@pavilion/domain';
import { bankAccounts, files, partnerDocuments, partnerInvitations, partnerMembers, partners } from '../../db/schema';
import { bearerFor, createAdmin, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import {
  memberOf,
  partnerRefs,
  partnerWithOwner,
  uniqueEmail,
  type PartnerRefs,
} from '@pavilion/api-testing/fixtures/partner-account';
import { PartnerAccount } from './read-model';

const t = useTestContext();
let refs: PartnerRefs;
beforeAll(async () => {
  refs = await partnerRefs(t);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(120),
  Buffer.from('WordDocument', 'utf16le'),
  Buffer.alloc(64),
]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml'),
  Buffer.alloc(40),
  Buffer.from('word/document.xml'),
  Buffer.alloc(40),
]);
const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('xl/workbook.xml')]);

const upload = (auth: Record<string, string>, bytes: Buffer, filename: string, name?: string) => {
  const req = request(t.app).post('/api/partner/documents').set(auth);
  if (name !== undefined) req.field('name', name);
  return req.attach('document', bytes, filename);
};

describe('company documents', () => {
  it('takes PDF, DOC and DOCX by content and lists them', async () => {
    const p = await partnerWithOwner(t, refs);
    const pdf = await upload(p.auth, PDF, 'certificate.pdf', 'Certificate of incorporation').expect(201);
    expect(pdf.body).toMatchObject({
      name: 'Certificate of incorporation',
      contentType: 'application/pdf',
      url: `/api/partner-documents/${pdf.body.id}`,
      uploadedBy: 'Grace Hopper',
    });
    const doc = await upload(p.auth, DOC, 'insurance.doc').expect(201);
    expect(doc.body).toMatchObject({ name: 'insurance.doc', contentType: 'application/msword' });
    // A member uploads too; the name comes from the file when none is given.
    const member = await memberOf(t, p.partnerId);
    const docx = await upload(member.auth, DOCX, 'C:\\Users\\maria\\licence.docx').expect(201);
    expect(docx.body).toMatchObject({
      name: 'licence.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      uploadedBy: 'Maria Lopez',
    });
    const list = ZPartnerDocuments.parse(
      (await request(t.app).get('/api/partner/documents').set(p.auth).expect(200)).body,
    );
    expect(list.map((d) => d.name)).toEqual(['licence.docx', 'insurance.doc', 'Certificate of incorporation']);
    const admin = await new PartnerAccount(t.db, p.partnerId).adminDetail();
    expect(admin?.documents.map((d) => d.url)).toEqual(list.map((d) => d.url));
  });

  it('refuses other content whatever its name, too large a file, and no file', async () => {
    const p = await partnerWithOwner(t, refs);
    for (const [bytes, name] of [
      [XLSX, 'sheet.docx'],
      [Buffer.from('MZ\x90\x00 executable'), 'report.pdf'],
      [Buffer.from('plain text'), 'notes.doc'],
    ] as const) {
      const res = await upload(p.auth, bytes, name).expect(415);
      expect(res.body).toMatchObject({
        error: M.documentTypeNotAllowed,
        fields: { document: M.documentTypeNotAllowed },
      });
    }
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(p.auth, big, 'big.pdf').expect(413)).body.error).toBe('The document must be 10 MB or smaller');
    expect(
      (await request(t.app).post('/api/partner/documents').set(p.auth).field('name', 'x').expect(400)).body.error,
    ).toBe(M.documentMissing);
    expect(await t.db.select().from(partnerDocuments).where(eq(partnerDocuments.partnerId, p.partnerId))).toEqual([]);
  });

  it("opens for the partner's members and administrators only, never through the public file route", async () => {
    const p = await partnerWithOwner(t, refs);
    const other = await partnerWithOwner(t, refs);
    const created = (await upload(p.auth, PDF, 'certificate.pdf').expect(201)).body;
    const mine = await request(t.app).get(created.url).set(p.auth).expect(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe("inline; filename*=UTF-8''certificate.pdf");
    expect(mine.headers['content-security-policy']).toContain('sandbox');
    const admin = await createAdmin(t.db);
    await request(t.app)
      .get(created.url)
      .set(await bearerFor(t.app, admin.email))
      .expect(200);
    const attendee = await createAttendee(t.db);
    await request(t.app)
      .get(created.url)
      .set(await bearerFor(t.app, attendee.email))
      .expect(404);
    await request(t.app).get(created.url).set(other.auth).expect(404);
    await request(t.app).get(created.url).expect(401);

    const [row] = await t.db.select().from(partnerDocuments).where(eq(partnerDocuments.id, created.id));
    await request(t.app).get(`/api/files/${row.fileId}`).expect(404);

    const word = (await upload(p.auth, DOCX, 'plan.docx').expect(201)).body;
    const download = await request(t.app).get(word.url).set(p.auth).expect(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''plan.docx");
  });

  it('removing a document removes its file', async () => {
    const p = await partnerWithOwner(t, refs);
    const created = (await upload(p.auth, PDF, 'old.pdf').expect(201)).body;
    const [row] = await t.db.select().from(partnerDocuments).where(eq(partnerDocuments.id, created.id));
    await request(t.app).delete(`/api/partner/documents/${created.id}`).set(p.auth).expect(204);
    expect(await t.db.select().from(files).where(eq(files.id, row.fileId))).toEqual([]);
    await request(t.app).get(created.url).set(p.auth).expect(404);
    await request(t.app).delete(`/api/partner/documents/${created.id}`).set(p.auth).expect(404);
  });
});

describe("partner A with partner B's ids: 404 on every id-taking route, and B's data unchanged", () => {
  it('company, bank accounts, team, invitations and documents', async () => {
    const a = await partnerWithOwner(t, refs);
    const b = await partnerWithOwner(t, refs);
    const bMember = await memberOf(t, b.partnerId);
    const addBAccount = async (account: Record<string, unknown>) =>
      (
        await request(t.app)
          .post('/api/partner/bank-accounts')
          .set(b.auth)
          .send({ bankAccountName: 'B Ltd', ...account })
          .expect(201)
      ).body;
    const bAccount = await addBAccount({
      companyIban: 'GB29NWBK60161331926819',
      companySwiftCode: 'NWBKGB2L',
      bankAccountCountry: refs.gbId,
      bankAccountCurrency: 'GBP',
    });
    const second = await addBAccount({
      companyIban: 'NL91ABNA0417164300',
      companySwiftCode: 'ABNANL2A',
      bankAccountCountry: refs.nlId,
      // The same currency as the first: marking it would unmark the first.
      bankAccountCurrency: 'GBP',
    });
    const bInvitation = (
      await request(t.app)
        .post('/api/partner/members/invitations')
        .set(b.auth)
        .send({ email: uniqueEmail() })
        .expect(201)
    ).body;
    const bDocument = (
      await request(t.app).post('/api/partner/documents').set(b.auth).attach('document', PDF, 'b.pdf').expect(201)
    ).body;

    const attempts: Array<[string, request.Test]> = [
      ['GET partner', request(t.app).get(`/api/partners/${b.partnerId}`)],
      [
        'PUT partner',
        request(t.app)
          .put(`/api/partners/${b.partnerId}`)
          .send({ id: b.partnerId, name: 'Taken over', organizationType: refs.organizationTypeId, email: a.email }),
      ],
      ['payout', request(t.app).post(`/api/partner/bank-accounts/${second.id}/payout`)],
      ['delete bank account', request(t.app).delete(`/api/partner/bank-accounts/${second.id}`)],
      ['delete member', request(t.app).delete(`/api/partner/members/${bMember.personId}`)],
      ['withdraw invitation', request(t.app).delete(`/api/partner/members/invitations/${bInvitation.id}`)],
      ['delete document', request(t.app).delete(`/api/partner/documents/${bDocument.id}`)],
      ['open document', request(t.app).get(`/api/partner-documents/${bDocument.id}`)],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt.set(a.auth);
      expect([what, res.status]).toEqual([what, 404]);
    }

    expect((await t.db.select().from(partners).where(eq(partners.id, b.partnerId)))[0].name).toBe('Harbour Summits');
    const accounts = await t.db.select().from(bankAccounts).where(eq(bankAccounts.partnerId, b.partnerId));
    expect(accounts.map((x) => [x.id, x.isPayout])).toEqual([
      [bAccount.id, true],
      [second.id, false],
    ]);
    expect(await t.db.select().from(partnerMembers).where(eq(partnerMembers.personId, bMember.personId))).toHaveLength(
      1,
    );
    expect(
      (await t.db.select().from(partnerInvitations).where(eq(partnerInvitations.id, bInvitation.id)))[0].revokedAt,
    ).toBeNull();
    expect(await t.db.select().from(partnerDocuments).where(eq(partnerDocuments.id, bDocument.id))).toHaveLength(1);
  });
});

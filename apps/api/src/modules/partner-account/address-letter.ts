// The address verification letter: its words (for the outbox and the dev mailbox) and the printable
// PDF, produced by the outbox worker at delivery from the parameters stored with the letter.
import { ADDRESS_CODE_MAX_ATTEMPTS } from '@pavilion/domain';
import type { PostalAddress } from '../../db/schema';
import { registerAttachmentGenerator, type OutgoingLetter } from '../../platform/mail';
import { escapeHtml } from '../../platform/mail/templates/layout';
import { renderPdf } from '../../platform/pdf';
import { longDate, PAVILION_COMPANY } from './pdf';

export const ADDRESS_LETTER_TEMPLATE = 'address-verification-letter';
export const ADDRESS_LETTER_GENERATOR = 'address-verification-letter-pdf';

interface LetterParams {
  to: PostalAddress;
  code: string;
  issuedAt: string;
  expiresAt: string;
  verifyUrl: string;
}

const groupedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

function paragraphs(p: LetterParams): string[] {
  return [
    `Dear ${p.to.name},`,
    'To keep Pavilion safe for buyers, we confirm that every organiser can receive post at the company address it gave us. This letter was sent to that address.',
    `Your verification code is: ${groupedCode(p.code)}`,
    `Sign in to the Pavilion partner portal, open Address verification (${p.verifyUrl}) and enter the six digits. The code works until ${longDate(new Date(p.expiresAt))}; it stops working after ${ADDRESS_CODE_MAX_ATTEMPTS} wrong entries, when a newer code is requested, or if the company address is changed.`,
    `If you did not expect this letter, please tell us at ${PAVILION_COMPANY.supportEmail}.`,
    'Kind regards,',
    'The Pavilion partner team',
  ];
}

function parseParams(params: Record<string, unknown>): LetterParams {
  const { to, code, issuedAt, expiresAt, verifyUrl } = params as Partial<LetterParams>;
  if (!to || typeof code !== 'string' || typeof issuedAt !== 'string' || typeof expiresAt !== 'string' || !verifyUrl)
    throw new Error('address verification letter without its parameters');
  return { to, code, issuedAt, expiresAt, verifyUrl };
}

export function renderAddressLetterPdf(p: LetterParams): Promise<Buffer> {
  return renderPdf({ title: 'Your Pavilion address verification code' }, (doc) => {
    doc.fontSize(20).fillColor('#221d63').text('Pavilion', { continued: false });
    doc
      .fontSize(9)
      .fillColor('#4b5563')
      .text([PAVILION_COMPANY.name, ...PAVILION_COMPANY.addressLines].join('\n'));
    doc.moveDown(2);
    doc.fontSize(11).fillColor('#111111');
    doc.text([p.to.name, p.to.address, `${p.to.zipCode} ${p.to.city}`.trim(), p.to.country].filter(Boolean).join('\n'));
    doc.moveDown(2);
    doc.text(longDate(new Date(p.issuedAt)), { align: 'right' });
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text('Your address verification code');
    doc.font('Helvetica').fontSize(11).moveDown(0.8);
    for (const line of paragraphs(p)) {
      if (line.startsWith('Your verification code is')) {
        doc.text('Your verification code is:');
        doc.moveDown(0.4);
        doc.font('Courier-Bold').fontSize(30).text(groupedCode(p.code), { characterSpacing: 4 });
        doc.font('Helvetica').fontSize(11).moveDown(0.6);
      } else {
        doc.text(line).moveDown(0.6);
      }
    }
  });
}

registerAttachmentGenerator(ADDRESS_LETTER_GENERATOR, async (params) => renderAddressLetterPdf(parseParams(params)));

/** The letter carrying a new code; the code reaches the outbox only as the letter's content. */
export function addressVerificationLetter(p: LetterParams): OutgoingLetter {
  const lines = paragraphs(p);
  return {
    to: p.to,
    subject: 'Your Pavilion address verification code',
    template: ADDRESS_LETTER_TEMPLATE,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    text: lines.join('\n\n'),
    document: {
      filename: 'pavilion-address-verification.pdf',
      contentType: 'application/pdf',
      generator: ADDRESS_LETTER_GENERATOR,
      params: { ...p },
    },
  };
}

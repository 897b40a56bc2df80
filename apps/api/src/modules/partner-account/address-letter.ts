// The address verification letter: its words (for the outbox and the dev mailbox) and the printable
// PDF, produced by the outbox worker at delivery from the parameters stored with the letter; both in
// the partner's language (named in the parameters).
import { ADDRESS_CODE_MAX_ATTEMPTS, currentLanguage, type Locale } from '@pavilion/domain';
import type { PostalAddress } from '../../db/schema';
import { inLanguage, languageOf, registerAttachmentGenerator, type OutgoingLetter } from '../../platform/mail';
import { ADDRESS_LETTER_TEXT as T } from './address-letter.messages';
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
  /** The language the letter is written in (English for a letter queued before it was named). */
  language?: Locale;
}

const groupedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

const CODE_LINE = 2;

/** The letter's paragraphs in the current language; the third gives the code. */
function paragraphs(p: LetterParams): string[] {
  const how = { url: p.verifyUrl, until: longDate(new Date(p.expiresAt)), attempts: ADDRESS_CODE_MAX_ATTEMPTS };
  return [
    T.dear({ name: p.to.name }),
    T.why,
    T.codeLine({ code: groupedCode(p.code) }),
    T.how(how),
    T.unexpected({ supportEmail: PAVILION_COMPANY.supportEmail }),
    T.regards,
    T.team,
  ];
}

function parseParams(params: Record<string, unknown>): LetterParams {
  const { to, code, issuedAt, expiresAt, verifyUrl, language } = params as Partial<LetterParams>;
  if (!to || typeof code !== 'string' || typeof issuedAt !== 'string' || typeof expiresAt !== 'string' || !verifyUrl)
    throw new Error('address verification letter without its parameters');
  return { to, code, issuedAt, expiresAt, verifyUrl, language: languageOf(language) };
}

export function renderAddressLetterPdf(p: LetterParams): Promise<Buffer> {
  return renderPdf({ title: T.title }, (doc) => {
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
    doc.font('Helvetica-Bold').fontSize(13).text(T.heading);
    doc.font('Helvetica').fontSize(11).moveDown(0.8);
    for (const [index, line] of paragraphs(p).entries()) {
      if (index === CODE_LINE) {
        doc.text(T.codeIs);
        doc.moveDown(0.4);
        doc.font('Courier-Bold').fontSize(30).text(groupedCode(p.code), { characterSpacing: 4 });
        doc.font('Helvetica').fontSize(11).moveDown(0.6);
      } else {
        doc.text(line).moveDown(0.6);
      }
    }
  });
}

registerAttachmentGenerator(ADDRESS_LETTER_GENERATOR, async (params) => {
  const p = parseParams(params);
  return inLanguage(p.language ?? 'en', () => renderAddressLetterPdf(p));
});

/** The letter carrying a new code, in `p.language`; the code reaches the outbox only as the letter's content. */
export function addressVerificationLetter(p: LetterParams): OutgoingLetter {
  const language = p.language ?? currentLanguage();
  return inLanguage(language, () => letterOf({ ...p, language }));
}

function letterOf(p: LetterParams): OutgoingLetter {
  const lines = paragraphs(p);
  return {
    to: p.to,
    subject: T.title,
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

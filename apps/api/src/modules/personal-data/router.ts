// A person's own data from Settings: the copy (GET /api/settings/personal-data, and its orders and
// tickets as CSV) and closing the account (POST /api/settings/close-account). See docs/api/areas.md,
// "Personal data". The administrators' side is in modules/admin/people.
import type { Response } from 'express';
import {
  API_PATHS,
  PERSONAL_DATA_MESSAGES as M,
  ZAccountClosed,
  ZCloseAccountBody,
  ZPersonalDataCopy,
  ZPersonalDataCsvParams,
  type TPersonalDataCsvKind,
} from '@pavilion/domain';
import type { Logger } from 'pino';
import type { ModuleContext } from '../../platform/context';
import { clientIp } from '../../platform/http';
import { apiModule } from '../../platform/route';
import { throttleRefusals } from '../auth';
import { AccountClosing } from './service';
import { PersonalDataCopy } from './read-model';

/** The file name a download is saved under ('pavilion-personal-data-42-2026-11-27.json'). */
export const personalDataFileName = (personId: number, at: Date, ext: string) =>
  `pavilion-personal-data-${personId}-${at.toISOString().slice(0, 10)}.${ext}`;

/** Sends the copy as a JSON file to save. */
export function sendCopyAsFile(res: Response, personId: number, at: Date) {
  res.setHeader('Content-Disposition', `attachment; filename="${personalDataFileName(personId, at, 'json')}"`);
  res.setHeader('Cache-Control', 'no-store');
}

/** Streams the orders or tickets CSV of the copy. */
export async function sendCopyCsv(
  res: Response,
  copy: PersonalDataCopy,
  personId: number,
  at: Date,
  kind: TPersonalDataCsvKind,
  logger: Logger,
) {
  await copy.assertExists();
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${personalDataFileName(personId, at, `${kind}.csv`)}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await copy.writeCsv(kind, res);
  } catch (err) {
    // Headers are gone: the download ends early rather than answering an error.
    logger.error({ err, personId }, 'Personal data CSV failed');
    res.destroy(err as Error);
  }
}

export function personalDataModule(ctx: ModuleContext) {
  const { db, now, logger } = ctx;
  const m = apiModule(ctx, { tag: 'Accounts', access: 'signedIn' });
  const copyOf = (personId: number) => new PersonalDataCopy(db, personId, now);

  m.get(
    API_PATHS.personalData,
    {
      summary: 'A copy of everything Pavilion holds about the signed-in person, as a JSON file',
      description:
        "Profile, settings and consents, partner membership, orders (with their payments and refunds), tickets held, received or passed on, invoices and credit notes (numbers and amounts), reviews and replies, favourites, waiting-list places, notifications, emails sent, sign-in activity and blocks. Sent as an attachment (`Content-Disposition`). Only ever the signed-in person's own data.",
      response: ZPersonalDataCopy,
    },
    async ({ auth, res }) => {
      sendCopyAsFile(res, auth.personId, now());
      return copyOf(auth.personId).read();
    },
  );

  m.get(
    API_PATHS.personalDataCsv,
    {
      summary: "The signed-in person's orders or tickets as CSV",
      description:
        "`orders`: one row per order; `tickets`: one row per ticket held, received or passed on. Amounts with their currency's decimals. Cells a spreadsheet would read as a formula start with an apostrophe.",
      params: ZPersonalDataCsvParams,
      produces: 'text/csv',
      errors: { 400: M.kindInvalid },
    },
    ({ auth, params, res }) => sendCopyCsv(res, copyOf(auth.personId), auth.personId, now(), params.kind, logger),
  );

  m.post(
    API_PATHS.closeAccount,
    {
      summary: 'Closes the signed-in account (password asked again)',
      description: [
        'Every session ends at once. Name, email, phone, address, date of birth, photo and company details are erased or replaced by an anonymous label wherever they appear;',
        'invoices and credit notes stay as issued and orders stay (amounts, dates, the event) for tax, the buyer named by the label; published reviews stay under no name.',
        'The email address is free for a new account. Refused in words, with nothing changed: a wrong password (400 on `password`, counted as a failed sign-in),',
        'tickets held for events still to come or an order awaiting payment (409, naming the events: pass the tickets on or cancel them first),',
        'the only member of a partner account (409).',
      ].join(' '),
      body: ZCloseAccountBody,
      response: ZAccountClosed,
      errors: {
        409: `${M.upcomingTickets({ events: '…' })}; ${M.unpaidOrders({ events: '…' })}; ${M.lastMember({ partner: '…' })}`,
        429: throttleRefusals(),
      },
    },
    async ({ auth, body, req }) => {
      const closed = await new AccountClosing(ctx, auth.personId).close({
        by: 'person',
        password: body.password,
        meta: { ip: clientIp(req), userAgent: req.get('user-agent') },
      });
      return { status: 'Closed' as const, ...closed };
    },
  );
  return m;
}

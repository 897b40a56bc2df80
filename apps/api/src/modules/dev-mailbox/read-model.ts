// The dev mailbox's messages, as its JSON routes and page show them.
import type { TDevMail, TDevMailboxQuery, TDevMailSummary } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { getDevMail, getDevMailAttachment, listDevMail } from '../../platform/mail/dev-mailbox';

export class DevMailbox {
  constructor(private readonly db: DbOrTx) {}

  list(query: TDevMailboxQuery): Promise<TDevMailSummary[]> {
    return listDevMail(this.db, query);
  }

  message(id: number): Promise<TDevMail | null> {
    return getDevMail(this.db, id);
  }

  attachment(id: number, index: number) {
    return getDevMailAttachment(this.db, id, index);
  }
}

// One-click unsubscribe: the signed link of an optional email turns the one switch it names off,
// without signing in. GET shows what the link does (a page with a button, or JSON); POST does it, for
// the mail client's one-click (RFC 8058) and the page's button alike. See platform/mail/unsubscribe.ts.
import { eq } from 'drizzle-orm';
import {
  currentLanguage,
  SETTINGS_DEFAULTS,
  UNSUBSCRIBE_MESSAGES,
  type TEmailSwitch,
  type TUnsubscribeAnswer,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { personSettings, persons } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { escapeHtml, readUnsubscribeToken } from '../../platform/mail';
import { EMAIL_SETTING_TEXT } from '../../platform/mail/messages';
import { UNSUBSCRIBE_TEXT } from './unsubscribe.messages';

export class Unsubscribe {
  constructor(
    private readonly db: DbOrTx,
    private readonly config: Pick<Config, 'jwtSecret'>,
    private readonly now: () => Date,
  ) {}

  private read(token: string) {
    const named = readUnsubscribeToken(this.config.jwtSecret, token);
    if (!named) throw badRequest(UNSUBSCRIBE_MESSAGES.tokenInvalid, { token: UNSUBSCRIBE_MESSAGES.tokenInvalid });
    return named;
  }

  private async personExists(personId: number) {
    const [person] = await this.db.select({ id: persons.id }).from(persons).where(eq(persons.id, personId)).limit(1);
    if (!person) throw notFound(UNSUBSCRIBE_TEXT.gone);
  }

  /** What the link would turn off, and whether it is on now. */
  async show(token: string): Promise<TUnsubscribeAnswer> {
    const { personId, switch: sw } = this.read(token);
    await this.personExists(personId);
    const [row] = await this.db.select().from(personSettings).where(eq(personSettings.personId, personId)).limit(1);
    const on = row ? row[sw] : SETTINGS_DEFAULTS.notifications[sw];
    return answer(sw, on);
  }

  /** Turns the switch off (a person who never saved settings gets the defaults with it off). */
  async turnOff(token: string): Promise<TUnsubscribeAnswer> {
    const { personId, switch: sw } = this.read(token);
    await this.personExists(personId);
    await this.db
      .insert(personSettings)
      .values({ personId, [sw]: false, updatedAt: this.now() })
      .onConflictDoUpdate({ target: personSettings.personId, set: { [sw]: false, updatedAt: this.now() } });
    return answer(sw, false);
  }
}

function answer(sw: TEmailSwitch, on: boolean): TUnsubscribeAnswer {
  const label = EMAIL_SETTING_TEXT.label({ setting: sw });
  return {
    switch: sw,
    label,
    on,
    message: on ? UNSUBSCRIBE_TEXT.confirm({ setting: label }) : UNSUBSCRIBE_TEXT.done({ setting: label }),
  };
}

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;color:#1f2937;background:#f3f4f6}
header{background:#221d63;color:#fff;padding:16px 24px;font-weight:700;font-size:1.3rem}
main{max-width:560px;margin:24px auto;padding:24px;background:#fff;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 16px}p{line-height:1.5}
a{color:#3730a3}a:focus-visible,button:focus-visible{outline:3px solid #3730a3;outline-offset:2px}
button{padding:10px 20px;border:0;border-radius:6px;background:#3730a3;color:#fff;font-size:1rem;cursor:pointer}
`;

/** The confirmation page, in the request's language: server-rendered, no script; the button POSTs to the same link. */
export function unsubscribePage(
  config: Pick<Config, 'publicUrl'>,
  state: { answer: TUnsubscribeAnswer; token: string } | { error: string },
): string {
  const settingsUrl = `${config.publicUrl}/user/settings`;
  let title: string;
  let body: string;
  if ('error' in state) {
    title = UNSUBSCRIBE_TEXT.brokenTitle;
    body = `<p>${escapeHtml(state.error)}</p>`;
  } else if (state.answer.on) {
    title = UNSUBSCRIBE_TEXT.confirmTitle({ setting: state.answer.label });
    body =
      `<p>${escapeHtml(state.answer.message)}</p>` +
      `<form method="post" action="?token=${encodeURIComponent(state.token)}"><button type="submit">${escapeHtml(UNSUBSCRIBE_TEXT.turnOff({ setting: state.answer.label }))}</button></form>`;
  } else {
    title = UNSUBSCRIBE_TEXT.doneTitle({ setting: state.answer.label });
    body = `<p>${escapeHtml(state.answer.message)}</p>`;
  }
  return `<!doctype html>
<html lang="${currentLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(UNSUBSCRIBE_TEXT.pageTitle({ title }))}</title><style>${STYLE}</style></head>
<body><header>Pavilion</header><main><h1>${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(settingsUrl)}">${escapeHtml(UNSUBSCRIBE_TEXT.openSettings)}</a></p></main></body></html>`;
}

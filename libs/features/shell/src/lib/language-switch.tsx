// The language switch in the header and footer of the three apps: the four languages, each in its own name.
import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, isAnyLocale } from '@pavilion/domain';
import { errorMessage } from '@pavilion/api-client';
import { useToast } from '@pavilion/ui';
import { useLocale, useSwitchLocale } from './language';
import { SHELL_TEXT } from './messages';

export function LanguageSwitch({ className }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const [busy, setBusy] = useState(false);
  const { showToast } = useToast();
  return (
    <span className={['pv-language', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="pv-visually-hidden">
        {SHELL_TEXT.language}
      </label>
      <select
        id={id}
        className="pv-language__select"
        value={locale}
        disabled={busy}
        onChange={(event) => {
          const next = event.target.value;
          if (!isAnyLocale(next)) return;
          setBusy(true);
          switchLocale(next)
            .catch((err: unknown) =>
              showToast({ tone: 'error', message: errorMessage(err, SHELL_TEXT.languageFailed) }),
            )
            .finally(() => setBusy(false));
        }}
      >
        {!LOCALES.includes(locale as (typeof LOCALES)[number]) && <option value={locale}>{locale}</option>}
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}

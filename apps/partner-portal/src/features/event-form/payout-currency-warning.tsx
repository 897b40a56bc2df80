// A warning beside the ticket currency when the partner has no bank account marked for payouts in it:
// tickets still sell, and the money waits until an account in that currency is added
// (docs/decisions/0272-one-payout-account-per-currency-never-converted.md, "One payout account per currency, never converted").
import { Link } from 'react-router';
import { useGetBankAccountsQuery } from '@pavilion/api-client';
import { PAYOUT_CURRENCY_MESSAGES } from '@pavilion/domain';
import { Alert } from '@pavilion/ui';
import { partnerPaths } from '../../config/paths';
import { EVENT_FORM_TEXT as T } from './messages';

/** The space between two sentences or elements side by side. */
const SPACE = ' ';

export function PayoutCurrencyWarning({ currency }: { currency: string | undefined }) {
  const accounts = useGetBankAccountsQuery();
  // Nothing while the accounts load or cannot be read: a warning must be true when it shows.
  if (!currency || !accounts.data || accounts.data.some((a) => a.payout && a.currency === currency)) return null;
  return (
    <Alert tone="warning" role="none">
      {PAYOUT_CURRENCY_MESSAGES.eventWarning({ currency })}
      {SPACE}
      <Link to={partnerPaths.settingsTab('bank-accounts')}>{T.addBankAccountIn({ currency })}</Link>
    </Alert>
  );
}

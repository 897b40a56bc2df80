// The marketplace's route table: its router's entries, its links and its redirects read their paths here.
// The paths other apps link to too are the shell's (`paths`); the paths the server also writes into emails
// are the domain's (the assign link, the damage payment link).
import { damagePaymentPath, ticketAssignPath } from '@pavilion/domain';
import { param, paths } from '@pavilion/features-shell';

export const marketplacePaths = {
  ...paths,
  customerTermsAccept: `${paths.customerTerms}/accept`,
  ticketAssign: ticketAssignPath,
  emailConfirmation: (token: string) => `/email-confirmation/${param(token)}`,
  damagePayment: damagePaymentPath,
  /** Home after the account was closed: the page then says so. */
  homeAfterAccountClosed: `${paths.home}?account=closed`,
} as const;

// How often the public account requests may be made: each costs us something (a bcrypt hash and a
// new account, an email) or could be used to bother someone. Per client address, and per account when
// the request is signed in. The partner sign-up uses SIGN_UP_LIMITS as well. docs/api.md lists the
// numbers; docs/decisions/0031-rate-limits-on-account-requests.md says why these.
import type { RequestLimits } from '../../platform/rate-limit';
import { ACCOUNT_API_TEXT as T } from './messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SIGN_UP_LIMITS: RequestLimits = {
  perAddress: {
    name: 'sign-up:address',
    limit: 20,
    windowMs: HOUR,
    message: (wait) => T.signUpsFromNetwork({ wait }),
  },
  perAccount: {
    name: 'sign-up:account',
    limit: 5,
    windowMs: HOUR,
    message: (wait) => T.signUpsFromAccount({ wait }),
  },
};

export const FORGOT_PASSWORD_LIMITS: RequestLimits = {
  perAddress: {
    name: 'forgot-password:address',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: (wait) => T.resetsFromNetwork({ wait }),
  },
  perAccount: {
    name: 'forgot-password:account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: (wait) => T.resetsFromAccount({ wait }),
  },
};

export const RESEND_CONFIRMATION_LIMITS: RequestLimits = {
  perAddress: {
    name: 'resend-confirmation:address',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: (wait) => T.confirmationLinksFromNetwork({ wait }),
  },
  perAccount: {
    name: 'resend-confirmation:account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: (wait) => T.confirmationLinksFromAccount({ wait }),
  },
};

// How often the newsletter form may be sent: its list must not grow without bound from one
// network. Per client address, and per account when signed in (docs/api.md lists the numbers).
import type { RequestLimits } from '../../platform/rate-limit';
import { NEWSLETTER_API_TEXT as T } from './messages';

const HOUR = 3600_000;

export const NEWSLETTER_LIMITS: RequestLimits = {
  perAddress: {
    name: 'newsletter:address',
    limit: 10,
    windowMs: HOUR,
    message: (wait) => T.subscriptionsFromNetwork({ wait }),
  },
  perAccount: {
    name: 'newsletter:account',
    limit: 10,
    windowMs: HOUR,
    message: (wait) => T.subscriptionsFromAccount({ wait }),
  },
};

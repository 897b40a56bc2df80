// Who may read the dev mailbox: it holds the confirmation and reset links of every account, so only
// this machine (a loopback address) or a signed-in administrator. The address is the client's as
// Express reads it, X-Forwarded-For believed only for the proxy hops TRUST_PROXY names.
import { DEV_MAILBOX_MESSAGES } from '@pavilion/domain';
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { forbidden } from '../../platform/errors';
import { clientIp } from '../../platform/http';

/** 127.0.0.0/8 and ::1 (an IPv4-mapped IPv6 address counts as its IPv4 address). */
export function isLoopback(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return isIP(ip) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(ip);
}

export const devMailboxAccess: RequestHandler = (req, _res, next) => {
  if (isLoopback(clientIp(req)) || req.auth?.isAdmin) return next();
  next(forbidden(DEV_MAILBOX_MESSAGES.forbidden));
};

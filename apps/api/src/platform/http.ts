// The client's address as Express reads it: the connection's, or the one the trusted proxy hops
// (TRUST_PROXY) appended to X-Forwarded-For; IPv4-mapped IPv6 addresses as plain IPv4.
import type { Request } from 'express';

export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

// Where Pavilion sends webhooks: a public HTTPS address. An address a partner registers is judged here
// (the scheme, and an IP address or a local name written in the URL); a name is judged on the connection
// itself (./transport.ts, request-filtering-agent), where a DNS answer that changed since cannot slip through.
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES as M } from '@pavilion/domain';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';

/** Loopback addresses receive webhooks (over plain http too) only while the app runs in development or test. */
export function loopbackAllowed(config: Pick<Config, 'env'>): boolean {
  return config.env === 'development' || config.env === 'test';
}

function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** 'unicast' for a public address, else the range ipaddr.js names ('private', 'loopback', 'linkLocal', ...). */
export function addressRange(address: string): string {
  const parsed = ipaddr.process(address);
  return parsed.range();
}

/**
 * Refuses, in words naming what is expected, a URL Pavilion would not send to: not https (except to
 * loopback while testing), or naming a private, loopback or link-local address.
 */
export function checkEndpointUrl(url: string, allowLoopback: boolean): void {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let loopback = isLocalName(host);
  if (ipaddr.isValid(host)) {
    const range = addressRange(host);
    loopback = range === 'loopback';
    if (range !== 'unicast' && !(loopback && allowLoopback)) {
      throw new AppError('VALIDATION', M.urlPrivate, { url: M.urlPrivate });
    }
  } else if (loopback && !allowLoopback) {
    throw new AppError('VALIDATION', M.urlPrivate, { url: M.urlPrivate });
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback && allowLoopback)) {
    throw new AppError('VALIDATION', M.urlNotHttps, { url: M.urlNotHttps });
  }
}

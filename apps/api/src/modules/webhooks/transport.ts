// One POST of a webhook: through request-filtering-agent, which judges the address each connection is
// made to (after DNS, on the socket), so no private, loopback (outside development and test) or
// link-local address is reached however a name resolves; a deadline for the whole exchange; at most
// WEBHOOK_RESPONSE_MAX_BYTES of the answer read; redirects answered as they are, never followed.
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_TIMEOUT_SECONDS } from '@pavilion/domain';

export interface PostOutcome {
  /** The HTTP status, or null when no answer came (refused, unreachable, timed out). */
  status: number | null;
  /** Bytes of the answer read (at most the limit: the rest is never read). */
  bytes: number;
  truncated: boolean;
  excerpt: string;
  error: string | null;
  durationMs: number;
}

/** How much of an answer the delivery log keeps. */
const EXCERPT_BYTES = 1024;

export interface WebhookTransportOptions {
  allowLoopback: boolean;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export class WebhookTransport {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor(options: WebhookTransportOptions) {
    const filter = {
      allowPrivateIPAddress: false,
      allowMetaIPAddress: false,
      // Loopback only, never the private networks: a test's receiver runs on this machine. Single addresses,
      // compared as written: the agent checks every connection's address against each range of the list, and
      // an address of the other family (IPv4 against `::1/128`) fails to parse and is reported on the console.
      allowIPAddressList: options.allowLoopback ? ['127.0.0.1', '::1'] : [],
    };
    this.httpAgent = new RequestFilteringHttpAgent({ ...filter, keepAlive: false });
    this.httpsAgent = new RequestFilteringHttpsAgent({ ...filter, keepAlive: false });
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000;
    this.maxBytes = options.maxResponseBytes ?? WEBHOOK_RESPONSE_MAX_BYTES;
  }

  post(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
    const started = performance.now();
    return new Promise<PostOutcome>((resolve) => {
      let settled = false;
      const chunks: Buffer[] = [];
      let bytes = 0;
      let status: number | null = null;
      const finish = (error: string | null, truncated = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        req.destroy();
        const read = Buffer.concat(chunks);
        resolve({
          status,
          bytes,
          truncated,
          excerpt: read.subarray(0, EXCERPT_BYTES).toString('utf8'),
          error,
          durationMs: Math.round(performance.now() - started),
        });
      };
      const target = new URL(url);
      const send = target.protocol === 'https:' ? https.request : http.request;
      const req = send(
        target,
        {
          method: 'POST',
          agent: target.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Pavilion-Webhooks/1',
          },
        },
        (res) => {
          status = res.statusCode ?? null;
          res.on('data', (chunk: Buffer) => {
            const room = this.maxBytes - bytes;
            if (chunk.length > room) {
              chunks.push(chunk.subarray(0, room));
              bytes += room;
              return finish(null, true);
            }
            chunks.push(chunk);
            bytes += chunk.length;
          });
          res.on('end', () => finish(null));
          res.on('error', (err) => finish(err.message));
        },
      );
      const deadline = setTimeout(
        () => finish(`No answer within ${Math.round(this.timeoutMs / 100) / 10} s`),
        this.timeoutMs,
      );
      req.on('error', (err) => finish(err.message.slice(0, 500)));
      req.end(body);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

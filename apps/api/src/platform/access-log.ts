// One log line per API request: its id, method, path (link tokens redacted), status and time taken. The line
// is built from those fields alone, so nothing else of a request (headers, cookies, body) can reach it.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './logger';
import { requestIdOf } from './request-id';

export function accessLog(logger: Logger, skip: (path: string) => boolean = () => false): RequestHandler {
  return (req, res, next) => {
    if (skip(req.path)) return next();
    const started = performance.now();
    let logged = false;
    const done = (msg: string) => {
      if (logged) return;
      logged = true;
      const line = {
        requestId: requestIdOf(req),
        ...(req.traceId ? { traceId: req.traceId } : {}),
        req: { method: req.method, url: redactUrl(req.originalUrl) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      logger.info(line, msg);
    };
    res.once('finish', () => done('request completed'));
    // The client went away before the answer was written.
    res.once('close', () => done('request aborted'));
    next();
  };
}

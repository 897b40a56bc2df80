// A handler returns its answer; handle() sends it as JSON. Errors thrown reach the one error handler.
import type { Request, RequestHandler, Response } from 'express';

export function handle(fn: (req: Request, res: Response) => Promise<unknown> | unknown, status = 200): RequestHandler {
  return async (req, res, next) => {
    try {
      const body = await fn(req, res);
      if (!res.headersSent) {
        // A handler may set its own status (res.status(401)) before returning its body.
        const code = res.statusCode !== 200 ? res.statusCode : status;
        if (body === undefined) res.status(code === 200 ? 204 : code).end();
        else res.status(code).json(body);
      }
    } catch (err) {
      next(err);
    }
  };
}

export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

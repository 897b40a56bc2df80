// Every API request gets an id: it is on each log line about the request and in the X-Request-Id
// header, and a 500 answer quotes it, so a report from a user leads to the log lines without the log
// holding anything personal to search by.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    requestId?: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

export const assignRequestId: RequestHandler = (req, res, next) => {
  req.requestId = randomUUID();
  res.setHeader(REQUEST_ID_HEADER, req.requestId);
  next();
};

export function requestIdOf(req: Request): string | undefined {
  return req.requestId;
}

// Route-level validation: params, query and body are parsed by zod schemas from libs/domain.
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';

export interface Schemas<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: P;
  query?: Q;
  body?: B;
}

export interface Validated<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

declare module 'express-serve-static-core' {
  interface Request {
    valid?: Validated<unknown, unknown, unknown>;
  }
}

/** Parses the request and stores the typed result on req.valid; a ZodError reaches the error handler as 400. */
export function validate<
  P extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
>(schemas: Schemas<P, Q, B>): RequestHandler {
  return (req, _res, next) => {
    try {
      req.valid = {
        params: schemas.params ? schemas.params.parse(req.params) : req.params,
        query: schemas.query ? schemas.query.parse(req.query) : req.query,
        body: schemas.body ? schemas.body.parse(req.body ?? {}) : req.body,
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Reads what validate() stored, typed by the same schemas. */
export function valid<
  P extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
>(req: Request, _schemas?: Schemas<P, Q, B>): Validated<z.output<P>, z.output<Q>, z.output<B>> {
  return req.valid as Validated<z.output<P>, z.output<Q>, z.output<B>>;
}

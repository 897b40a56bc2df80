// The one way to declare an API route. A module (`apiModule`) names who may call it (a role guard
// for every route, unless a route says otherwise); each route names its schemas once (params, query,
// body, answer) and its words for the reference. The helper checks the caller's role, reads a JSON
// body only where one is declared (refusing one that is not JSON or nests too deeply), rejects zero
// bytes in any text, refuses fields a PATCH or PUT does not take, parses the input and hands the
// handler typed values; in tests it also parses each answer with the route's response schema. The same declarations
// build the OpenAPI document (platform/openapi.ts), so the reference cannot drift from the routers. A
// route's path is an entry of API_PATHS (libs/domain), the table the client builds its requests from;
// a path with parameters must have a params schema that reads each of them (checked when compiling).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import {
  apiRoutePattern,
  MESSAGES,
  ROOT_ERROR_KEY,
  type ApiPathBuilder,
  type ApiPathParamNames,
  type TApiKeyScope,
  API_KEY_MESSAGES,
  fieldList,
} from '@pavilion/domain';
import type { AuthContext } from './auth';
import { fieldsOf, jsonBodyParser, limitJsonDepth, unknownFields, zeroBytePaths } from './body';
import { AppError, forbidden, unauthenticated } from './errors';
import { API_TEXT } from './messages';

/** Who may call a route. */
export type Access = 'public' | 'signedIn' | 'attendee' | 'partner' | 'partnerOwner' | 'admin';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> {
  /** One line in the product's words, as the reference shows it. */
  summary: string;
  /** More detail for the reference: rules, refusals, what the answer means. */
  description?: string;
  /** Overrides the module's access for this route. */
  access?: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** 'json' (the default when a body schema is given) or 'multipart' (files, read by `middleware`). */
  bodyKind?: 'json' | 'multipart';
  /** The JSON answer on success. Leave out when the handler writes its own answer (`produces`). */
  response?: R;
  /** Success status (200 unless set; 201 for creations, 204 when there is no answer). */
  status?: number;
  /** Media type(s) of an answer the handler writes itself (a PDF, an image, a page, a script or style). */
  produces?: string | string[];
  /**
   * Refusals worth naming in the reference besides the ones the helper adds (400, 401, 403, 415): the
   * message each is refused with, the constant the code throws (several joined with '; '), never text
   * of its own (lint refuses a literal here).
   */
  errors?: Partial<Record<number, string>>;
  /**
   * Answers that are neither the success nor a refusal, for the reference: a redirect (no body), or a
   * status that answers the route's own schema (readiness's 503).
   */
  answers?: Partial<Record<number, string>>;
  /** Runs after the guard and before validation (an upload parser, a rate limit). */
  middleware?: RequestHandler[];
  /** Headers the route reads, for the reference. */
  headers?: Record<string, { description: string; required?: boolean }>;
  /**
   * The scope a partner's API key needs to call this route (platform/api-keys.ts). A route without one
   * is for sessions only: a key is refused there with 403.
   */
  scope?: TApiKeyScope;
}

export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The signed-in person (set on every route whose access is not 'public'). */
  auth: AuthContext;
  req: Request;
  res: Response;
}

/**
 * An answer the database already wrote as JSON text (the search builds its page in one statement): sent
 * as it is, and in tests parsed with the route's response schema like any other answer.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

type Answer<R extends Schema> = (R extends z.ZodType ? z.input<R> : unknown) | JsonText;

export type RouteHandler<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = (
  input: RouteInput<P, Q, B>,
) => Promise<Answer<R>> | Answer<R>;

/** A declared route, as the OpenAPI document and the route tests read it. */
export interface RouteEntry {
  method: HttpMethod;
  /** Express path inside /api ('/orders/:orderId'). */
  path: string;
  access: Access;
  tag: string;
  spec: RouteSpec<Schema, Schema, Schema, Schema>;
}

export interface ApiModuleOptions {
  /** The reference's section for this module ('Orders', 'Partner events'). */
  tag: string;
  /** Who may call the module's routes unless a route says otherwise. */
  access: Access;
  /** Parse every answer with its response schema (on in tests; off in production, for speed). */
  checkResponses?: boolean;
}

const GUARDS: Record<Access, RequestHandler | null> = {
  public: null,
  signedIn: (req, _res, next) => (req.auth ? next() : next(unauthenticated())),
  attendee: (req, _res, next) => {
    if (!req.auth) return next(unauthenticated());
    if (!req.auth.attendeeId) return next(forbidden(API_TEXT.attendeeNeeded));
    next();
  },
  partner: (req, _res, next) => {
    if (!req.auth) return next(unauthenticated());
    if (!req.auth.partnerId) return next(forbidden(API_TEXT.partnerNeeded));
    next();
  },
  partnerOwner: (req, _res, next) => {
    if (!req.auth) return next(unauthenticated());
    if (!req.auth.partnerId) return next(forbidden(API_TEXT.partnerNeeded));
    if (req.auth.partnerRole !== 'owner') return next(forbidden(API_TEXT.ownerNeeded));
    next();
  },
  admin: (req, _res, next) => {
    if (!req.auth) return next(unauthenticated());
    if (!req.auth.isAdmin) return next(forbidden(API_TEXT.adminNeeded));
    next();
  },
};

/** The role guard for an access level, for the few handlers declared outside a module. */
export function guardFor(access: Access): RequestHandler | null {
  return GUARDS[access];
}

/** Zero bytes in what the route reads (its path params, declared query and body), named by where they are. */
function rejectZeroBytes(req: Request, spec: RouteSpec<Schema, Schema, Schema, Schema>) {
  const fields: Record<string, string> = {};
  const parts = [
    ['params', req.params],
    ['query', spec.query ? req.query : undefined],
    ['body', spec.body ? req.body : undefined],
  ] as const;
  for (const [where, value] of parts) {
    for (const p of zeroBytePaths(value)) fields[where === 'body' ? p : `${where}.${p}`] = MESSAGES.zeroByte;
  }
  if (Object.keys(fields).length) throw new AppError('VALIDATION', MESSAGES.zeroByte, fields);
}

/**
 * A PATCH or PUT takes the fields its schema names and no others (unknown fields are refused, not
 * ignored), and a PATCH that parses to no field at all changes nothing, so it is refused too.
 */
function rejectUnknownFields(method: HttpMethod, schema: z.ZodType, body: unknown) {
  const unknown = unknownFields(schema, body);
  const paths = Object.keys(unknown);
  if (paths.length) throw new AppError('VALIDATION', unknown[paths[0]], unknown);
  if (method === 'patch') {
    const accepted = fieldsOf(schema);
    const sent = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    if (accepted && accepted.length && !sent.some((key) => accepted.includes(key))) {
      const message = MESSAGES.noKnownField({ accepted: fieldList(accepted) });
      throw new AppError('VALIDATION', message, { [ROOT_ERROR_KEY]: message });
    }
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A JSON body must be there and be JSON: anything else is refused before it can be read as `{}`. */
function requireJsonBody(req: Request) {
  if (hasBody(req) && !req.is('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.jsonBodyRequired);
  }
  // Express's JSON parser reads an empty body as {}: that must not pass for "every field default".
  if (!hasBody(req) || req.body === undefined || req.body === null) {
    throw new AppError('BAD_REQUEST', MESSAGES.bodyMissing);
  }
}

/** Runs an async step and passes what it throws to Express's error handling. */
const step =
  (fn: (req: Request, res: Response) => void | Promise<void>): RequestHandler =>
  async (req, res, next) => {
    try {
      await fn(req, res);
      next();
    } catch (err) {
      next(err);
    }
  };

/** A route's path: an entry of API_PATHS (libs/domain), which the client builds its requests with too. */
export type RoutePath = string | ApiPathBuilder;

type PatternOf<T extends RoutePath> = T extends ApiPathBuilder<infer P> ? P : T;
/**
 * A path with parameters needs a params schema that reads each of them (its output names them all), so
 * a renamed parameter in the table fails to compile instead of answering 400 at run time.
 */
type ParamsOfPath<T extends RoutePath> = [ApiPathParamNames<PatternOf<T>>] extends [never]
  ? unknown
  : { params: z.ZodType<{ [K in ApiPathParamNames<PatternOf<T>>]: unknown }> };

export class ApiModule {
  readonly router = Router();
  readonly routes: RouteEntry[] = [];

  constructor(readonly options: ApiModuleOptions) {}

  readonly get = this.method('get');
  readonly post = this.method('post');
  readonly put = this.method('put');
  readonly patch = this.method('patch');
  readonly delete = this.method('delete');

  /** Registers a route of `method`: its path's parameters must be the ones `spec.params` reads. */
  private method(method: HttpMethod) {
    return <const T extends RoutePath, P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
      path: T,
      spec: RouteSpec<P, Q, B, R> & ParamsOfPath<T>,
      handler: RouteHandler<P, Q, B, R>,
    ) => this.add(method, path, spec, handler);
  }

  private add<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
    method: HttpMethod,
    routePath: RoutePath,
    spec: RouteSpec<P, Q, B, R>,
    handler: RouteHandler<P, Q, B, R>,
  ): this {
    const path = apiRoutePattern(routePath);
    const access = spec.access ?? this.options.access;
    this.routes.push({
      method,
      path,
      access,
      tag: this.options.tag,
      spec: spec as RouteSpec<Schema, Schema, Schema, Schema>,
    });
    const template = openApiPath(path);
    // First, so a refusal by the guard is counted and traced under its route too (platform/metrics.ts).
    const chain: RequestHandler[] = [
      (req, _res, next) => {
        req.routeTemplate = template;
        next();
      },
    ];
    // A key acts only where the route names a scope, and only with that scope: checked before the role,
    // so a key learns which scope it lacks rather than which role.
    const scope = spec.scope;
    chain.push((req, _res, next) => {
      const refusal = req.keyRefusal;
      if (refusal && access !== 'public') {
        // Over its limit on a route no key may call, the key learns that, not when to try again.
        return next(refusal.status === 429 && !scope ? forbidden(API_KEY_MESSAGES.routeNotForKeys) : refusal);
      }
      const key = req.auth?.apiKey;
      if (!key) return next();
      if (!scope) return next(forbidden(API_KEY_MESSAGES.routeNotForKeys));
      if (!key.scopes.includes(scope)) return next(forbidden(API_KEY_MESSAGES.scopeMissing({ scope })));
      next();
    });
    const guard = GUARDS[access];
    if (guard) chain.push(guard);
    const bodyKind = spec.bodyKind ?? (spec.body ? 'json' : undefined);
    // Only a route that declares a JSON body reads one: elsewhere a body is not parsed at all.
    if (bodyKind === 'json')
      chain.push(
        jsonBodyParser,
        step((req) => requireJsonBody(req)),
        limitJsonDepth,
      );
    chain.push(...(spec.middleware ?? []));
    const check = this.options.checkResponses;
    const success = spec.status ?? 200;
    chain.push(async (req, res, next) => {
      try {
        rejectZeroBytes(req, spec as RouteSpec<Schema, Schema, Schema, Schema>);
        if (spec.body && bodyKind === 'json' && (method === 'patch' || method === 'put')) {
          rejectUnknownFields(method, spec.body, req.body);
        }
        const input = {
          params: (spec.params ? spec.params.parse(req.params) : undefined) as Out<P>,
          query: (spec.query ? spec.query.parse(req.query) : undefined) as Out<Q>,
          body: (spec.body ? spec.body.parse(req.body) : undefined) as Out<B>,
          auth: req.auth as AuthContext,
          req,
          res,
        };
        const answer = await handler(input);
        // Every write made with a key is audited with the key's name, once it has succeeded.
        if (method !== 'get' && req.recordKeyWrite && res.statusCode < 400) {
          await req.recordKeyWrite(method, req.originalUrl.split('?')[0]);
        }
        if (res.headersSent) return;
        // A handler may set its own status (a refused sign-in answers 401 with its body).
        const status = res.statusCode !== 200 ? res.statusCode : success;
        if (answer === undefined) {
          res.status(status === 200 ? 204 : status).end();
          return;
        }
        if (check && spec.response && status < 300) {
          // As the client receives it: JSON, where a Date is a string and an undefined key is absent.
          const sent: unknown = JSON.parse(answer instanceof JsonText ? answer.text : JSON.stringify(answer));
          const parsed = spec.response.safeParse(sent);
          if (!parsed.success) {
            throw new Error(
              `${method.toUpperCase()} ${path} answered outside its response schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`,
            );
          }
          // A key the schema does not declare is an answer outside the document too, though parsing drops it.
          const undeclared = undeclaredKeys(sent, parsed.data);
          if (undeclared.length) {
            throw new Error(
              `${method.toUpperCase()} ${path} answered keys its response schema does not declare: ${undeclared.slice(0, 5).join(', ')}`,
            );
          }
        }
        if (answer instanceof JsonText) res.status(status).type('application/json').send(answer.text);
        else res.status(status).json(answer);
      } catch (err) {
        next(err);
      }
    });
    this.router[method](path, ...chain);
    return this;
  }
}

/**
 * The paths of the keys of `sent` that parsing left out of `parsed` (an object schema drops the keys it
 * does not declare): `eventsByStatus.DRAFT`, `items[0].extra`. It walks every answer of the tests (lists of
 * thousands of rows), so it gathers into one list and builds a key's path only when it reports it.
 */
export function undeclaredKeys(sent: unknown, parsed: unknown, at = ''): string[] {
  const found: string[] = [];
  gatherUndeclared(sent, parsed, () => at, found);
  return found;
}

const { isArray } = Array;
const { keys } = Object;

function gatherUndeclared(sent: unknown, parsed: unknown, at: () => string, found: string[]): void {
  if (isArray(sent)) {
    if (!isArray(parsed)) return;
    for (let i = 0; i < sent.length && i < parsed.length; i += 1) {
      gatherUndeclared(sent[i], parsed[i], () => `${at()}[${i}]`, found);
    }
    return;
  }
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object' || isArray(parsed)) return;
  for (const key of keys(sent)) {
    const path = () => {
      const prefix = at();
      return prefix ? `${prefix}.${key}` : key;
    };
    if (key in parsed) {
      gatherUndeclared((sent as Record<string, unknown>)[key], (parsed as Record<string, unknown>)[key], path, found);
    } else found.push(path());
  }
}

/** A module's routes: `const m = apiModule(ctx, { tag: 'Orders', access: 'attendee' })`. */
export function apiModule(ctx: { config: { env: string } }, options: Omit<ApiModuleOptions, 'checkResponses'>) {
  return new ApiModule({ ...options, checkResponses: ctx.config.env === 'test' });
}

/** The OpenAPI form of an Express path: '/orders/:orderId' -> '/api/orders/{orderId}'. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

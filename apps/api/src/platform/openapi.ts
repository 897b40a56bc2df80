// The OpenAPI 3.1 document, built from the routes the modules declare (platform/route.ts): their
// schemas from libs/domain become JSON Schema (2020-12, which OpenAPI 3.1 uses), their access becomes
// the security requirement, and the refusals every route can give are added with the one error body.
import { z } from 'zod';
import {
  API_ERROR_STATUS,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_PAYLOADS,
  ZApiErrorBody,
  zWebhookMessage,
} from '@pavilion/domain';
import { openApiPath, type ApiModule, type RouteEntry } from './route';

type JsonSchema = Record<string, unknown>;

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

const STATUS_TEXT: Record<number, string> = {
  400: 'The input is not valid: `fields` has one message per field',
  401: 'Not signed in, or the session has ended',
  402: 'The payment was refused',
  403: 'Signed in with an account that may not do this',
  404: 'Not found, or not yours to see',
  409: 'Conflicts with the current state (the message says how)',
  410: 'The link has expired or was used',
  413: 'The upload or body is too large',
  415: 'The body is not of an accepted type, charset or encoding',
  429: 'Too many attempts: wait and try again',
  431: "The request's headers are too large (over 16 KB in all); the server answers before the API, without a body",
  500: 'Something went wrong on our side; `requestId` names the request in our log',
  503: 'Other changes to the same order or event were being saved at that moment and nothing was changed: send it again after `retryAfterSeconds` (also the Retry-After header)',
};

const UNSAFE = new Set<RouteEntry['method']>(['post', 'put', 'patch', 'delete']);

/**
 * Every refusal a route can answer, from what it declares: the platform's own (malformed or invalid
 * input, a missing session or the wrong role, a cookie write without the apps' header, an id that is
 * not found, a JSON body too large or of another type) and the route's `errors`. The route tests send
 * bad requests to every operation and check each answer against this list (modules/reference).
 */
export function refusalsOf(route: Pick<RouteEntry, 'method' | 'path' | 'access' | 'spec'>): Map<number, string> {
  const { spec, access, method } = route;
  const refusals = new Map<number, string>();
  const hasParams = route.path.includes(':');
  const jsonBody = (spec.bodyKind ?? (spec.body ? 'json' : undefined)) === 'json';
  if (hasParams || spec.query || spec.body || spec.bodyKind) refusals.set(400, STATUS_TEXT[400]);
  if (access !== 'public') refusals.set(401, STATUS_TEXT[401]);
  // The role guards, a partner's API key where the route takes none or needs a scope it lacks, and the
  // CSRF guard on every write made with the session cookie.
  if (access !== 'public' || UNSAFE.has(method)) refusals.set(403, STATUS_TEXT[403]);
  if (hasParams) refusals.set(404, STATUS_TEXT[404]);
  if (jsonBody) {
    refusals.set(413, STATUS_TEXT[413]);
    refusals.set(415, STATUS_TEXT[415]);
  }
  for (const [status, text] of Object.entries(spec.errors ?? {})) {
    if (text) refusals.set(Number(status), text);
  }
  // A route an API key may call counts the key's requests (platform/api-keys.ts).
  if (spec.scope)
    refusals.set(429, `Too many requests with this API key (at most ${API_KEY_REQUESTS_PER_MINUTE} a minute)`);
  refusals.set(500, STATUS_TEXT[500]);
  // A write whose transaction met a deadlock twice (platform/locks.ts).
  if (UNSAFE.has(method)) refusals.set(503, STATUS_TEXT[503]);
  return new Map([...refusals].sort(([a], [b]) => a - b));
}

const ACCESS_TEXT: Record<RouteEntry['access'], string> = {
  public: 'Public: no session needed.',
  signedIn: 'Any signed-in account.',
  attendee: 'An attendee account.',
  partner: "A partner's team member; the data is the partner's own.",
  partnerOwner: "The partner account's owner.",
  admin: 'An administrator.',
};

/** JSON Schema of a zod schema as a request ('input') or an answer ('output') reads it. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function operationOf(route: RouteEntry) {
  const { spec, access } = route;
  const responses: Record<string, unknown> = {};
  const success = spec.status ?? (spec.response || spec.produces ? 200 : 204);
  if (spec.response) {
    // A route may also write another form of the same answer itself (a list as CSV).
    const others = spec.produces ? (Array.isArray(spec.produces) ? spec.produces : [spec.produces]) : [];
    responses[String(success)] = {
      description: 'Success',
      content: {
        'application/json': { schema: jsonSchemaOf(spec.response, 'output') },
        ...Object.fromEntries(others.map((t) => [t, {}])),
      },
    };
  } else if (spec.produces) {
    const types = Array.isArray(spec.produces) ? spec.produces : [spec.produces];
    responses[String(success)] = { description: 'Success', content: Object.fromEntries(types.map((t) => [t, {}])) };
  } else {
    responses[String(success)] = { description: 'Done; no content' };
  }
  for (const [status, text] of refusalsOf(route)) {
    responses[String(status)] = { description: text, content: { 'application/json': { schema: ERROR_REF } } };
  }
  responses['431'] = { description: STATUS_TEXT[431] };
  for (const [status, text] of Object.entries(spec.answers ?? {})) {
    if (!text) continue;
    const redirect = Number(status) >= 300 && Number(status) < 400;
    responses[status] =
      redirect || !spec.response
        ? { description: text }
        : { description: text, content: { 'application/json': { schema: jsonSchemaOf(spec.response, 'output') } } };
  }

  let requestBody: unknown;
  const bodyKind = spec.bodyKind ?? (spec.body ? 'json' : undefined);
  if (bodyKind === 'json' && spec.body) {
    requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(spec.body, 'input') } } };
  } else if (bodyKind === 'multipart') {
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': { schema: spec.body ? jsonSchemaOf(spec.body, 'input') : { type: 'object' } },
      },
    };
  }

  const headerParams = Object.entries(spec.headers ?? {}).map(([name, h]) => ({
    name,
    in: 'header',
    required: h.required ?? false,
    description: h.description,
    schema: { type: 'string' },
  }));

  return {
    tags: [route.tag],
    summary: spec.summary,
    description: [
      spec.description,
      ACCESS_TEXT[access],
      spec.scope ? `A partner's API key may call this with the scope \`${spec.scope}\`.` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    operationId: `${route.method}${openApiPath(route.path)
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .split(/[/-]/)
      .filter(Boolean)
      .map((part) => part[0].toUpperCase() + part.slice(1))
      .join('')}`,
    ...(access === 'public'
      ? { security: [] }
      : spec.scope
        ? { security: [{ bearerAuth: [] }, { cookieAuth: [] }, { apiKeyAuth: [spec.scope] }] }
        : {}),
    parameters: [...parametersOf(spec.params, 'path'), ...parametersOf(spec.query, 'query'), ...headerParams],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export interface OpenApiInfo {
  version: string;
  serverUrl: string;
}

/** The whole document for the given modules, in their order. */
export function openApiDocument(modules: ApiModule[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: { name: string }[] = [];
  for (const module of modules) {
    if (!tags.some((t) => t.name === module.options.tag)) tags.push({ name: module.options.tag });
    for (const route of module.routes) {
      const key = openApiPath(route.path);
      paths[key] ??= {};
      paths[key][route.method] = operationOf(route);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pavilion API',
      version: info.version,
      description: [
        'The HTTP API of Pavilion, the marketplace for corporate events. Every request and answer is',
        'described by the zod schemas of `libs/domain`, from which this document is generated.',
        '',
        'Errors always answer the `ApiError` body. Lists answer `{ items, total, page, pageSize }` and take',
        '`page`, `pageSize` (at most 100), `sort`, `direction` and `q`. Times are ISO 8601 in UTC.',
        '',
        'Money: every amount in every request and answer is in major units of its currency, with the',
        "currency's decimals: 295.5 is $295.50, 15000 is ¥15,000 (JPY has none). Amounts are stored as",
        'integer minor units; the currency code travels beside each amount.',
        '',
        'Browser apps sign in with an httpOnly cookie and send `X-Requested-With` on every write; other',
        'clients send the token from `POST /api/login/` as `Authorization: Bearer <token>`.',
        '',
        "A partner's own systems send an API key instead (`Authorization: Bearer pvk_live_...`, made by the",
        "partner's owner in the portal under Settings > Developers): it acts for its partner only, on the",
        'operations whose security names `apiKeyAuth` with a scope the key holds (403 naming the missing',
        `scope otherwise; 401 once revoked or expired), at most ${API_KEY_REQUESTS_PER_MINUTE} requests a minute per key (429 with`,
        '`Retry-After`). Scopes: ' + API_KEY_SCOPES.map((s) => '`' + s + '`').join(', ') + '.',
      ].join('\n'),
    },
    servers: [{ url: info.serverUrl }],
    tags,
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths,
    webhooks: webhooksSection(),
    components: {
      schemas: { ApiError: jsonSchemaOf(ZApiErrorBody, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'pavilion_session' },
        apiKeyAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'pvk_live_...',
          description: `A partner's API key. Each operation that takes one names the scope it needs: ${API_KEY_SCOPES.join(', ')}.`,
        },
      },
    },
  };
}

const WEBHOOK_HEADERS = {
  'webhook-id': {
    description: "The message's id (`msg_...`): the same for every attempt and a send again, so a repeat is recognised",
    schema: { type: 'string' },
  },
  'webhook-timestamp': { description: 'When this attempt was signed, in Unix seconds', schema: { type: 'string' } },
  'webhook-signature': {
    description:
      '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with the secret (`whsec_` and its base64 key), as the Standard Webhooks specification says; space-separated when the previous secret signs too (24 hours after a rotation)',
    schema: { type: 'string' },
  },
};

/**
 * The OpenAPI 3.1 `webhooks` section: each event type Pavilion sends to a partner's endpoints, with its
 * body ({ type, timestamp, data }) from libs/domain and the headers that sign it.
 */
export function webhooksSection(): Record<string, unknown> {
  const sent = WEBHOOK_EVENT_TYPES.filter((type): type is keyof typeof WEBHOOK_PAYLOADS => type in WEBHOOK_PAYLOADS);
  return Object.fromEntries(
    sent.map((type) => [
      type,
      {
        post: {
          operationId: `webhook${type
            .split(/[.-]/)
            .map((part) => part[0].toUpperCase() + part.slice(1))
            .join('')}`,
          tags: ['Partner webhooks'],
          summary: `${type}, sent to the endpoints subscribed to it`,
          description: `Written in the transaction of the change and delivered at least once: a 2xx answer within 10 seconds accepts it; anything else is tried again, ${WEBHOOK_MAX_ATTEMPTS} attempts over about a day, after which the endpoint is turned off and the partner's owner emailed. Verify it with any Standard Webhooks library.`,
          parameters: Object.entries(WEBHOOK_HEADERS).map(([name, h]) => ({
            name,
            in: 'header',
            required: true,
            ...h,
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchemaOf(zWebhookMessage(type, WEBHOOK_PAYLOADS[type]), 'output') },
            },
          },
          responses: { '2XX': { description: 'Accepted: not sent again' } },
        },
      },
    ]),
  );
}

/** Statuses the error body can carry, for tests that check the document's refusals. */
export const DOCUMENTED_ERROR_STATUSES = Object.values(API_ERROR_STATUS);

// createApp(deps): the Express application without listen(), so tests drive it with supertest.
import path from 'node:path';
import express, { type Express, Router } from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import type { Config } from './config';
import { ApiKeyAuthenticator } from './platform/api-keys';
import { authenticate, authSessions, csrfGuard, type SessionSettings } from './platform/auth';
import type { AppDeps, ModuleContext } from './platform/context';
import { errorHandler, notFoundHandler } from './platform/errors';
import { spaRouter } from './platform/spa';
import { SESSION_HANDOFF_PATH, appPathRedirects, byHost, sessionHandoff } from './platform/hosts';
import { accessLog } from './platform/access-log';
import { assignRequestId } from './platform/request-id';
import { chooseLocale } from './platform/i18n';
import { registerModules } from './modules';
import { serveWidgetFrame, serveWidgetScript, WIDGET_FRAME_PATH, WIDGET_SCRIPT_PATH } from './modules/widget';
import { createPaymentGateway } from './platform/payments';
import { Lifecycle } from './platform/lifecycle';
import { collectProcessMetrics, measureRequests, metricsAccess, serveMetrics } from './platform/metrics';
import { traceRequests, tracingOn } from './platform/tracing';

export function sessionSettings(config: Config): SessionSettings {
  return {
    jwtSecret: config.jwtSecret,
    ttlHours: config.sessionTtlHours,
    // Host-only cookies: each app's host keeps its own (platform/hosts.ts carries a session across).
    secureCookies: config.publicUrl.startsWith('https://'),
  };
}

/** What every module is built with: the app's dependencies with their defaults filled in. */
export function moduleContext(deps: AppDeps): ModuleContext {
  return {
    ...deps,
    readDb: deps.readDb ?? deps.db,
    now: deps.now ?? (() => new Date()),
    paymentGateway: deps.paymentGateway ?? createPaymentGateway(deps.config),
    sessions: deps.sessions ?? authSessions(deps.db),
    lifecycle: deps.lifecycle ?? new Lifecycle(),
    session: sessionSettings(deps.config),
    jobs: deps.jobs ?? null,
  };
}

export function createApp(deps: AppDeps): Express {
  const ctx = moduleContext(deps);
  const app = express();
  app.disable('x-powered-by');
  // API answers are never cached (Cache-Control: no-store below), so hashing each body for an ETag is
  // wasted work; the apps' static files keep theirs (serve-static sets its own).
  app.set('etag', false);
  // Hops or addresses, never `true`: with `true` Express believes the left-most X-Forwarded-For entry,
  // which the client writes itself (rate limits and the dev mailbox go by the address).
  if (deps.config.trustProxy !== 0) app.set('trust proxy', deps.config.trustProxy);
  app.set('query parser', 'extended');

  // Every request is timed by route template (GET /metrics), and traced while tracing is on.
  collectProcessMetrics();
  app.use(measureRequests);
  if (tracingOn()) app.use(traceRequests());
  // Once a stop begins, answers close their connection: a client or proxy keeping it open would send
  // its next request to a process about to exit.
  app.use((_req, res, next) => {
    if (ctx.lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'", ...deps.config.corsOrigins],
          'frame-src': ["'self'"],
          'object-src': ["'self'"],
          'upgrade-insecure-requests': deps.config.publicUrl.startsWith('https://') ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = Router();
  api.use(assignRequestId);
  // Probes of liveness and readiness (every second from a load balancer) are not logged.
  api.use(accessLog(deps.logger, (path) => path === '/health' || path === '/health/ready'));
  if (deps.config.corsOrigins.length) {
    // Clients on other origins named in CORS_ORIGINS; the three apps call /api on their own host.
    api.use((req, res, next) => {
      const origin = req.get('origin');
      if (origin && deps.config.corsOrigins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Vary', 'Origin');
        if (req.method === 'OPTIONS') {
          res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE');
          res.setHeader('Access-Control-Allow-Headers', 'Content-Type,Authorization,X-Requested-With,Idempotency-Key');
          return res.status(204).end();
        }
      }
      next();
    });
  }
  // No body parser here: a route that declares a JSON body reads it (platform/route.ts), others never parse one.
  api.use(cookieParser());
  api.use(authenticate(ctx.sessions, ctx.session, new ApiKeyAuthenticator(deps.db, ctx.now).resolver));
  api.use(chooseLocale);
  api.use(csrfGuard);
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  registerModules(api, ctx);
  api.use(notFoundHandler);
  api.use(errorHandler(deps.logger));
  const hosts = {
    marketplaceHostname: new URL(deps.config.publicUrl).hostname,
    hosts: deps.config.appHosts,
    sessions: ctx.sessions,
    session: ctx.session,
  };
  app.get(SESSION_HANDOFF_PATH, cookieParser(), sessionHandoff(hosts));
  // Prometheus's usual path, outside /api and its reference: the internal network or the operator's token.
  app.get(
    '/metrics',
    chooseLocale,
    metricsAccess({ token: deps.config.metricsToken, trustProxy: deps.config.trustProxy }),
    serveMetrics,
  );
  app.use('/api', api);
  // The ticket widget's script, for organisers' websites (modules/widget).
  app.get(WIDGET_SCRIPT_PATH, serveWidgetScript(deps.config.webDistDir));
  app.get(WIDGET_FRAME_PATH, serveWidgetFrame);

  // Also without the apps (SERVE_APPS=false): the dev servers send /partner and /admin here.
  app.use(appPathRedirects(hosts));
  if (deps.config.serveApps) {
    const dist = deps.config.webDistDir;
    const marketplaceUrl = deps.config.publicUrl;
    app.use(
      byHost(deps.config.appHosts, {
        marketplace: spaRouter({ dir: path.join(dist, 'marketplace'), alternatesUrl: marketplaceUrl }),
        partner: spaRouter({ dir: path.join(dist, 'partner-portal'), marketplaceUrl }),
        admin: spaRouter({ dir: path.join(dist, 'admin-console'), marketplaceUrl }),
      }),
    );
  }
  app.use(errorHandler(deps.logger));
  return app;
}

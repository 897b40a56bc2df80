// Every API area registers its routes here, under /api.
import type { Router } from 'express';
import type { ModuleContext } from '../app';
import { healthRouter } from './health/router';
import { optionsRouter } from './options/router';
import { filesRouter } from './files/router';
import { eventsRouter } from './events/router';
import { newsletterRouter } from './newsletter/router';
import { authRouter } from './auth/router';

export function registerModules(api: Router, ctx: ModuleContext) {
  api.use(healthRouter(ctx));
  api.use(authRouter(ctx));
  api.use(optionsRouter(ctx));
  api.use(filesRouter(ctx));
  api.use(eventsRouter(ctx));
  api.use(newsletterRouter(ctx));
}

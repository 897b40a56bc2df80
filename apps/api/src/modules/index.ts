// Every API area registers its routes here, under /api.
import type { Router } from 'express';
import type { ModuleContext } from '../app';
import { healthRouter } from './health/router';
import { optionsRouter } from './options/router';
import { filesRouter } from './files/router';
import { eventsRouter } from './events/router';
import { searchRouter } from './search/router';
import { newsletterRouter } from './newsletter/router';
import { authRouter } from './auth/router';
import { accountsRouter } from './accounts/router';
import { notificationsRouter } from './notifications/router';
import { devMailboxRouter } from './dev-mailbox/router';
import { checkoutRouter } from './checkout/router';

export function registerModules(api: Router, ctx: ModuleContext) {
  api.use(healthRouter(ctx));
  api.use(authRouter(ctx));
  api.use(accountsRouter(ctx));
  api.use(notificationsRouter(ctx));
  api.use(devMailboxRouter(ctx));
  api.use(optionsRouter(ctx));
  api.use(filesRouter(ctx));
  // Before eventsRouter, so /events/filtered is never read as an event id.
  api.use(searchRouter(ctx));
  api.use(eventsRouter(ctx));
  api.use(newsletterRouter(ctx));
  api.use(checkoutRouter(ctx));
}

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
import { moduleRouters } from '../platform/module-routers';

/** The module routers, in the order they are asked. */
export function apiModules(ctx: ModuleContext): Router[] {
  return [
    healthRouter(ctx),
    authRouter(ctx),
    accountsRouter(ctx),
    notificationsRouter(ctx),
    devMailboxRouter(ctx),
    optionsRouter(ctx),
    filesRouter(ctx),
    // Before eventsRouter, so /events/filtered is never read as an event id.
    searchRouter(ctx),
    eventsRouter(ctx),
    newsletterRouter(ctx),
    checkoutRouter(ctx),
  ];
}

export function registerModules(api: Router, ctx: ModuleContext) {
  // Each request is handed only to the routers answering its first path segment, in this order.
  api.use(moduleRouters(apiModules(ctx)));
}

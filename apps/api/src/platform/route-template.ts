// The declared route a request matched ('/api/events/{eventId}'): what metrics and traces name a request
// by, never its URL (ids would make one series per row, and a URL may carry a link token).
import type { Request } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by platform/route.ts when a declared route matches. */
    routeTemplate?: string;
  }
}

/** The request's route template; an /api path no route declares is one label, the apps' pages and files another. */
export function routeLabel(req: Request): string {
  if (req.routeTemplate) return req.routeTemplate;
  return req.originalUrl.startsWith('/api/') || req.originalUrl === '/api' ? '/api (no route)' : '(apps)';
}

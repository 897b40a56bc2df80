// The API's module routers behind one middleware that hands a request only to the routers that can
// answer its first path segment (/orders/... to checkout, /events/... to search and events), in the
// order they were registered. Mounted one after another, every request would walk the routes of every
// module before its own; the answer is the same either way, this only skips routers that cannot match.
import type { RequestHandler, Router } from 'express';

/** A literal first segment: no parameter, wildcard, group or optional part (path-to-regexp 8 syntax). */
const LITERAL_FIRST_SEGMENT = /^\/([A-Za-z0-9._~-]+)(?:\/|$)/;

interface StackLayer {
  rawPath?: unknown;
  slash?: boolean;
}

/**
 * The first path segments a router answers (lower-cased: routing is case-insensitive), or null when
 * it may answer any path: middleware without a path, or a route whose first segment is not literal.
 */
export function firstSegments(router: Router): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of router.stack as StackLayer[]) {
    if (layer.slash) return null;
    const paths = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
    for (const p of paths) {
      const match = typeof p === 'string' ? LITERAL_FIRST_SEGMENT.exec(p) : null;
      if (!match) return null;
      segments.add(match[1].toLowerCase());
    }
  }
  return segments;
}

/** First segment of a path such as '/orders/abc' ('orders'), lower-cased. */
function firstSegmentOf(path: string): string {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/**
 * One middleware for all module routers. A request goes through the routers that declare its first
 * segment and those that may answer any path, in registration order; then on to what follows (404).
 */
export function moduleRouters(routers: Router[]): RequestHandler {
  const declared = routers.map(firstSegments);
  const chainFor = (segment: string) => routers.filter((_, i) => declared[i] === null || declared[i]!.has(segment));
  const bySegment = new Map<string, Router[]>();
  for (const segments of declared) for (const segment of segments ?? []) bySegment.set(segment, chainFor(segment));
  const anyPath = chainFor('\0');

  return (req, res, next) => {
    const chain = bySegment.get(firstSegmentOf(req.path)) ?? anyPath;
    let i = 0;
    const step = (err?: unknown): void => {
      // An error skips the remaining routers, as between mounted routers; a router left with
      // next('router') ends with no error and the next router is asked.
      if (err && err !== 'router' && err !== 'route') return next(err);
      const router = chain[i++];
      if (!router) return next();
      router(req, res, step);
    };
    step();
  };
}

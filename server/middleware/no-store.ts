/**
 * Answers that carry a candidate's data must not be kept by a browser or a proxy. This runs outside every other
 * middleware, so a refusal that never reaches a route (the body limit's 413, the throttle's 429, an error) and a
 * redirect that carries a signing link are covered too. A route that allows caching says so with its own header.
 */
import type { MiddlewareHandler } from 'hono';

export function noStoreByDefault(): MiddlewareHandler {
  // Among the headers every answer starts with, before the handler: a route's own Cache-Control replaces it.
  return (c, next) => {
    c.header('Cache-Control', 'no-store');
    return next();
  };
}

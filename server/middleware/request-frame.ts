/**
 * What every request goes through before any route: its id, the headers every answer starts with, and its log
 * line. One middleware instead of four, since each step Hono composes costs a promise and a closure per request.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';
import { SECURITY_HEADERS } from './security-headers';

const REQUEST_ID_HEADER = 'X-Request-Id';
const MAX_REQUEST_ID_LENGTH = 255;
/** A caller's own id is kept when it is short and plain, so it can be followed through a proxy's logs. */
const UNSAFE_REQUEST_ID = /[^\w\-=]/;

export interface RequestFrameOptions {
  logger: Logger;
  /**
   * Path prefixes whose answers must not be kept by a browser or a proxy (a candidate's data; a redirect that
   * carries a signing link) unless the route says otherwise. Set before any other middleware runs, so a refusal that
   * never reaches a route (the body limit's 413, the throttle's 429, an error) is covered too.
   */
  noStorePrefixes: readonly string[];
}

/**
 * A header the answer starts with, which the answer's own header of the same name replaces. On Node it goes on the
 * socket's answer, whose writeHead lets the headers it is given win over these; Hono's own list would be a WHATWG
 * Headers object built, validated, copied and sorted again for every answer. Without a socket (`app.request`), on
 * the context.
 */
function startWith(c: Context, outgoing: ServerResponse | undefined, name: string, value: string): void {
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

function underAny(path: string, prefixes: readonly string[]): boolean {
  for (const prefix of prefixes) {
    if (path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 47)) return true;
  }
  return false;
}

/** One log line per request, with the path only: query strings carry user_token and headers carry credentials. */
export function requestFrame({ logger, noStorePrefixes }: RequestFrameOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const path = c.req.path;
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;

    const offered = c.req.header(REQUEST_ID_HEADER);
    const requestId = offered && offered.length <= MAX_REQUEST_ID_LENGTH && !UNSAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', requestId);
    startWith(c, outgoing, REQUEST_ID_HEADER, requestId);
    for (const [name, value] of SECURITY_HEADERS) startWith(c, outgoing, name, value);
    if (underAny(path, noStorePrefixes)) startWith(c, outgoing, 'Cache-Control', 'no-store');

    await next();

    const status = c.res.status;
    const fields = {
      request_id: requestId,
      method: c.req.method,
      path,
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';

/**
 * One log line per request. Only the path is logged: query strings carry user_token on candidate links and
 * headers carry credentials, so neither is ever written.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      request_id: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}

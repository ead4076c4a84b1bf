/**
 * POST /client-errors/: the error-reporting endpoint the app sends its unexpected errors to (spec 000 §8 "other
 * router errors are reported to an error-reporting service with status and data"; docs/decisions/0028). Our own
 * endpoint: the app reports to its own origin, and each report becomes one `client error` log line, which the
 * log collector of docs/operations.md carries wherever errors are read.
 *
 * No token is needed: an error can come before the link's token is known, or from a token that failed. So that
 * nobody can fill the logs through it, a body is at most CLIENT_ERROR_LIMITS.bodyBytes (413), each client address
 * may report `perMinute` errors a minute (429, as DRF throttles), and the record is the shared schema's (400 naming
 * the field), scrubbed again of anything that could name a person. CLIENT_ERRORS=off accepts reports and keeps none.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CLIENT_ERROR_LIMITS, scrubText } from '../../domain/client-error';
import { clientErrorSchema } from '../../domain/client-error.schema';
import type { AppDeps, AppEnv } from '../app-env';
import { parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { clientAddress } from '../middleware/client-address';
import { createRateLimiter, rateLimit } from '../middleware/rate-limit';

export const CLIENT_ERROR_TOO_LARGE = `Request body too large: an error report is at most ${CLIENT_ERROR_LIMITS.bodyBytes} bytes.`;
const MINUTE_MS = 60_000;

export function clientErrorRoutes({ config, logger, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const limiter = createRateLimiter({ limit: config.clientErrors.perMinute, windowMs: MINUTE_MS, now });

  routes.post(
    '/client-errors/',
    bodyLimit({ maxSize: CLIENT_ERROR_LIMITS.bodyBytes, onError: (c) => c.json({ detail: CLIENT_ERROR_TOO_LARGE }, 413) }),
    rateLimit<AppEnv>(limiter, (c) => clientAddress(c, config.trustProxy)),
    async (c) => {
      const record = parseOrThrow(clientErrorSchema, await readJsonObject(c));
      if (config.clientErrors.enabled) {
        logger.warn('client error', {
          request_id: c.get('requestId'),
          error_name: scrubText(record.name),
          error_message: scrubText(record.message),
          page_path: record.path,
          status: record.status,
          detail: record.detail === null ? null : scrubText(record.detail),
        });
      }
      return c.body(null, 204);
    },
  );

  return routes;
}

/**
 * The Hono application: middleware, the API under /api (paths as the specification names them, trailing slash
 * included), /healthz, and the built SPA for every other path.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './app-env';
import type { Config } from './config';
import { isDatabaseUnavailable, type Database } from './db/client';
import { ApiError, DETAILS } from './errors';
import { createLogger, errorFields, type Logger } from './logger';
import { AUTH_THROTTLE, authFailureThrottle, type AuthThrottleOptions } from './middleware/auth-throttle';
import { bodySize } from './middleware/body-size';
import { clientAddress } from './middleware/client-address';
import { requestFrame } from './middleware/request-frame';
import { embeddedFrameOrigins } from './middleware/security-headers';
import { accountRoutes } from './routes/accounts';
import { clientErrorRoutes } from './routes/client-errors';
import { adminRoutes } from './routes/admin';
import { benchStaticRoutes } from './routes/bench-static';
import { addressLookupRoutes } from './routes/address-lookup';
import { candidateAnswerRoutes } from './routes/candidate-answers';
import { countryRoutes } from './routes/countries';
import { creditCheckRoutes } from './routes/credit-check';
import { digitalIdPageRoutes } from './routes/digital-id-pages';
import { digitalIdRoutes } from './routes/digital-id';
import { documentScanPageRoutes, documentScanRoutes } from './routes/document-scan';
import { documentSelectionRoutes } from './routes/document-selection';
import { documentRoutes } from './routes/documents';
import { eSigningPageRoutes } from './routes/e-signing-pages';
import { employmentVerificationPageRoutes } from './routes/employment-verification-pages';
import { employmentVerificationRoutes } from './routes/employment-verification';
import { eSigningRoutes } from './routes/e-signing';
import { handoffRoutes } from './routes/handoff';
import { healthRoutes } from './routes/health';
import { oneformRoutes } from './routes/oneform';
import { orgDocumentRoutes } from './routes/org-documents';
import { orgPackRoutes } from './routes/org-pack';
import { submissionStatusRoutes } from './routes/submission-status';
import { orgAuth, orgOpenApiRoutes, orgRoutes } from './routes/org';
import { devOutboxRoutes } from './routes/dev-outbox';
import { lostLinkRoutes } from './routes/lost-link';
import { orgRequestReadRoutes } from './routes/org-requests';
import { webhookRoutes } from './routes/org-webhooks';
import { providerRoutes } from './routes/providers';
import { referenceRequestRoutes } from './routes/reference-requests';
import { screeningPageRoutes, screeningRoutes } from './routes/screening';
import { settingsRoutes } from './routes/settings';
import { spaRoutes } from './routes/spa';
import { SPA_DIST_DIR } from './paths';
import { RouteMatchCache } from './route-match-cache';

/** A lost connection is replaced within a second or two; a database restart takes longer, and clients retry. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface CreateAppOptions {
  db: Database;
  config: Config;
  logger?: Logger;
  /** Folder of the built SPA; the project's dist/ by default. */
  distDir?: string;
  /** Clock, so tests can move time. */
  now?: () => Date;
  /** Failed authentications allowed per client address (AUTH_THROTTLE by default). */
  authThrottle?: AuthThrottleOptions;
}

export function createApp({ db, config, logger, distDir = SPA_DIST_DIR, now = () => new Date(), authThrottle = AUTH_THROTTLE }: CreateAppOptions) {
  const log = logger ?? createLogger({ level: config.logLevel });
  const deps: AppDeps = { db, config, logger: log, now };
  const app = new Hono<AppEnv>({ router: new RouteMatchCache() });

  // The signing link's redirect carries a one-time address of the candidate's document.
  app.use(requestFrame({ logger: log, noStorePrefixes: ['/api', '/e-signing'] }));
  app.use('/api/*', bodySize());
  app.use('/api/*', authFailureThrottle<AppEnv>({ ...authThrottle, now, keyOf: (c) => clientAddress(c, config.trustProxy) }));

  // The organisation API's document is public; everything else under /api/org/ needs an organisation's key.
  app.route('/api', orgOpenApiRoutes(deps));
  app.use('/api/org/*', orgAuth(deps));
  app.route('/api', oneformRoutes(deps));
  app.route('/api', candidateAnswerRoutes(deps));
  app.route('/api', countryRoutes(deps));
  app.route('/api', providerRoutes(deps));
  app.route('/api', accountRoutes(deps));
  app.route('/api', settingsRoutes(deps));
  app.route('/api', clientErrorRoutes(deps));
  app.route('/api', lostLinkRoutes(deps));
  app.route('/api', orgRoutes(deps));
  app.route('/api', orgRequestReadRoutes(deps));
  app.route('/api', webhookRoutes(deps));
  app.route('/api', adminRoutes(deps));
  app.route('/api', eSigningRoutes(deps));
  app.route('/api', referenceRequestRoutes(deps));
  app.route('/api', orgDocumentRoutes(deps));
  app.route('/api', orgPackRoutes(deps));
  app.route('/api', submissionStatusRoutes(deps));
  app.route('/api', addressLookupRoutes(deps));
  app.route('/api', digitalIdRoutes(deps));
  app.route('/api', documentScanRoutes(deps));
  app.route('/api', documentRoutes(deps));
  app.route('/api', handoffRoutes(deps));
  app.route('/api', documentSelectionRoutes(deps));
  app.route('/api', creditCheckRoutes(deps));
  app.route('/api', screeningRoutes(deps));
  app.route('/api', employmentVerificationRoutes(deps));
  if (config.benchStaticRoute) app.route('/api', benchStaticRoutes());
  if (!config.production) app.route('/api', devOutboxRoutes(deps));
  app.route('/', eSigningPageRoutes(deps));
  app.route('/', digitalIdPageRoutes(deps));
  app.route('/', documentScanPageRoutes(deps));
  app.route('/', screeningPageRoutes(deps));
  app.route('/', employmentVerificationPageRoutes(deps));
  app.route('/', healthRoutes(deps));
  app.route('/', spaRoutes({ distDir, frameOrigins: embeddedFrameOrigins(config) }));

  app.notFound((c) => c.json({ detail: DETAILS.notFound }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ detail: error.message || DETAILS.notFound }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // The call's transaction went with the connection; the pool opens a new one for the next call.
      log.warn('database unavailable', { request_id: c.get('requestId'), method: c.req.method, path: c.req.path, ...errorFields(error) });
      return c.json({ detail: DETAILS.serviceUnavailable }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    log.error('unhandled error', { request_id: c.get('requestId'), method: c.req.method, path: c.req.path, ...errorFields(error) });
    return c.json({ detail: DETAILS.serverError }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

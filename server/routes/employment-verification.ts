/**
 * Instant employment verification (spec 000 §2, §4, §7; docs/providers/employment-verification.md):
 *
 * - GET /providers/mistho/orders?reference_request={id}: the request's orders, `results[]` with the first order's
 *   id, status and app_url. An open order is first brought up to date with the service. The hub reads it too, so
 *   it never creates anything.
 * - POST /providers/mistho/orders?reference_request={id}: the step's order, created at the service the first time
 *   (our addition: the specification's client reads an order that exists; this is how it comes to exist).
 * - PATCH /providers/mistho/orders/{id}: the candidate declines, `{status: "CANDIDATE_DECLINED", decline_reason,
 *   decline_notes}`, judged by the shared schema (domain/employment-verification.schema.ts).
 *
 * Each is token-authenticated by the Authorization header; `reference_request` must be the token's own request id,
 * and `{id}` the token's own order, else 404. Writes answer 409 after completion, expiry or withdrawal.
 */
import { Hono, type Context } from 'hono';
import { declineOrderSchema } from '../../domain/employment-verification.schema';
import { languageOrDefault } from '../../domain/locales';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate } from '../auth/candidate-auth';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { ApiError, detailError, parseOrThrow } from '../errors';
import { readIntegerQuery, readJsonObject } from '../http';
import { employmentVerificationFor } from '../providers/employment-verification/adapters';
import {
  declineOrder,
  ownOrder,
  refreshOrder,
  startOrder,
  type EmploymentVerification,
} from '../providers/employment-verification/orders';
import { EmploymentVerificationUnavailableError } from '../providers/employment-verification/provider';
import { orderAnswer } from '../providers/employment-verification/record';
import { loadProviderStates } from '../providers/states';
import { refuseEarly } from '../requests/response-write';

export const EMPLOYMENT_VERIFICATION_UNAVAILABLE =
  'The employment verification service is unavailable. Please try again later.';

export function employmentVerificationRoutes({ db, config, logger, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const target = { section: 'instant_employment_verification' } as const;
  const service: EmploymentVerification = {
    db,
    provider: employmentVerificationFor({ db, config }),
    publicUrl: config.publicUrl,
    now,
  };

  /** The candidate, when the filter names their own request by its numeric id; another's is as unknown as none. */
  async function ownRequest(c: Context<AppEnv>): Promise<CandidateRecord> {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (readIntegerQuery(c, 'reference_request') !== candidate.requestId) throw notFound();
    return candidate;
  }

  const logUnavailable = (c: Context<AppEnv>, call: string, error: EmploymentVerificationUnavailableError) =>
    logger.warn('employment verification failed', {
      request_id: c.get('requestId'),
      provider: service.provider.name,
      call,
      reason: error.message,
    });

  const unavailable = (c: Context<AppEnv>, call: string, error: unknown): never => {
    if (error instanceof EmploymentVerificationUnavailableError) {
      logUnavailable(c, call, error);
      throw detailError(503, EMPLOYMENT_VERIFICATION_UNAVAILABLE);
    }
    throw error;
  };

  routes.get('/providers/mistho/orders', async (c) => {
    const candidate = await ownRequest(c);
    try {
      await refreshOrder(service, candidate);
    } catch (error) {
      // A service that does not answer, or a response locked meanwhile, leaves the stored order standing.
      if (error instanceof EmploymentVerificationUnavailableError) logUnavailable(c, 'status', error);
      else if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
    const orders = (await loadProviderStates(db, candidate.responseId)).instant_employment?.orders ?? [];
    return c.json({ results: orders.map(orderAnswer) });
  });

  routes.post('/providers/mistho/orders', async (c) => {
    const candidate = await ownRequest(c);
    const asked = c.req.query('lang');
    const language = languageOrDefault(asked);
    await refuseEarly(db, candidate, target, now());
    try {
      return c.json(orderAnswer(await startOrder(service, candidate, { language })));
    } catch (error) {
      return unavailable(c, 'create', error);
    }
  });

  routes.patch('/providers/mistho/orders/:id', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    const order = await ownOrder(service, candidate, c.req.param('id'));
    if (!order) throw notFound();
    await refuseEarly(db, candidate, target, now());
    const body = parseOrThrow(declineOrderSchema(), await readJsonObject(c));
    try {
      const declined = await declineOrder(service, candidate, order, body);
      return c.json({
        ...orderAnswer(declined),
        decline_reason: declined.decline_reason ?? null,
        decline_notes: declined.decline_notes ?? null,
      });
    } catch (error) {
      return unavailable(c, 'decline', error);
    }
  });

  return routes;
}

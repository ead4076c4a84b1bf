/**
 * GET /reference-requests/{guid}/?is_candidate=true (spec 000 §7, spec 001 §7): the request as the candidate sees
 * it, the same object as reference_request in GET /oneform/{guid}/. The consent-form screens read its id before
 * creating a signing document. A candidate token only ever gets this view, so is_candidate changes nothing; a
 * guid that is not the token's request answers 404.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { loadRequestTreeById } from '../db/repositories/reference-requests';
import { serializeReferenceRequest } from '../serializers/reference-response';

export function referenceRequestRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/reference-requests/:guid/', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid)) throw notFound();
    const tree = await loadRequestTreeById(db, candidate.requestId);
    if (!tree) throw notFound();
    return c.json(serializeReferenceRequest(tree, now()));
  });

  return routes;
}

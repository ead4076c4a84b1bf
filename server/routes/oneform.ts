/**
 * The candidate's reference response (spec 000 §7: GET /oneform/{guid}/, POST .../complete/). Every write under
 * /oneform/{guid}/{responseGuid}/ passes the write lock first; the saves of the details steps are server/routes/details.ts.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { invalidTokenError, requireTokenHash } from '../auth/candidate-auth';
import { loadRequestTreeByTokenHash } from '../db/repositories/reference-requests';
import { DETAILS, detailError } from '../errors';
import { responseWriteLock } from '../middleware/write-lock';
import { consentRoutes } from './consents';
import { detailsRoutes } from './details';
import { completeResponse } from '../requests/complete-response';
import { serializeReferenceResponse } from '../serializers/reference-response';

export function oneformRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const routes = new Hono<AppEnv>();

  routes.use('/oneform/:guid/:responseGuid/*', responseWriteLock(deps));
  routes.route('/', detailsRoutes(deps));
  routes.route('/', consentRoutes(deps));

  routes.get('/oneform/:guid/', async (c) => {
    const tokenHash = requireTokenHash(c.req.header('authorization'));
    // The token finds the request and everything under it in one query; the guid is then only compared, so a
    // token used on another request's guid learns nothing about it (404, as for a guid that does not exist).
    const tree = await loadRequestTreeByTokenHash(db, tokenHash);
    if (!tree) throw invalidTokenError();
    if (tree.guid !== c.req.param('guid').toLowerCase()) throw detailError(404, DETAILS.notFound);
    const body = serializeReferenceResponse(tree, now());
    if (!body) throw detailError(404, DETAILS.notFound);
    return c.json(body);
  });

  routes.post('/oneform/:guid/:responseGuid/complete/', async (c) => {
    return c.json(await completeResponse(db, c.get('writableResponse'), now()));
  });

  return routes;
}

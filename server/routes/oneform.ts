/**
 * The candidate's reference response (spec 000 §7: GET /oneform/{guid}/, POST .../complete/; spec 001 §7: the skip's
 * PUT). Every write under /oneform/{guid}/{responseGuid}/ passes the write lock's early look first, then runs the one
 * write path (server/requests/response-write.ts); the saves of the details steps
 * are server/routes/details.ts, those of the employers section server/routes/employers.ts, the referees'
 * server/routes/referees.ts, the directorships' server/routes/directorships.ts, the questionnaire's
 * server/routes/fit-and-proper.ts, the community confirmation's answer server/routes/acic-documents.ts, a document step
 * confirmed as seen server/routes/document-steps.ts.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { invalidTokenError, requireTokenHash } from '../auth/candidate-auth';
import { loadRequestTreeByTokenHash } from '../db/repositories/reference-requests';
import { DETAILS, detailError } from '../errors';
import { responseWriteLock } from '../middleware/write-lock';
import { acicDocumentsRoutes } from './acic-documents';
import { consentRoutes } from './consents';
import { detailsRoutes } from './details';
import { directorshipsRoutes } from './directorships';
import { documentStepRoutes } from './document-steps';
import { employersRoutes } from './employers';
import { fitAndProperRoutes } from './fit-and-proper';
import { refereesRoutes } from './referees';
import { saveSkip } from '../employers/save-employer';
import { readJsonBody } from '../http';
import { recordFirstOpening } from '../org/lifecycle';
import { completeResponse } from '../requests/complete-response';
import { responseWrites } from '../requests/response-write';
import { serializeReferenceResponse } from '../serializers/reference-response';

export function oneformRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const routes = new Hono<AppEnv>();

  routes.use('/oneform/:guid/:responseGuid/*', responseWriteLock(deps));
  routes.route('/', detailsRoutes(deps));
  routes.route('/', consentRoutes(deps));
  routes.route('/', employersRoutes(deps));
  routes.route('/', directorshipsRoutes(deps));
  routes.route('/', fitAndProperRoutes(deps));
  routes.route('/', refereesRoutes(deps));
  routes.route('/', acicDocumentsRoutes(deps));
  routes.route('/', documentStepRoutes(deps));

  routes.get('/oneform/:guid/', async (c) => {
    const tokenHash = requireTokenHash(c.req.header('authorization'));
    // The token finds the request and everything under it in one query; the guid is then only compared, so a
    // token used on another request's guid learns nothing about it (404, as for a guid that does not exist).
    const tree = await loadRequestTreeByTokenHash(db, tokenHash);
    if (!tree) throw invalidTokenError();
    if (tree.guid !== c.req.param('guid').toLowerCase()) throw detailError(404, DETAILS.notFound);
    const at = now();
    const body = serializeReferenceResponse(tree, at);
    if (!body) throw detailError(404, DETAILS.notFound);
    if (tree.firstOpenedAt === null && !tree.hasSoftDeleted) await db.transaction((tx) => recordFirstOpening(tx, tree.id, at));
    return c.json(body);
  });

  // The skip of the employers section (spec 001 §7): the only fields this PUT takes.
  routes.put(
    '/oneform/:guid/:responseGuid/',
    responseWrites(deps).save({
      target: { section: 'employers' },
      read: readJsonBody,
      write: (tx, { candidate, input }) => saveSkip(tx, candidate.responseId, input),
    }),
  );

  routes.post('/oneform/:guid/:responseGuid/complete/', async (c) => {
    return c.json(await completeResponse(db, c.get('writableResponse'), now()));
  });

  return routes;
}

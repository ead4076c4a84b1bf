/**
 * The details saves (spec 000 §7): POST /oneform/{guid}/{responseGuid}/details/{step}/, and DELETE
 * .../details/{education|qualification|address}/{id}/ for one record of a list. Each runs the one write path
 * (server/requests/response-write.ts): a step the request does not ask for answers 404, the body is judged by the
 * step's shared schema (domain/details/*.schema.ts) over the stored response on the server's date, so the API refuses
 * exactly what the form refuses, and `saveDetailsStep` writes, for this route and the sandbox prefill alike.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { RECORD_DELETIONS } from '../details/record-deletion';
import { isSavePath, saveDetailsStep, type SavePath } from '../details/save-step';
import { readJsonBody } from '../http';
import { referenceLists } from '../reference-lists';
import { responseWrites } from '../requests/response-write';

function savePathOf(c: Context<AppEnv>): SavePath {
  const step = c.req.param('step') ?? '';
  if (!isSavePath(step)) throw notFound();
  return step;
}

export function detailsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(deps.db);
  const writes = responseWrites(deps);

  routes.post(
    '/oneform/:guid/:responseGuid/details/:step/',
    writes.save({
      target: (c) => ({ section: 'details', step: savePathOf(c) }),
      read: async (c) => {
        const [countries, nationalities, body] = await Promise.all([lists.countries(), lists.nationalities(), readJsonBody(c)]);
        return { countries, nationalities, body, step: savePathOf(c) };
      },
      write: (tx, { candidate, at, before, input }) =>
        saveDetailsStep(tx, input.step, { response: before, responseId: candidate.responseId, now: at, ...input }, input.body),
    }),
  );

  for (const step of Object.keys(RECORD_DELETIONS) as (keyof typeof RECORD_DELETIONS)[]) {
    const remove = RECORD_DELETIONS[step];
    routes.delete(`/oneform/:guid/:responseGuid/details/${step}/:id/`, writes.remove({ target: { section: 'details', step }, remove }));
  }

  return routes;
}

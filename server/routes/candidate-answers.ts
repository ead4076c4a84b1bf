/**
 * GET /oneform/{guid}/answers/: the candidate's answers, section by section, for their check before submitting
 * (server/answers/candidate-answers.ts, docs/api.md). Opened by the candidate's token like GET /oneform/{guid}/: a
 * guid the token does not open answers 404, as an unknown one.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { candidateAnswers } from '../answers/candidate-answers';
import { loadPackContent } from '../org/pack/pack-content';
import { referenceLists } from '../reference-lists';

export function candidateAnswerRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(db);

  routes.get('/oneform/:guid/answers/', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid)) throw notFound();
    // No storage: the summary names the files, it never reads them.
    const [content, nationalities] = await Promise.all([loadPackContent({ db }, candidate.requestId, now()), lists.nationalities()]);
    if (!content) throw notFound();
    return c.json(candidateAnswers(content, nationalities));
  });

  return routes;
}

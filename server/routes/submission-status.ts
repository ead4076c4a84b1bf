/**
 * What the candidate reads after submitting (docs/decisions/0040, 0041), with their own token: the status of each
 * check as the organisation reports it, and a copy of what they submitted as a PDF. Both exist only once the answers
 * are in (409 before); a guid that is not the token's request answers 404, as everywhere in the candidate API.
 */
import { Hono, type Context } from 'hono';
import { CANDIDATE_NOT_SUBMITTED_DETAIL } from '../../domain/check-status';
import { submissionReference } from '../../domain/submission-reference';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { candidateCheckStatuses } from '../db/repositories/check-statuses';
import { detailError } from '../errors';
import { buildPack } from '../org/pack/build-pack';
import { loadPackContent } from '../org/pack/pack-content';
import { fileStorageFor } from '../storage/file-storage';

export function submissionStatusRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const storage = fileStorageFor(config);

  async function submittedCandidate(c: Context<AppEnv>) {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid)) throw notFound();
    if (candidate.responseStatus !== 'done') throw detailError(409, CANDIDATE_NOT_SUBMITTED_DETAIL);
    return candidate;
  }

  routes.get('/oneform/:guid/check-statuses/', async (c) => {
    const candidate = await submittedCandidate(c);
    return c.json(await candidateCheckStatuses(db, candidate.requestId));
  });

  routes.get('/oneform/:guid/submission.pdf', async (c) => {
    const candidate = await submittedCandidate(c);
    const content = await loadPackContent({ db, storage }, candidate.requestId, now());
    if (!content) throw notFound();
    const pdf = await buildPack(content, 'candidate');
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="submission-${submissionReference(candidate.requestGuid)}.pdf"`,
    });
  });

  return routes;
}

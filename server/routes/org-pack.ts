/**
 * GET /org/requests/{guid}/pack.pdf: the candidate pack of a submitted request (server/org/pack/,
 * docs/organisation-api.md "The candidate pack"). 404 for a guid the key does not open, 409 until the candidate
 * has submitted: the pack is the submission, not a draft of it.
 */
import { Hono } from 'hono';
import { submissionReference } from '../../domain/submission-reference';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { findRequestStateByGuid } from '../db/repositories/reference-requests';
import { detailError } from '../errors';
import { isUuid } from '../http';
import { buildPack } from '../org/pack/build-pack';
import { loadPackContent } from '../org/pack/pack-content';
import { fileStorageFor } from '../storage/file-storage';
import { orgAuth } from './org';

export const PACK_NOT_SUBMITTED = 'The candidate has not submitted yet.';

export function orgPackRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const storage = fileStorageFor(config);
  routes.use('/org/requests/:guid/pack.pdf', orgAuth(config.orgApiKey));

  routes.get('/org/requests/:guid/pack.pdf', async (c) => {
    const guid = c.req.param('guid');
    if (!isUuid(guid)) throw notFound();
    const request = await findRequestStateByGuid(db, guid.toLowerCase());
    if (!request) throw notFound();
    if (request.responseStatus !== 'done') throw detailError(409, PACK_NOT_SUBMITTED);
    const content = await loadPackContent({ db, storage }, request.id, now());
    if (!content) throw notFound();
    const pdf = await buildPack(content);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="candidate-pack-${submissionReference(guid)}.pdf"`,
    });
  });

  return routes;
}

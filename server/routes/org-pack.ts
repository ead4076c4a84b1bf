/**
 * GET /org/requests/{guid}/pack.pdf: the candidate pack of a submitted request (server/org/pack/,
 * docs/organisation-api.md "The candidate pack"). As the other reads of what the candidate gave: 404 for a guid of
 * another organisation exactly as for an unknown one, 409 until the candidate has submitted.
 */
import { Hono } from 'hono';
import { submissionReference } from '../../domain/submission-reference';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { buildPack } from '../org/pack/build-pack';
import { loadPackContent } from '../org/pack/pack-content';
import { fileStorageFor } from '../storage/file-storage';
import { ownRequest, refuseUnsubmitted } from './org-requests';

export function orgPackRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const storage = fileStorageFor(config);

  routes.get('/org/requests/:guid/pack.pdf', async (c) => {
    const request = await ownRequest(c, db);
    // Refused before anything is read from storage: an early call costs one query.
    refuseUnsubmitted(request);
    const content = await loadPackContent({ db, storage }, request.id, now());
    if (!content) throw notFound();
    const pdf = await buildPack(content);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="candidate-pack-${submissionReference(request.guid)}.pdf"`,
    });
  });

  return routes;
}

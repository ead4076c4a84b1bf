/**
 * The status calls of the provider steps (spec 000 §7): what the e-signing, identity, credit and screening services
 * have reported for the candidate (the digital ID's are in ./digital-id.ts, the document scan's, credit_status
 * included, in ./document-scan.ts, the income-verification orders in ./employment-verification.ts). They answer
 * from the same facts as the completion check (server/providers/status.ts), so the hub never shows a step complete
 * that the server would refuse.
 * Each path's guid must be the token's own request (or response) guid, else 404.
 */
import { Hono, type Context } from 'hono';
import { SIGNED_DOCUMENT_TYPES, type SignedDocumentType } from '../../domain/provider-status';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { loadProviderStates } from '../providers/states';
import { providerStatusesFrom } from '../providers/status';

const isSignedDocumentType = (type: string): type is SignedDocumentType =>
  (SIGNED_DOCUMENT_TYPES as readonly string[]).includes(type);

export function providerRoutes({ db }: AppDeps) {
  const routes = new Hono<AppEnv>();

  /** The candidate, when the path's request guid (`by: 'request'`) or response guid is theirs. */
  async function candidateFor(c: Context<AppEnv>, by: 'request' | 'response'): Promise<CandidateRecord> {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    const own = by === 'request' ? candidate.requestGuid : candidate.responseGuid;
    if (!sameGuid(c.req.param('guid'), own)) throw notFound();
    return candidate;
  }

  const statesOf = (candidate: CandidateRecord) => loadProviderStates(db, candidate.responseId);

  routes.get('/partner/scrive/:type/status/:guid', async (c) => {
    const candidate = await candidateFor(c, 'request');
    const type = c.req.param('type');
    if (!isSignedDocumentType(type)) throw notFound();
    const statuses = providerStatusesFrom(await statesOf(candidate));
    return c.json({ document_signed_and_sealed: statuses.signedDocuments[type] === true });
  });

  routes.get('/providers/clearstar_registration_id/:guid/', async (c) => {
    const statuses = providerStatusesFrom(await statesOf(await candidateFor(c, 'response')));
    return c.json({
      drug_screening: statuses.registrations?.drug_screening === true,
      occupational_health: statuses.registrations?.occupational_health === true,
    });
  });

  return routes;
}

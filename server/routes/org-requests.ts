/**
 * The organisation's reads of its requests (docs/organisation-api.md): the list with its filters and cursor, one
 * request with its sections, the submitted answers, and the images of the questionnaire's signatures; and its
 * reports on each check once the candidate has submitted. Another organisation's guid answers 404, as one that does
 * not exist.
 */
import { Hono, type Context } from 'hono';
import { checkStatusSchema } from '../../domain/check-status';
import { NOT_SUBMITTED_DETAIL } from '../../domain/org-api';
import type { AppDeps, AppEnv } from '../app-env';
import { saveCheckReport } from '../db/repositories/check-statuses';
import { findOrganisationRequest, type OrganisationRequest } from '../db/repositories/organisations';
import { checksOfRequests, listOrgRequests } from '../db/repositories/org-requests';
import { DETAILS, detailError, parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { findSignatureKey } from '../fit-and-proper/save-answer';
import { encodeCursor, orgRequestListQuerySchema } from '../org/request-list-query';
import { requestDetail, requestSummaries } from '../org/request-view';
import { submittedResponse } from '../org/response-view';
import { recordId } from '../requests/response-write';
import { fileStorageFor } from '../storage/file-storage';

/** The request the path names, when it is the calling organisation's; 404 otherwise. */
export async function ownRequest(c: Context<AppEnv>, db: AppDeps['db']): Promise<OrganisationRequest> {
  const request = await findOrganisationRequest(db, c.get('organisation').id, c.req.param('guid') ?? '');
  if (!request) throw detailError(404, DETAILS.notFound);
  return request;
}

/** What the candidate gave is the organisation's to read once submitted; before that it may still change. */
export function refuseUnsubmitted(request: OrganisationRequest): void {
  if (request.responseStatus !== 'done') throw detailError(409, NOT_SUBMITTED_DETAIL);
}

/** `?status=a&status=b` and `?status=a,b` both ask for either. */
function listQuery(c: Context<AppEnv>) {
  const single = (name: string) => c.req.query(name);
  const statuses = (c.req.queries('status') ?? []).flatMap((value) => value.split(',')).map((value) => value.trim());
  return {
    ...(statuses.length > 0 ? { status: statuses } : {}),
    ...Object.fromEntries(
      ['updated_since', 'candidate_email', 'cursor', 'limit'].flatMap((name) => {
        const value = single(name);
        return value === undefined ? [] : [[name, value]];
      }),
    ),
  };
}

export function orgRequestReadRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const storage = fileStorageFor(config);

  routes.get('/org/requests', async (c) => {
    const query = parseOrThrow(orgRequestListQuerySchema, listQuery(c));
    const { rows, more } = await listOrgRequests(db, c.get('organisation').id, query, now());
    const last = rows.at(-1);
    return c.json({ data: await requestSummaries(db, rows), next_cursor: more && last ? encodeCursor(last.id) : null });
  });

  routes.get('/org/requests/:guid', async (c) => {
    const request = await ownRequest(c, db);
    return c.json(await requestDetail(db, request.id, now()));
  });

  routes.get('/org/requests/:guid/response', async (c) => {
    const request = await ownRequest(c, db);
    refuseUnsubmitted(request);
    return c.json(await submittedResponse(db, request.id, config.publicUrl, now()));
  });

  // The whole report of one check, replaced (docs/decisions/0040): a check not on this request is 404 like an unknown guid.
  routes.put('/org/requests/:guid/checks/:id', async (c) => {
    const request = await ownRequest(c, db);
    refuseUnsubmitted(request);
    const checkId = recordId(c.req.param('id'));
    if (checkId === null) throw detailError(404, DETAILS.notFound);
    const report = parseOrThrow(checkStatusSchema, await readJsonObject(c));
    if (!(await saveCheckReport(db, request.id, checkId, report, now()))) throw detailError(404, DETAILS.notFound);
    const check = (await checksOfRequests(db, [request.id])).get(request.id)?.find((each) => each.id === checkId);
    return c.json(check);
  });

  routes.get('/org/requests/:guid/signatures/:answerId', async (c) => {
    const request = await ownRequest(c, db);
    refuseUnsubmitted(request);
    const answerId = recordId(c.req.param('answerId'));
    const key = answerId === null ? null : await findSignatureKey(db, request.responseId, answerId);
    const image = key ? await storage.get(key) : null;
    if (!image) throw detailError(404, DETAILS.notFound);
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="signature-${answerId}.png"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}

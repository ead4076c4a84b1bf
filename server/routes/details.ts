/**
 * The details saves (spec 000 §7): POST /oneform/{guid}/{responseGuid}/details/{step}/. The write lock has already
 * matched the token to both guids and refused a finished, expired or withdrawn request. Each step's handler brings
 * its schema and its writes; this route runs them the same way:
 *
 * 1. the body is judged by the step's shared schema (domain/details/*.schema.ts) over the stored response, so the
 *    API refuses exactly what the form refuses, with the same message ids on the same fields (400, DRF-style);
 * 2. the writes run in one transaction that first locks the response and re-checks the write lock
 *    (`lockedWrite`), so a refused or failed save leaves every record as it was, and saves, deletes and the
 *    completion of one response run one after another;
 * 3. the answer is the whole reference response as GET /oneform/{guid}/ would now give it, so the SPA updates its
 *    copy without asking again.
 */
import { Hono } from 'hono';
import type { StepContext } from '../../domain/forms/step-context';
import type { DetailsStep } from '../../domain/sections';
import type { AppDeps, AppEnv } from '../app-env';
import { addressStep } from '../details/address';
import { birthStep } from '../details/birth';
import { directorshipStep } from '../details/directorship';
import { educationStep } from '../details/education';
import { idStep } from '../details/id';
import { nameStep } from '../details/name';
import { phoneStep } from '../details/phone';
import { qualificationStep } from '../details/qualification';
import { RECORD_DELETIONS, recordId } from '../details/record-deletion';
import type { DetailsStepHandler } from '../details/step-handler';
import { parseOrThrow } from '../errors';
import { readJsonBody } from '../http';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite } from '../requests/write-lock';
import { referenceLists } from '../reference-lists';
import { notFound } from '../auth/candidate-auth';

const STEP_HANDLERS: Partial<Record<DetailsStep, DetailsStepHandler>> = {
  name: nameStep,
  birth: birthStep,
  id: idStep,
  address: addressStep,
  phone: phoneStep,
  education: educationStep,
  qualification: qualificationStep,
  directorship: directorshipStep,
};

/** UTC+14 (Kiribati) is the first zone to reach a date: no candidate's "today" is later than this. */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/** The latest date anywhere on Earth, yyyy-MM-dd: a date that is today for the candidate is never "in the future". */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export function detailsRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(db);

  routes.post('/oneform/:guid/:responseGuid/details/:step/', async (c) => {
    const handler = STEP_HANDLERS[c.req.param('step') as DetailsStep];
    if (!handler) throw notFound();
    const candidate = c.get('writableResponse');
    // The body and the lists are read before the lock is taken: a slow client must not hold the candidate's row.
    const [countries, nationalities, body] = await Promise.all([lists.countries(), lists.nationalities(), readJsonBody(c)]);
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      // Judged against the response as it stands under the lock, so a rule that reads another step (the date of
      // birth, the request's checks) sees what a save just before this one stored.
      const response = await loadReferenceResponse(tx, candidate.requestId, at);
      const context: StepContext = { response, today: latestToday(at), countries, nationalities };
      const values = parseOrThrow(handler.schema(context), body);
      await handler.save(tx, { responseId: candidate.responseId, now: at, context }, values);
      return loadReferenceResponse(tx, candidate.requestId, at);
    });
    return c.json(saved);
  });

  // One record of a repeatable list; the answer is the whole response, as after a save.
  for (const [step, deleteRecord] of Object.entries(RECORD_DELETIONS)) {
    routes.delete(`/oneform/:guid/:responseGuid/details/${step}/:id/`, async (c) => {
      const candidate = c.get('writableResponse');
      const id = recordId(c.req.param('id'));
      if (id === null) throw notFound();
      const at = now();
      const remaining = await lockedWrite(db, candidate, at, async (tx) => {
        if (!(await deleteRecord(tx, candidate.responseId, id))) throw notFound();
        return loadReferenceResponse(tx, candidate.requestId, at);
      });
      return c.json(remaining);
    });
  }

  return routes;
}

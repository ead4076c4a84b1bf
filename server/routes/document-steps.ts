/**
 * PUT /oneform/{guid}/{responseGuid}/documents/{step}/seen/ (our addition, docs/documents.md "Where an upload was
 * made"): the candidate confirms a document step that counts uploads made on other pages, by pressing its Next or
 * 'Save & Finish'. No body; the answer is the whole reference response. A step that is not such a step, or that the
 * request does not ask for, answers 404.
 */
import { type Context, Hono } from 'hono';
import { sectionOfStep } from '../../domain/documents/step-section';
import { type BorrowingStep, isBorrowingStep } from '../../domain/documents/upload-origin';
import type { StepSlug } from '../../domain/sections';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { markStepSeen } from '../documents/seen-steps';
import { responseWrites } from '../requests/response-write';

function borrowingStepOf(c: Context<AppEnv>): BorrowingStep {
  const step = c.req.param('step') as StepSlug;
  if (!isBorrowingStep(step)) throw notFound();
  return step;
}

export function documentStepRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const writes = responseWrites(deps);

  routes.put(
    '/oneform/:guid/:responseGuid/documents/:step/seen/',
    writes.save({
      target: (c) => {
        const step = borrowingStepOf(c);
        const section = sectionOfStep(step);
        if (!section) throw notFound();
        return { section, step };
      },
      read: (c) => Promise.resolve(borrowingStepOf(c)),
      write: (tx, { candidate, input: step }) => markStepSeen(tx, candidate.responseId, step),
    }),
  );

  return routes;
}

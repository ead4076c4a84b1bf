/**
 * PUT /oneform/{guid}/{responseGuid}/documents/{step}/seen/ (our addition, docs/documents.md "Where an upload was
 * made"): a document step whose uploads were all made on other pages is confirmed by its Next or 'Save & Finish'.
 * The answer is the whole reference response, which replaces the cached one, so the step counts as complete at once.
 */
import type { BorrowingStep } from '../../../domain/documents/upload-origin';
import { segment } from '../http';
import { responseWrite, useResponseWrite } from './response-write';

export const markStepSeen = responseWrite<BorrowingStep>({
  key: ['documents', 'seen'],
  method: 'PUT',
  path: (target, step) => `/oneform/${segment(target.guid)}/${segment(target.responseGuid)}/documents/${segment(step)}/seen/`,
  send: () => undefined,
});

export const useMarkStepSeen = () => useResponseWrite(markStepSeen);

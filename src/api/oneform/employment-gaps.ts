/**
 * The employment gap calls (spec 001 §7, docs/api.md "Employment history saves"): POST .../employers/employment-gap/
 * adds a gap, PUT the same path with its `id` changes one, DELETE .../employment-gap/{id}/ removes one. Each answers
 * the whole reference response, which replaces the cached one (response-write.ts), so the timeline redraws from what
 * was saved.
 */
import type { GapValues } from '../../../domain/employers/gap.schema';
import { deleteByIdWrite, responseWrite, useWriteTo } from './response-write';

const GAPS_PATH = 'employers/employment-gap/';

/** A new gap (no `id`) is added; a saved one is changed. */
export const saveEmploymentGap = responseWrite<GapValues>({
  key: ['employment-gap', 'save'],
  method: (gap) => (gap.id === null ? 'POST' : 'PUT'),
  path: GAPS_PATH,
});

export const deleteEmploymentGap = deleteByIdWrite(['employment-gap', 'delete'], GAPS_PATH);

/** The gap calls for one response. */
export function useEmploymentGapCalls(guid: string, responseGuid: string) {
  const target = { guid, responseGuid };
  return { save: useWriteTo(saveEmploymentGap, target), remove: useWriteTo(deleteEmploymentGap, target) };
}

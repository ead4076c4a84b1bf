/**
 * A step opened by a Change link of the check of the answers carries `from=answers` in its query, and its save leads
 * back there instead of onwards or home (docs/hub.md "Check your answers"). The home page sends such a candidate on
 * to the answers too, so every way home from the step (Save and Go back, a section's last save) returns there.
 */
import type { RootSearch } from '../app/search-params';

export const FROM_ANSWERS = 'answers';

export const ANSWERS_LINK = { to: '/candidate-feedback/answers' } as const;

export const cameFromAnswers = (search: RootSearch): boolean => search.from === FROM_ANSWERS;

/** The query without the mark: back on the answers, the next save goes its own way again. */
export function withoutFromAnswers<T extends RootSearch>(search: T): Omit<T, 'from'> {
  const { from: _from, ...rest } = search;
  return rest;
}

export const withFromAnswers = <T extends RootSearch>(search: T): T => ({ ...search, from: FROM_ANSWERS });

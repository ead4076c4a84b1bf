/**
 * Which questionnaire a requested check asks (docs/fit-and-proper.md "Attaching a questionnaire"): a
 * fitness_and_proprietary check asks the one its `questionnaire` slug names, or the shipped one; no other check
 * takes a questionnaire.
 */
import { inArray } from 'drizzle-orm';
import type { OrgRequest } from '../../domain/org-request.schema';
import type { Database } from '../db/client';
import { fitAndProperQuestionnaires } from '../db/schema';
import { DEFAULT_QUESTIONNAIRE_SLUG } from './default-questionnaire';

export const QUESTIONNAIRE_ERRORS = {
  unknown: 'Unknown questionnaire.',
  notAsked: 'Only a fitness_and_proprietary check takes a questionnaire.',
} as const;

/** The slug a check asks for, or null for a check that asks none. */
export function questionnaireSlugOf(check: OrgRequest['checks'][number]): string | null {
  if (check.type !== 'fitness_and_proprietary') return null;
  return check.questionnaire ?? DEFAULT_QUESTIONNAIRE_SLUG;
}

export async function questionnaireIdsBySlug(db: Database, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: fitAndProperQuestionnaires.id, slug: fitAndProperQuestionnaires.slug })
    .from(fitAndProperQuestionnaires)
    .where(inArray(fitAndProperQuestionnaires.slug, [...new Set(slugs)]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

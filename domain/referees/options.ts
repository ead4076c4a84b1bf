/**
 * The referees section's lists and settings (spec 001 §3): the relationships a referee may have, the lengths of
 * acquaintance, and the questionnaires a request asks referees for.
 */
import type { ReferenceCheckConfig, ReferenceRequest } from '../reference-response';

/** Spec 001 §3 "Referee relationship options", in the specification's order. */
export const RELATIONSHIPS = [
  'manager',
  'previous_manager',
  'mentor',
  'tertiary_education_professor',
  'peer',
  'direct',
  'personal',
  'client',
  'colleague',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Spec 001 §3 "Length of acquaintance": 1 less than a year, 2 one to three, 3 three to five, 4 more than five. */
export const ACQUAINTANCE_LENGTHS = [1, 2, 3, 4] as const;
export type AcquaintanceLength = (typeof ACQUAINTANCE_LENGTHS)[number];

/**
 * The questionnaire of a reference check that names none (ours: the specification gives every request a config,
 * but an organisation may send a reference check without one): one referee or the check's own count, any relationship.
 */
export const DEFAULT_QUESTIONNAIRE = 'reference';

/** Every questionnaire the request's reference checks ask referees for, in the order the checks list them. */
export function referenceQuestionnaires(request: Pick<ReferenceRequest, 'checks'>): ReferenceCheckConfig[] {
  return request.checks
    .filter((check) => check.criteria_check.slug === 'reference')
    .flatMap((check) =>
      check.reference_check_config.length > 0
        ? check.reference_check_config
        : [
            {
              questionnaire: DEFAULT_QUESTIONNAIRE,
              name_displayed: 'Reference',
              minimum_criteria_count: Math.max(1, check.minimum_criteria_count ?? 1),
              note_to_candidate: null,
              relationship: [...RELATIONSHIPS],
            },
          ],
    );
}

/** The relationships a questionnaire allows, in the specification's order; an empty list allows every one. */
export function allowedRelationships(config: Pick<ReferenceCheckConfig, 'relationship'>): Relationship[] {
  return RELATIONSHIPS.filter((option) => config.relationship.length === 0 || config.relationship.includes(option));
}

/**
 * Where Next leads after referee `entry` of a questionnaire is saved (spec 001 §2): the next referee while `entry` is
 * under the questionnaire's minimum, else null for the summary.
 */
export const nextRefereeEntry = (entry: number, minimum: number): number | null => (entry < minimum ? entry + 1 : null);

/** Where the form goes after referee `entry` is removed: the referee before, or the first. */
export const entryAfterRemoval = (entry: number): number => Math.max(1, entry - 1);

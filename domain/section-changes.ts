/**
 * Why the hub's list of sections changed (docs/hub.md "When the list changes"): some sections follow from the
 * candidate's own answers (domain/requirements.ts), so the list a candidate saw can gain or lose sections after a
 * save. The hub compares the list it last showed with the list now, and names each section added or removed with
 * the answer that adds or removes it. ANSWER_SECTIONS is that table; a test holds it to the docs and to
 * requiredSections.
 */
import { SECTION_SLUGS, type SectionSlug } from './sections';

/** The answers that change the list. */
export const CHANGE_CAUSES = ['passport', 'proof_of_employment', 'certificate_copy', 'past_directorships'] as const;
export type ChangeCause = (typeof CHANGE_CAUSES)[number];

export interface AnswerSection {
  section: SectionSlug;
  cause: ChangeCause;
}

/** Each section an answer adds or removes, with that answer. */
export const ANSWER_SECTIONS: readonly AnswerSection[] = [
  { section: 'identity_validation', cause: 'passport' },
  { section: 'dbs_documents', cause: 'passport' },
  { section: 'adverse_financial_history', cause: 'passport' },
  { section: 'employment_proof', cause: 'proof_of_employment' },
  { section: 'education_proof', cause: 'certificate_copy' },
  { section: 'directorships', cause: 'past_directorships' },
];

export interface SectionChange {
  /** The answer behind the change; null for a section no answer of the table explains. */
  cause: ChangeCause | null;
  added: SectionSlug[];
  removed: SectionSlug[];
}

const isSection = (slug: string): slug is SectionSlug => (SECTION_SLUGS as readonly string[]).includes(slug);

/** What changed from the list shown before to the list now, grouped by the answer behind it, in the table's order. */
export function sectionChanges(before: readonly string[], now: readonly SectionSlug[]): SectionChange[] {
  const added = now.filter((section) => !before.includes(section));
  const removed = before.filter(isSection).filter((section) => !now.includes(section));
  const causeOf = (section: SectionSlug) => ANSWER_SECTIONS.find((row) => row.section === section)?.cause ?? null;
  return [...CHANGE_CAUSES, null]
    .map((cause) => ({
      cause,
      added: added.filter((section) => causeOf(section) === cause),
      removed: removed.filter((section) => causeOf(section) === cause),
    }))
    .filter((change) => change.added.length > 0 || change.removed.length > 0);
}

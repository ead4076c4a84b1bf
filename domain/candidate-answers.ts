/**
 * GET /oneform/{guid}/answers/ (docs/api.md): the candidate's answers, section by section in the hub's order, for
 * their check before submitting. Each answer is named by its stored key and keeps its stored value, so the app words
 * and formats it in the reader's language (docs/hub.md "Check your answers").
 */
import type { SectionStatus } from './progress';
import type { SectionSlug, StepSlug } from './sections';

/** A value as stored, with a country held by id replaced by the country's name. */
export type AnswerValue = string | number | boolean | readonly (string | number | boolean)[];

/**
 * One answer: its stored key (`manager.first_name` for a field of a nested record) and its value. A country or a
 * nationality also carries its ISO 3166-1 alpha-2 code (a nationality its country's), so the app names it in the
 * reader's language; the value, in English, stands where the app has no name for the code.
 */
export interface AnswerField {
  key: string;
  value: AnswerValue;
  country?: string;
  nationality?: string;
}

/** What a group is called: a step's slug, or the kind of record it is, numbered from 1 in a list. */
export interface GroupTitle {
  key: string;
  number?: number;
}

/**
 * The answers of one step, or of one record of a list, and where they are changed: the step, and the entry of a
 * numbered section (employers, directorships) that holds the record.
 */
export interface AnswerGroup {
  step: StepSlug;
  entry?: number;
  title: GroupTitle;
  fields: AnswerField[];
  /** Set on a list left empty: the kind of record none of was given. */
  none?: string;
}

export interface AnswerSection {
  section: SectionSlug;
  status: SectionStatus;
  groups: AnswerGroup[];
}

export interface CandidateAnswers {
  sections: AnswerSection[];
}

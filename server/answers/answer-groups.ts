/**
 * What the candidate gave on each step, as groups of keyed answers: the one reading of the stored answers that both
 * the organisation's candidate pack (server/org/pack/pack-sections.ts, in English) and the candidate's own check of
 * their answers (server/answers/candidate-answers.ts, labelled in the candidate's language by the app) are made from.
 * A field is named by its stored key and keeps its stored value, so each reader words and formats it its own way.
 */
import type { AnswerField, AnswerGroup, AnswerValue } from '../../domain/candidate-answers';
import type { FitnessQuestion } from '../../domain/fit-and-proper/questionnaire';
import type { Country, Nationality, ReferenceResponse } from '../../domain/reference-response';
import type { StepSlug } from '../../domain/sections';

export interface Lists {
  countries: readonly Country[];
  /** To give each nationality answer its country's code; the pack, which words it in English only, needs none. */
  nationalities?: readonly Nationality[];
}

/** Bookkeeping nobody reads: our own ids and flags of the hub. */
const HIDDEN_KEYS = new Set(['id', 'guid', 'is_completed', 'employment_response', 'education_response', 'document_uploads', 'app_url', 'path']);
/** Fields that hold a country's id: the reader gets its name, and its code to name it in their own language. */
const COUNTRY_ID = /(^|_)country(_id)?$/;
/** Fields that hold a country's id beside its stored name (`country_of_birth` and `country_of_birth_name`). */
const NAMED_COUNTRY_ID = /(^|_)country(_|$)/;
/** Fields that hold a nationality's id, stored with its English name. */
const NATIONALITY_ID = new Set(['nationality_at_birth', 'new_nationality', 'second_nationality']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The code of the country or nationality whose id `key` holds beside its stored name, when the lists know it. */
function codeOf(key: string, id: unknown, lists: Lists): Pick<AnswerField, 'country' | 'nationality'> {
  if (NAMED_COUNTRY_ID.test(key)) {
    const code = lists.countries.find((country) => country.id === id)?.short_name;
    return code ? { country: code } : {};
  }
  if (NATIONALITY_ID.has(key)) {
    const code = lists.nationalities?.find((nationality) => nationality.id === id)?.short_name;
    return code ? { nationality: code } : {};
  }
  return {};
}

/**
 * Every field of a record that was given, nested records flattened under their key, lists of records left to the
 * caller. A field the request did not ask, or the candidate left empty, says nothing and is left out.
 */
export function recordFields(record: Record<string, unknown>, lists: Lists, prefix = ''): AnswerField[] {
  const fields: AnswerField[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined || value === '') continue;
    if (HIDDEN_KEYS.has(key) || `${key}_name` in record || key === 'institution_country_id') continue;
    // "country_of_birth_name" stands for "country_of_birth", whose id it names.
    const base = key.endsWith('_name') && key.slice(0, -'_name'.length) in record ? key.slice(0, -'_name'.length) : key;
    const path = prefix ? `${prefix}.${base}` : base;
    if (isRecord(value)) {
      fields.push(...recordFields(value, lists, prefix ? `${prefix}.${key}` : key));
    } else if (typeof value === 'number' && COUNTRY_ID.test(key)) {
      const country = lists.countries.find((entry) => entry.id === value);
      fields.push({ key: path, value: country?.name ?? String(value), ...(country ? { country: country.short_name } : {}) });
    } else if (base !== key && typeof value === 'string') {
      fields.push({ key: path, value, ...codeOf(base, record[base], lists) });
    } else if (Array.isArray(value)) {
      if (!value.some((item) => item !== null && typeof item === 'object')) fields.push({ key: path, value: value as AnswerValue });
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields.push({ key: path, value });
    }
  }
  return fields;
}

/** The fields of a record, only those of `keys` (in the record's order) when given. */
export function fieldsOf(record: object | null | undefined, lists: Lists, keys?: readonly string[]): AnswerField[] {
  const all = (record ?? {}) as Record<string, unknown>;
  const picked = keys ? Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]])) : all;
  return recordFields(picked, lists);
}

/** A list of records, one group each under its numbered title; an empty list is one group saying none was given. */
function listGroups(
  step: StepSlug,
  kind: string,
  records: readonly object[],
  lists: Lists,
  options: { numbered?: boolean } = {},
): AnswerGroup[] {
  if (records.length === 0) return [{ step, title: { key: kind }, fields: [], none: kind }];
  return records.map((record, index) => ({
    step,
    ...(options.numbered ? { entry: index + 1 } : {}),
    title: { key: kind, number: index + 1 },
    fields: fieldsOf(record, lists),
  }));
}

const NAME_KEYS = ['salutation', 'first_name', 'middle_name', 'last_name', 'full_name', 'asian_name', 'gender', 'fathers_full_name', 'mothers_full_name', 'mothers_maiden_name'];
const BIRTH_KEYS = [
  'date_of_birth',
  'country_of_birth',
  'country_of_birth_name',
  'town_of_birth',
  'state_of_birth',
  'nationality_at_birth',
  'nationality_at_birth_name',
  'is_nationality_changed_since_birth',
  'new_nationality',
  'new_nationality_name',
  'holds_dual_nationality',
  'second_nationality',
  'second_nationality_name',
];

/** The answers of one step of Personal details, in the order of its page. */
export function detailsGroups(step: StepSlug, response: ReferenceResponse, lists: Lists): AnswerGroup[] {
  const details = response.candidate_details[0];
  const own = (fields: AnswerField[]): AnswerGroup => ({ step, title: { key: step }, fields });
  switch (step) {
    case 'name':
      return [own(fieldsOf(details, lists, NAME_KEYS))];
    case 'birth':
      return [own(fieldsOf(details, lists, BIRTH_KEYS))];
    case 'previous_name':
      return [own(fieldsOf(details, lists, ['is_any_other_names'])), ...listGroups(step, 'previous_name', details?.previous_names ?? [], lists)];
    case 'social_media':
      return [own(fieldsOf(details, lists, ['dont_have_social_media'])), ...listGroups(step, 'account', details?.social_media ?? [], lists)];
    case 'phone':
      return [own(fieldsOf(details, lists, ['phone_code', 'phone_number', 'phone_number_type']))];
    case 'id':
      return [own(fieldsOf(response.candidate_id_document_details, lists))];
    case 'address':
      return [own([]), ...listGroups(step, 'address', response.candidate_address_details, lists)];
    case 'education':
      return [own([]), ...listGroups(step, 'education_record', response.candidate_education_details, lists)];
    case 'qualification':
      return [own([]), ...listGroups(step, 'qualification', response.candidate_qualification_details, lists)];
    case 'directorship':
      return [own(fieldsOf(response.candidate_directorship_details, lists))];
    default:
      return [];
  }
}

/** The employment history: the reason it was skipped, if it was, each employer and each gap explained. */
export function employerGroups(response: ReferenceResponse, lists: Lists): AnswerGroup[] {
  const groups: AnswerGroup[] = [];
  if (response.employment_check_skip_reason) {
    groups.push({
      step: 'employers',
      title: { key: 'employment_skip' },
      fields: fieldsOf(response, lists, ['employment_check_skip_reason', 'employment_check_skip_notes']),
    });
  }
  groups.push(...listGroups('employers', 'employer', response.employers, lists, { numbered: true }));
  if (response.employment_gaps.length > 0) groups.push(...listGroups('employers', 'employment_gap', response.employment_gaps, lists));
  return groups;
}

export const refereeGroups = (response: ReferenceResponse, lists: Lists): AnswerGroup[] =>
  listGroups('reference', 'referee', response.references, lists);

export const directorshipGroups = (response: ReferenceResponse, lists: Lists): AnswerGroup[] =>
  listGroups('directorships', 'directorship', response.directorships, lists, { numbered: true });

/** A questionnaire answer in words: the chosen options' names, or a range's value out of 10. */
export function answerText(question: FitnessQuestion, value: number | number[]): string {
  if (question.options_type === 'range') return `${String(value)} (of 10)`;
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.map((id) => question.options.find((option) => option.id === id)?.name ?? String(id)).join('; ');
}

/**
 * The professional qualification step (spec 000 §2 "Professional qualification", §3 "Professional qualification
 * record", §5, §9): does the candidate hold a professional qualification or membership, and if so each one. The
 * whole list is saved in one POST .../details/qualification/ (docs/api.md):
 *
 *   { "holds_qualification": true, "qualifications": [record, ...] }   or   { "holds_qualification": false }
 *
 * Asked of every record: the awarding organisation, the qualification, the membership date and country, and
 * whether it was awarded under another name (then that name). The membership number and status are optional: not
 * every body numbers its members or has a status to give.
 */
import * as v from 'valibot';
import {
  isIsoDate,
  isObject,
  maxItems,
  notAsked,
  optionalText,
  pickedId,
  requiredDate,
  requiredText,
  savedInput,
  yesNo,
} from '../forms/fields';
import { MAX_QUALIFICATIONS } from '../limits';
import { type ListQuestionInput, type ListQuestionValues, listQuestionSchema, savedListDefaults } from '../forms/records-question';
import { idsOf, type StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import { allowsMoreThanOneRecord, minimumQualificationRecords } from '../minimums';
import type { QualificationRecord, ReferenceRequest, ReferenceResponse } from '../reference-response';
import { RECORD_TEXT_MAX, recordCountChecks } from './education.schema';

/** Spec 000 §9: membership status 100. */
const MEMBERSHIP_STATUS_MAX = 100;

/**
 * One record; the other name is judged as a rule of its own field, built from the answer sent beside it, so the
 * form's resolver (which stops judging an object at its first error) still shows it with every other error.
 */
function recordSchemaFor({ today, countries }: StepContext, awardedInOtherName: boolean) {
  return v.object({
    professional_organization_name: requiredText(RECORD_TEXT_MAX),
    professional_qualification_attained: requiredText(RECORD_TEXT_MAX),
    professional_membership_number: optionalText(RECORD_TEXT_MAX),
    membership_date: v.pipe(
      requiredDate(),
      v.check((day) => !isIsoDate(day) || day <= today, MESSAGES.dateInFuture),
    ),
    membership_attained_country: pickedId(idsOf(countries)),
    membership_status: optionalText(MEMBERSHIP_STATUS_MAX),
    is_membership_awarded_in_different_name: yesNo(),
    // Asked only after a yes to the question above; stored as null after a no.
    membership_awarded_name: awardedInOtherName
      ? requiredText(RECORD_TEXT_MAX)
      : notAsked(v.string()),
  });
}

type AwardedRecordSchema = ReturnType<typeof recordSchemaFor>;

export type QualificationRecordInput = v.InferInput<AwardedRecordSchema>;
export type QualificationRecordValues = v.InferOutput<AwardedRecordSchema>;

function qualificationRecordSchema(context: StepContext) {
  return v.lazy((input) => recordSchemaFor(context, isObject(input) && input.is_membership_awarded_in_different_name === true));
}

export type QualificationInput = ListQuestionInput<'holds_qualification', 'qualifications', QualificationRecordInput>;
export type QualificationValues = ListQuestionValues<'holds_qualification', 'qualifications', QualificationRecordValues>;

/** The records a request asks for (spec 000 §9), and whether the list may hold more than one. */
export function qualificationListRules(request: Pick<ReferenceRequest, 'checks'>) {
  const minimum = minimumQualificationRecords(request);
  return { minimum, allowsMore: allowsMoreThanOneRecord(minimum) };
}

export function qualificationSchema(context: StepContext) {
  const { minimum, allowsMore } = qualificationListRules(context.response.reference_request);
  const records = v.pipe(
    v.nullish(v.array(qualificationRecordSchema(context)), []),
    ...recordCountChecks<QualificationRecordValues>(minimum, allowsMore),
    maxItems(MAX_QUALIFICATIONS),
  );
  return listQuestionSchema('holds_qualification', 'qualifications', true, records);
}

/** A blank record, as the list's Add button appends it. */
export function emptyQualificationRecord(): Required<QualificationRecordInput> {
  return {
    professional_organization_name: '',
    professional_qualification_attained: '',
    professional_membership_number: '',
    membership_date: '',
    membership_attained_country: null,
    membership_status: '',
    is_membership_awarded_in_different_name: null,
    membership_awarded_name: '',
  };
}

const recordInput = (record: QualificationRecord) => savedInput(emptyQualificationRecord(), record);

/** The form's starting values; a "no" is saved as a record that does not hold a qualification. */
export function qualificationDefaults(response: ReferenceResponse): QualificationInput {
  return savedListDefaults('holds_qualification', 'qualifications', {
    saved: response.candidate_qualification_details,
    saidNo: (record) => !record.holds_qualification,
    minimum: qualificationListRules(response.reference_request).minimum,
    blank: emptyQualificationRecord,
    toInput: recordInput,
  });
}

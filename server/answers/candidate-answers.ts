/**
 * GET /oneform/{guid}/answers/: every section the hub lists, in its order, with what the candidate gave on each step
 * as groups of keyed answers (answer-groups.ts, the reading the organisation's pack is made from too). The app labels
 * each key in the candidate's language and links each group to the step, and entry, where it is changed
 * (docs/hub.md "Check your answers"). Files are named, never sent.
 */
import { askedQuestions, answerOf } from '../../domain/fit-and-proper/questionnaire';
import { type Progress, signedDocumentFor, type SectionProgress } from '../../domain/progress';
import { slotUploads, UPLOAD_STEPS, uploadSlots, type UploadStep } from '../../domain/documents/upload-pages';
import type { StepSlug } from '../../domain/sections';
import type { AnswerField, AnswerGroup, CandidateAnswers } from '../../domain/candidate-answers';
import type { Nationality } from '../../domain/reference-response';
import {
  answerText,
  detailsGroups,
  directorshipGroups,
  employerGroups,
  type Lists,
  refereeGroups,
} from './answer-groups';
import type { PackContent } from '../org/pack/pack-content';

/**
 * Stored beside an answer that already carries it as its code (passport_issue_country): the pack lists it, the
 * candidate would read the same country twice, once as a bare code.
 */
const CODE_ONLY_KEYS = new Set(['passport_issue_country_code']);

const isUploadStep = (step: StepSlug): step is UploadStep => (UPLOAD_STEPS as readonly string[]).includes(step);

/** A step whose one answer is whether it is done: a form signed elsewhere, a provider's check. */
const doneGroup = (step: StepSlug, key: string, done: boolean): AnswerGroup => ({ step, title: { key: step }, fields: [{ key, value: done }] });

const stepDone = (section: SectionProgress, step: StepSlug) => section.steps.some((entry) => entry.step === step && entry.complete);

/** The uploads of each upload step of a section, each named once, on the first step that asks for it. */
function uploadGroups(steps: readonly StepSlug[], content: PackContent, shown: Set<number>): AnswerGroup[] {
  const uploaded = content.response.documents.uploaded;
  return steps.filter(isUploadStep).map((step) => {
    const uploads = uploadSlots(step, content.response)
      .flatMap((slot) => slotUploads(slot, uploaded))
      .filter((upload) => !shown.has(upload.id));
    uploads.forEach((upload) => shown.add(upload.id));
    const fields: AnswerField[] = uploads.map((upload) => ({ key: 'document', value: upload.file_name ?? upload.type }));
    return fields.length > 0 ? { step, title: { key: step }, fields } : { step, title: { key: step }, fields, none: 'document' };
  });
}

function fitnessGroups(content: PackContent): AnswerGroup[] {
  const fit = content.response.fit_and_proper;
  return askedQuestions(fit.questions, fit.answers).map((question, index) => {
    const answer = answerOf(fit.answers, question.id);
    const fields: AnswerField[] = [
      { key: 'question', value: question.name },
      { key: 'answer', value: answer ? answerText(question, answer.answer.value) : '' },
    ];
    if (answer?.answer.description) fields.push({ key: 'details_given', value: answer.answer.description });
    return { step: 'fit_and_proper', title: { key: 'question', number: index + 1 }, fields: fields.filter((field) => field.value !== '') };
  });
}

function sectionGroups(section: SectionProgress, content: PackContent, lists: Lists, shown: Set<number>): AnswerGroup[] {
  const steps = section.steps.map((step) => step.step);
  const { response } = content;
  switch (section.section) {
    case 'details':
      return steps
        .flatMap((step) => detailsGroups(step, response, lists))
        .map((group) => ({ ...group, fields: group.fields.filter((field) => !CODE_ONLY_KEYS.has(field.key)) }));
    case 'employers':
      return employerGroups(response, lists);
    case 'reference':
      return refereeGroups(response, lists);
    case 'directorships':
      return directorshipGroups(response, lists);
    case 'fit_and_proper':
      return fitnessGroups(content);
    case 'ds_declaration_consent':
    case 'dbs_declaration_consent':
      return steps.map((step) => doneGroup(step, 'consent_given', stepDone(section, step)));
    case 'cifas_declaration_consent':
      return steps.map((step) => doneGroup(step, 'agree_to_fup', response.agree_to_fup === true));
    case 'documents': {
      // The supporting documents step takes any type: what no earlier page named is named here.
      const rest = response.documents.uploaded.filter((upload) => !shown.has(upload.id));
      rest.forEach((upload) => shown.add(upload.id));
      const fields = rest.map((upload): AnswerField => ({ key: 'document', value: upload.file_name ?? upload.type }));
      return [{ step: 'document_upload', title: { key: 'document_upload' }, fields, ...(fields.length === 0 ? { none: 'document' } : {}) }];
    }
    default:
      if (steps.some((step) => signedDocumentFor(step))) return steps.map((step) => doneGroup(step, 'signed', stepDone(section, step)));
      if (steps.some(isUploadStep)) return uploadGroups(steps, content, shown);
      // A provider's check (identity, credit, screening, employment verification): done once it reported.
      return steps.map((step) => doneGroup(step, 'completed', stepDone(section, step)));
  }
}

/**
 * The candidate's answers, section by section in the hub's order (the supporting documents last), each country and
 * nationality with its code.
 */
export function candidateAnswers(
  content: PackContent,
  nationalities: readonly Nationality[],
  progress: Progress = content.progress,
): CandidateAnswers {
  const shown = new Set<number>();
  const lists: Lists = { countries: content.countries, nationalities };
  return {
    sections: progress.sections.map((section) => ({
      section: section.section,
      status: section.status,
      groups: sectionGroups(section, content, lists, shown),
    })),
  };
}

/**
 * Database rows → `fit_and_proper` of GET /oneform/{guid}/ (domain/fit-and-proper/questionnaire.ts): the
 * questionnaire of the request's fitness check, the candidate's answers and whether they were submitted.
 */
import type { FitAndProper, FitnessAnswer, FitnessQuestion } from '../../domain/fit-and-proper/questionnaire';
import type { RequestTree } from '../db/repositories/reference-requests';

type Questionnaire = NonNullable<RequestTree['checks'][number]['questionnaire']>;
type StoredAnswer = NonNullable<RequestTree['response']>['fitAndProperAnswers'][number];

/** The API path a signature image is read from (below /api, as the SPA's client names paths). */
export const signaturePath = (guid: string, responseGuid: string, answerId: number) =>
  `/oneform/${guid}/${responseGuid}/fit_and_proper_answer/fit_and_proper_answer/${answerId}/signature/`;

export function serializeQuestions(questionnaire: Questionnaire | null): FitnessQuestion[] {
  return (questionnaire?.questions ?? []).map((question) => ({
    id: question.id,
    guid: question.guid,
    name: question.texts.name,
    section_name: question.texts.section_name,
    section_description: question.texts.section_description,
    options_type: question.optionsType,
    options: question.options.map((option) => ({
      id: option.id,
      name: option.texts.name,
      linkedQuestion: option.linkedQuestionId,
      translations: option.texts.translations,
    })),
    linked_question: question.isLinked,
    translations: question.texts.translations,
  }));
}

export function serializeAnswers(tree: RequestTree, answers: readonly StoredAnswer[]): FitnessAnswer[] {
  const responseGuid = tree.response?.guid ?? '';
  return answers.map((answer) => ({
    id: answer.id,
    question: answer.questionId,
    answer: { value: answer.value, description: answer.description },
    signature: answer.signatureKey ? signaturePath(tree.guid, responseGuid, answer.id) : null,
  }));
}

export function serializeFitAndProper(tree: RequestTree): FitAndProper {
  const questionnaire = tree.checks.find((check) => check.slug === 'fitness_and_proprietary')?.questionnaire ?? null;
  return {
    has_submitted: tree.response?.fitAndProperSubmitted ?? false,
    questionnaire: questionnaire?.slug ?? null,
    questions: serializeQuestions(questionnaire),
    answers: serializeAnswers(tree, tree.response?.fitAndProperAnswers ?? []),
  };
}

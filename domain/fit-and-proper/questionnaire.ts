/**
 * The fitness-and-propriety questionnaire (spec 001 §2, §3, §4; docs/fit-and-proper.md): its questions and answers
 * as GET /oneform/{guid}/ carries them, and the screen's rules, which the API judges by too.
 *
 * The questions the candidate pages through are the main ones (`linked_question` false), in order. A radio or
 * acknowledge option may name a linked follow-up question, asked as a sub-question of its parent while that option
 * is the answer; a follow-up is never a step of its own.
 */
import type { Language } from '../locales';

/** Spec 001 §3 lists "fixed" beside these: the fixed set of option types a question may have. */
export const OPTION_TYPES = ['acknowledge', 'range', 'radio', 'checkbox'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** Spec 001 §9: the range scale. */
export const RANGE_MIN = 1;
export const RANGE_MAX = 10;

/** The languages other than English a questionnaire's texts may be given in; English is the text itself. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

export interface QuestionTexts {
  name: string;
  section_name: string;
  section_description: string;
}

export interface FitnessOption {
  id: number;
  name: string;
  /** The id of the follow-up question this option opens, or null. */
  linkedQuestion: number | null;
  translations: Partial<Record<TranslatedLanguage, string>>;
}

/** A question (spec 001 §3 "Fitness question"), with its texts in the other languages beside the English ones. */
export interface FitnessQuestion extends QuestionTexts {
  id: number;
  guid: string;
  options_type: OptionType;
  /** Empty for a range question. */
  options: FitnessOption[];
  /** True for a follow-up, asked only under the option that links it. */
  linked_question: boolean;
  translations: Partial<Record<TranslatedLanguage, QuestionTexts>>;
}

/** An option's id (radio, acknowledge), the ticked options' ids (checkbox) or a number of the scale (range). */
export type AnswerValue = number | number[];

/** An answer line (spec 001 §3). `signature` is the API path of the acknowledge answer's image, or null. */
export interface FitnessAnswer {
  id: number;
  question: number;
  answer: { value: AnswerValue; description: string | null };
  signature: string | null;
}

/** `fit_and_proper` of the reference response. */
export interface FitAndProper {
  has_submitted: boolean;
  /** The slug of the questionnaire the request's fitness check asks, or null when it asks none. */
  questionnaire: string | null;
  questions: FitnessQuestion[];
  answers: FitnessAnswer[];
}

export function questionTexts(question: FitnessQuestion, language: Language): QuestionTexts {
  return (language !== 'en' && question.translations[language]) || question;
}

export function optionName(option: FitnessOption, language: Language): string {
  return (language !== 'en' && option.translations[language]) || option.name;
}

export const mainQuestions = (questions: readonly FitnessQuestion[]) => questions.filter((question) => !question.linked_question);

export const answerOf = (answers: readonly FitnessAnswer[], questionId: number) =>
  answers.find((answer) => answer.question === questionId);

/** The follow-up the question's current answer opens, if any: only a single choice links one. */
export function openFollowUp(
  question: FitnessQuestion,
  questions: readonly FitnessQuestion[],
  answers: readonly FitnessAnswer[],
): FitnessQuestion | undefined {
  const value = answerOf(answers, question.id)?.answer.value;
  if (typeof value !== 'number' || question.options_type === 'range') return undefined;
  const linked = question.options.find((option) => option.id === value)?.linkedQuestion;
  return linked === null || linked === undefined ? undefined : questions.find((candidate) => candidate.id === linked);
}

/** The questions asked now: every main question, each followed by the follow-up its answer opens. */
export function askedQuestions(questions: readonly FitnessQuestion[], answers: readonly FitnessAnswer[]): FitnessQuestion[] {
  return mainQuestions(questions).flatMap((question) => {
    const followUp = openFollowUp(question, questions, answers);
    return followUp ? [question, followUp] : [question];
  });
}

/** Whether a question may be answered now: a main question, or the follow-up its parent's answer opens. */
export function isAsked(questionId: number, questions: readonly FitnessQuestion[], answers: readonly FitnessAnswer[]): boolean {
  return askedQuestions(questions, answers).some((question) => question.id === questionId);
}

/**
 * Spec 001 §4: the active question starts at the count of answered main questions; once all are answered that is
 * one past the last, and no question is active until the candidate opens one.
 */
export function startingIndex(questions: readonly FitnessQuestion[], answers: readonly FitnessAnswer[]): number {
  return mainQuestions(questions).filter((question) => answerOf(answers, question.id)).length;
}

/** Spec 001 §4: a question can be activated only if it or the previous one has been answered (the first always). */
export function canActivate(index: number, questions: readonly FitnessQuestion[], answers: readonly FitnessAnswer[]): boolean {
  const main = mainQuestions(questions);
  if (index < 0 || index >= main.length) return false;
  if (index === 0) return true;
  return [main[index], main[index - 1]].some((question) => question !== undefined && answerOf(answers, question.id) !== undefined);
}

/** Continue is enabled, and the submission accepted, once every asked question is answered. */
export function allAnswered(questions: readonly FitnessQuestion[], answers: readonly FitnessAnswer[]): boolean {
  return askedQuestions(questions, answers).every((question) => answerOf(answers, question.id) !== undefined);
}

/** Questions grouped by consecutive section name, for the screen's headings. */
export function sectionsOf<T extends { section_name: string }>(items: readonly T[]): { name: string; items: T[] }[] {
  const sections: { name: string; items: T[] }[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && last.name === item.section_name) last.items.push(item);
    else sections.push({ name: item.section_name, items: [item] });
  }
  return sections;
}

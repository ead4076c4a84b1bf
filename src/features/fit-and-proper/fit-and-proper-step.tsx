/**
 * The fitness-and-propriety questionnaire (spec 001 §2, §4, §5, §8; docs/fit-and-proper.md): the questions grouped
 * by section, one active at a time, a linked follow-up asked as a sub-question of its parent, and Continue, which
 * submits the questionnaire and goes home, enabled once every asked question is answered. The flow is
 * machines/fit-and-proper.machine.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  answerOf,
  canActivate,
  type FitnessQuestion,
  mainQuestions,
  openFollowUp,
  optionName,
  questionTexts,
  sectionsOf,
} from '../../../domain/fit-and-proper/questionnaire';
import { type Language, languageOrDefault } from '../../../domain/locales';
import type { FitAndProperAnswerValues } from '../../../domain/fit-and-proper/answer.schema';
import { FIT_AND_PROPER_TAGS } from '../../../machines/fit-and-proper.machine';
import { useReferenceResponse } from '../../api/candidate-data';
import { useIsBusy } from '../../app/use-activity';
import { ErrorSummary } from '../../forms/error-summary';
import { StepLayout } from '../../step-layout/step-layout';
import layoutStyles from '../../step-layout/step-layout.module.css';
import { HOME_LINK } from '../../step-layout/step-links';
import styles from './fit-and-proper.module.css';
import { QuestionForm } from './question-form';
import { useFitAndProper } from './use-fit-and-proper';

const SECTION = 'fit_and_proper';

/** The saved answer in words: the option names, or the number of a range. */
function answerText(question: FitnessQuestion, value: number | number[], language: Language): string {
  if (question.options_type === 'range') return String(value);
  const ids = Array.isArray(value) ? value : [value];
  return question.options
    .filter((option) => ids.includes(option.id))
    .map((option) => optionName(option, language))
    .join(', ');
}

export function FitAndProperStep() {
  const { t, i18n } = useLingui();
  const language = languageOrDefault(i18n.locale);
  const navigate = useNavigate();
  const response = useReferenceResponse();
  const { questions, answers: loadedAnswers } = response.fit_and_proper;
  const [state, send] = useFitAndProper(response.reference_request.guid, response.guid, { questions, answers: loadedAnswers });
  const { active, answers, error } = state.context;
  const busy = useIsBusy() || state.hasTag(FIT_AND_PROPER_TAGS.busy);
  // Which question the last save was for, so its form shows the refusal.
  const [savingQuestion, setSavingQuestion] = useState<number | null>(null);
  // The candidate chose to change a parent whose answer opened a follow-up.
  const [changingParent, setChangingParent] = useState<number | null>(null);
  const main = mainQuestions(questions);
  const done = state.status === 'done';

  useEffect(() => {
    if (done) void navigate({ ...HOME_LINK, search: true });
  }, [done, navigate]);

  const save = (values: FitAndProperAnswerValues) => {
    setSavingQuestion(values.question);
    setChangingParent(null);
    send({ type: 'answer.save', values });
  };

  const activate = (index: number) => {
    setChangingParent(null);
    send({ type: 'question.activate', index });
  };

  const submitFailed = state.matches('answering') && error && savingQuestion === null;
  const actions = (
    <button
      type="button"
      className={layoutStyles.primary}
      disabled={busy || !state.can({ type: 'questionnaire.submit' })}
      onClick={() => {
        setSavingQuestion(null);
        send({ type: 'questionnaire.submit' });
      }}
    >
      <Trans>Continue</Trans>
    </button>
  );

  const description = (
    <p>
      <Trans>
        Answer each question honestly. Answer them in order: you can go back to any question you have answered. Press
        Continue once every question is answered.
      </Trans>
    </p>
  );

  const formOf = (question: FitnessQuestion) => (
    <QuestionForm
      key={`${question.id}-${answerOf(answers, question.id)?.id ?? 'new'}`}
      question={question}
      questions={questions}
      answers={answers}
      failure={savingQuestion === question.id ? error : null}
      isBusy={busy}
      onSave={save}
    />
  );

  return (
    <StepLayout section={SECTION} step={SECTION} description={description} actions={actions}>
      {submitFailed ? <ErrorSummary items={[{ message: t`An unknown error occurred` }]} /> : null}
      {sectionsOf(main).map(({ name, items: [first, ...rest] }) => {
        if (!first) return null;
        const sectionTexts = questionTexts(first, language);
        return (
          <section key={name} className={styles.section} aria-label={sectionTexts.section_name}>
            <h2 className={styles.sectionTitle}>{sectionTexts.section_name}</h2>
            {sectionTexts.section_description ? <p>{sectionTexts.section_description}</p> : null}
            <ol className={styles.questions}>
              {[first, ...rest].map((question) => {
                const index = main.indexOf(question);
                const saved = answerOf(answers, question.id);
                const followUp = openFollowUp(question, questions, answers);
                const isActive = index === active && !done;
                const texts = questionTexts(question, language);
                const questionName = texts.name;
                const savedText = saved ? answerText(question, saved.answer.value, language) : '';
                const followUpAnswer = followUp && answerOf(answers, followUp.id);
                const showParentForm = isActive && (!followUp || changingParent === question.id);
                return (
                  <li key={question.id} className={styles.question} data-active={isActive || undefined} aria-current={isActive ? 'step' : undefined}>
                    {showParentForm ? (
                      formOf(question)
                    ) : (
                      <>
                        <p className={styles.questionText}>{texts.name}</p>
                        <p className={styles.status}>
                          {saved ? (
                            <Trans>Your answer: {savedText}</Trans>
                          ) : (
                            <Trans>Not answered yet</Trans>
                          )}
                        </p>
                        {isActive ? (
                          <button type="button" className={styles.textButton} disabled={busy} onClick={() => setChangingParent(question.id)}>
                            {t`Change this answer`}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className={styles.textButton}
                            disabled={busy || !canActivate(index, questions, answers)}
                            onClick={() => activate(index)}
                            aria-label={saved ? t`Change: ${questionName}` : t`Answer: ${questionName}`}
                          >
                            {saved ? t`Change` : t`Answer`}
                          </button>
                        )}
                      </>
                    )}
                    {isActive && followUp && changingParent !== question.id ? (
                      <div className={styles.subQuestion}>
                        <p className={styles.subLabel}>
                          <Trans>Follow-up question</Trans>
                        </p>
                        {formOf(followUp)}
                      </div>
                    ) : null}
                    {!isActive && followUp && followUpAnswer ? (
                      <p className={styles.status}>
                        {questionTexts(followUp, language).name} {answerText(followUp, followUpAnswer.answer.value, language)}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </StepLayout>
  );
}

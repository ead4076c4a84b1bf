/**
 * The form of one question (spec 001 §5): radios for a single choice, a 1–10 scale as radios, boxes for a
 * multi-choice, the confirmation and the signature for an acknowledge question, and optional words of the
 * candidate's own. Judged by the shared schema (domain/fit-and-proper/answer.schema.ts), as the API judges it.
 */
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { Controller } from 'react-hook-form';
import type * as v from 'valibot';
import {
  answerDefaults,
  DESCRIPTION_MAX,
  type FitAndProperAnswerInput,
  fitAndProperAnswerSchema,
  type FitAndProperAnswerValues,
} from '../../../domain/fit-and-proper/answer.schema';
import {
  answerOf,
  type FitnessAnswer,
  type FitnessQuestion,
  optionName,
  questionTexts,
  RANGE_MAX,
  RANGE_MIN,
} from '../../../domain/fit-and-proper/questionnaire';
import { languageOrDefault } from '../../../domain/locales';
import { toFieldErrors } from '../../api/field-errors';
import { ErrorSummary } from '../../forms/error-summary';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import fieldStyles from '../../forms/fields/fields.module.css';
import { errorSummaryItems, SERVER_ROOT_ERROR, setServerErrors } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import { useSchemaForm } from '../../forms/use-schema-form';
import uiFieldStyles from '../../ui/field/field.module.css';
import { TextArea } from '../../ui/text-area/text-area';
import styles from './fit-and-proper.module.css';
import { SignatureField } from './signature-field';

const RANGE = Array.from({ length: RANGE_MAX - RANGE_MIN + 1 }, (_, index) => String(RANGE_MIN + index));

export interface QuestionFormProps {
  question: FitnessQuestion;
  questions: FitnessQuestion[];
  answers: FitnessAnswer[];
  /** The refusal of this question's last save, if it failed. */
  failure: unknown;
  isBusy: boolean;
  onSave(values: FitAndProperAnswerValues): void;
}

/** A refusal's body, when the call answered one (400, 409); null for a call that never got an answer. */
function refusalBody(failure: unknown): unknown {
  return typeof failure === 'object' && failure !== null && 'error' in failure ? failure.error : null;
}

export function QuestionForm({ question, questions, answers, failure, isBusy, onSave }: QuestionFormProps) {
  const { t, i18n } = useLingui();
  const translate = useMessageText();
  const language = languageOrDefault(i18n.locale);
  const texts = questionTexts(question, language);
  const schema = useMemo(() => fitAndProperAnswerSchema(questions, answers), [questions, answers]);
  const { form, formRef, focusErrors } = useSchemaForm(
    schema as v.GenericSchema<FitAndProperAnswerInput, FitAndProperAnswerValues>,
    answerDefaults(question, answerOf(answers, question.id)),
  );
  const { setError } = form;

  useEffect(() => {
    if (!failure) return;
    const body = refusalBody(failure);
    if (body) setServerErrors(setError, toFieldErrors(body));
    else setError(SERVER_ROOT_ERROR, { type: 'server', message: t`An unknown error occurred` });
    focusErrors();
  }, [failure, setError, focusErrors, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onSave, focusErrors)(event);
  const formId = `question-${question.id}`;
  const label = <span className={styles.questionText}>{texts.name}</span>;
  const options = question.options.map((option) => ({ value: String(option.id), label: optionName(option, language) }));

  return (
    <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form} aria-label={texts.name}>
      <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
      {question.options_type === 'radio' ? (
        <FormRadioGroup
          control={form.control}
          name="answer.value"
          label={label}
          options={options}
          inline={options.length <= 2}
          toOption={(value) => (typeof value === 'number' ? String(value) : null)}
          fromOption={Number}
          isDisabled={isBusy}
        />
      ) : null}
      {question.options_type === 'range' ? (
        <FormRadioGroup
          control={form.control}
          name="answer.value"
          label={label}
          description={t`Choose a number from 1 to 10.`}
          options={RANGE.map((value) => ({ value, label: value }))}
          inline
          toOption={(value) => (typeof value === 'number' ? String(value) : null)}
          fromOption={Number}
          isDisabled={isBusy}
        />
      ) : null}
      {question.options_type === 'checkbox' || question.options_type === 'acknowledge' ? (
        <Controller
          control={form.control}
          name="answer.value"
          render={({ field, fieldState }) => {
            const single = question.options_type === 'acknowledge';
            const selected = Array.isArray(field.value) ? field.value.map(String) : typeof field.value === 'number' ? [String(field.value)] : [];
            return (
              <CheckboxGroup
                id={field.name}
                className={uiFieldStyles.field}
                value={selected}
                onChange={(values) => field.onChange(single ? (values.length ? Number(values.at(-1)) : null) : values.map(Number))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                isDisabled={isBusy}
                validationBehavior="aria"
              >
                <Label className={uiFieldStyles.label}>{label}</Label>
                <FieldError className={uiFieldStyles.error}>
                  {fieldState.error?.message ? translate(fieldState.error.message) : null}
                </FieldError>
                <div className={fieldStyles.options}>
                  {options.map((option, index) => (
                    <Checkbox
                      key={option.value}
                      value={option.value}
                      className={fieldStyles.choice}
                      inputRef={index === 0 ? field.ref : undefined}
                    >
                      <span className={[fieldStyles.mark, fieldStyles.checkMark].join(' ')} aria-hidden="true" />
                      {option.label}
                    </Checkbox>
                  ))}
                </div>
              </CheckboxGroup>
            );
          }}
        />
      ) : null}
      {question.options_type === 'acknowledge' ? (
        <SignatureField control={form.control} name="signature" isDisabled={isBusy} />
      ) : (
        <Controller
          control={form.control}
          name="answer.description"
          render={({ field, fieldState }) => (
            <TextArea
              label={t`Anything you would like to add (optional)`}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              maxLength={DESCRIPTION_MAX}
              rows={3}
              isDisabled={isBusy}
              errorMessage={fieldState.error?.message ? translate(fieldState.error.message) : null}
            />
          )}
        />
      )}
      <div className={styles.formActions}>
        <button type="submit" className={styles.textButton} disabled={isBusy}>
          {t`Save answer`}
        </button>
      </div>
    </form>
  );
}
